import { beforeEach, describe, expect, it } from 'vitest';
import { removeInlineErrors, showServerFieldErrors } from './server-errors';

beforeEach(() => {
  document.body.innerHTML = `<form class="checkout">
    <div class="woocommerce-NoticeGroup"><ul class="woocommerce-error" role="alert">
      <li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li>
      <li data-id="missing_field">Something about a field that is not on the page.</li>
      <li>A general error.</li>
    </ul></div>
    <p class="form-row validate-required" id="billing_first_name_field"><label for="billing_first_name">First name</label>
      <span class="woocommerce-input-wrapper"><input class="input-text" id="billing_first_name"></span></p>
  </form>`;
});

describe('showServerFieldErrors (spec §5: server error messages)', () => {
  it('links each data-id item to its field and adds an inline error under the field', () => {
    const list = document.querySelector('ul') as HTMLElement;
    const marked = showServerFieldErrors(document.querySelector('.woocommerce-NoticeGroup') as Element);
    expect(marked).toEqual(['billing_first_name']);
    const link = list.querySelector('li[data-id="billing_first_name"] > a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('#billing_first_name');
    expect(link.textContent).toBe('Billing First name is a required field.');
    expect(list.querySelector('li[data-id="missing_field"] > a')?.getAttribute('href')).toBe('#missing_field');
    expect(list.querySelectorAll('li')[2]?.querySelector('a')).toBeNull();
    const p = document.getElementById('billing_first_name_description') as HTMLElement;
    expect(p.className).toBe('checkout-inline-error-message');
    expect(p.textContent).toBe('Billing First name is a required field.');
    expect(p.parentElement?.id).toBe('billing_first_name_field');
    const input = document.getElementById('billing_first_name') as HTMLElement;
    expect(input.getAttribute('aria-describedby')).toBe('billing_first_name_description');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(list.hasAttribute('role')).toBe(false);
    expect(list.getAttribute('tabindex')).toBe('-1');
  });

  it('is idempotent and removable', () => {
    const group = document.querySelector('.woocommerce-NoticeGroup') as Element;
    showServerFieldErrors(group);
    showServerFieldErrors(group);
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(1);
    expect(group.querySelectorAll('li[data-id="billing_first_name"] a')).toHaveLength(1);
    removeInlineErrors(document);
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(0);
  });

  it('survives odd ids', () => {
    const ul = document.createElement('ul');
    ul.innerHTML = '<li data-id="a&quot;]b">x</li><li data-id="">y</li>';
    expect(() => showServerFieldErrors(ul)).not.toThrow();
  });
});
