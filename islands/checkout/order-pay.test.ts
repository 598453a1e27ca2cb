import { afterEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { mountCheckout } from './test-support';

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
  delete (globalThis as { jQuery?: unknown }).jQuery;
});
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('order-pay form', () => {
  it('applies the payment method list and sends no ajax', async () => {
    page = await mountCheckout({ chosenMethod: 'stripe' }, { orderPay: true });
    expect(page.input('#payment_method_stripe').checked).toBe(true);
    expect(page.$('.payment_box.payment_method_cod').hidden).toBe(true);
    expect(page.fake.calls).toHaveLength(0);
  });

  it('lets the normal post through when nobody vetoes, blocked, and ignores a second submit', async () => {
    page = await mountCheckout({}, { orderPay: true });
    expect(submit(page.form)).toBe(true); // not prevented: the browser posts
    expect(page.form.classList.contains('processing')).toBe(true);
    expect(submit(page.form)).toBe(false);
    expect(page.fake.calls).toHaveLength(0);
  });

  it('a veto (DOM or jQuery) stops the post and leaves the form idle', async () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    page = await mountCheckout({ chosenMethod: 'stripe' }, { orderPay: true });
    const domVeto = vi.fn((e: Event) => e.preventDefault());
    page.form.addEventListener('checkout_place_order_stripe', domVeto, { once: true });
    expect(submit(page.form)).toBe(false);
    expect(domVeto).toHaveBeenCalledTimes(1);
    expect(page.form.classList.contains('processing')).toBe(false);
    jQuery(page.form).one('checkout_place_order', () => false);
    expect(submit(page.form)).toBe(false);
    expect(submit(page.form)).toBe(true);
  });
});
