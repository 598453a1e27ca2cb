import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusAlertNotices } from './notices';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('focusAlertNotices', () => {
  it('focuses the first alert notice after 500 ms, making it focusable', () => {
    document.body.innerHTML = `
      <div class="woocommerce-info" role="status">info</div>
      <ul class="woocommerce-error" role="alert"><li>Bad</li></ul>
      <div class="woocommerce-message" role="alert">Second</div>`;
    focusAlertNotices();
    const error = document.querySelector('.woocommerce-error') as HTMLElement;
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(error);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(error);
    expect(error.getAttribute('tabindex')).toBe('-1');
  });

  it('finds notices added after the call and keeps an existing tabindex', () => {
    focusAlertNotices(document, 200);
    document.body.innerHTML =
      '<div class="woocommerce-notices-wrapper"><div class="wc-notice" role="alert" tabindex="0">Hi</div></div>';
    vi.advanceTimersByTime(200);
    const notice = document.querySelector('.wc-notice') as HTMLElement;
    expect(document.activeElement).toBe(notice);
    expect(notice.getAttribute('tabindex')).toBe('0');
  });

  it('looks only inside the given root (or at the root itself)', () => {
    document.body.innerHTML = `
      <div class="woocommerce-message" role="alert" id="outside">Outside</div>
      <section id="root"><div class="woocommerce-message" role="alert" id="inside">Inside</div></section>`;
    focusAlertNotices(document.getElementById('root') as Element);
    vi.advanceTimersByTime(500);
    expect(document.activeElement?.id).toBe('inside');
    const outside = document.getElementById('outside') as Element;
    focusAlertNotices(outside);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(outside);
  });

  it('ignores non-alert notices and can be cancelled', () => {
    document.body.innerHTML =
      '<div class="woocommerce-message" role="status">ok</div><div class="woocommerce-error" role="alert">x</div>';
    const cancel = focusAlertNotices();
    cancel();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
    focusAlertNotices();
    vi.advanceTimersByTime(500);
    expect(document.activeElement?.className).toBe('woocommerce-error');
  });
});
