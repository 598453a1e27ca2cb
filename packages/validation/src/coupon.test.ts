import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyCouponResponse,
  bindCouponErrorClearing,
  clearCouponError,
  isCouponErrorResponse,
  normalizeCouponCode,
  noticeText,
  showCouponError,
} from './coupon';

let input: HTMLInputElement;
beforeEach(() => {
  document.body.innerHTML = `<form class="checkout_coupon"><p class="form-row form-row-first">
    <input type="text" name="coupon_code" class="input-text" id="coupon_code"><button type="submit">Apply</button></p></form>`;
  input = document.getElementById('coupon_code') as HTMLInputElement;
});

const errorHtml = '<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>';

describe('coupon errors (spec §5 "Coupon")', () => {
  it('recognises error notices, classic and block', () => {
    expect(isCouponErrorResponse(errorHtml)).toBe(true);
    expect(isCouponErrorResponse('<div class="wc-block-components-notice-banner is-error">x</div>')).toBe(true);
    expect(isCouponErrorResponse('<div class="woocommerce-message">Coupon code applied successfully.</div>')).toBe(
      false,
    );
    expect(isCouponErrorResponse(undefined)).toBe(false);
  });

  it('shows the notice text under the input and marks the input invalid', () => {
    expect(applyCouponResponse(input, errorHtml)).toBe(true);
    const notice = document.getElementById('coupon-error-notice') as HTMLElement;
    expect(notice.textContent).toBe('Coupon "x" does not exist!');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.className).toBe('coupon-error-notice');
    expect(input.classList.contains('has-error')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('coupon-error-notice');
  });

  it('a success response clears a previous error', () => {
    applyCouponResponse(input, errorHtml);
    expect(applyCouponResponse(input, '<div class="woocommerce-message">ok</div>')).toBe(false);
    expect(document.getElementById('coupon-error-notice')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('typing clears the error', () => {
    bindCouponErrorClearing(input);
    showCouponError(input, 'Bad code');
    fireEvent.input(input, { target: { value: 'X' } });
    expect(document.querySelector('.coupon-error-notice')).toBeNull();
    expect(input.classList.contains('has-error')).toBe(false);
  });

  it('shows only one notice, nothing for an empty message, and never runs markup', () => {
    showCouponError(input, 'One');
    showCouponError(input, 'Two');
    expect(document.querySelectorAll('.coupon-error-notice')).toHaveLength(1);
    showCouponError(input, '   ');
    expect(document.querySelectorAll('.coupon-error-notice')).toHaveLength(0);
    expect(noticeText('<img src=x onerror="window.__pwned=1"><b>Hi</b>  there')).toBe('Hi there');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    clearCouponError(input);
  });

  it('normalises the posted code', () => {
    expect(normalizeCouponCode('  SAVE10 ')).toBe('SAVE10');
    expect(normalizeCouponCode(42)).toBe('');
  });
});
