/** The add-payment-method page's payment boxes on WooCommerce 10's markup (issue 21: inline display:none). */
import { afterEach, describe, expect, it } from 'vitest';
import { followMethodBoxes } from './method-boxes';

/** WooCommerce 10's `myaccount/form-add-payment-method.php`, in structure: every box printed `display: none`. */
function addPaymentMethodHtml(methods: Array<{ id: string; title: string; checked?: boolean }>): string {
  const items = methods
    .map(
      (m) => `<li class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${m.id} payment_method_${m.id}">
  <input id="payment_method_${m.id}" type="radio" class="input-radio" name="payment_method" value="${m.id}"${m.checked ? ' checked="checked"' : ''} />
  <label for="payment_method_${m.id}">${m.title}</label>
  <div class="woocommerce-PaymentBox woocommerce-PaymentBox--${m.id} payment_box payment_method_${m.id}" style="display: none;"><p>${m.title} fields</p></div>
</li>`,
    )
    .join('\n');
  return `<form id="add_payment_method" method="post"><div id="payment" class="woocommerce-Payment">
<ul class="woocommerce-PaymentMethods payment_methods methods">${items}</ul>
<div class="form-row"><input type="hidden" id="woocommerce-add-payment-method-nonce" name="woocommerce-add-payment-method-nonce" value="n" />
<button type="submit" class="woocommerce-Button button" id="place_order" value="Add payment method">Add payment method</button>
<input type="hidden" name="woocommerce_add_payment_method" id="woocommerce_add_payment_method" value="1" /></div></div></form>`;
}
const box = (id: string) => document.querySelector<HTMLElement>(`div.payment_box.payment_method_${id}`)!;
const shown = (id: string) => !box(id).hidden && box(id).style.display !== 'none';
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

describe('add-payment-method payment boxes (WooCommerce 10 markup)', () => {
  it('shows the checked method’s box (its inline display:none cleared) and keeps the others hidden', () => {
    document.body.innerHTML = addPaymentMethodHtml([
      { id: 'stripe', title: 'Card', checked: true },
      { id: 'ppcp', title: 'PayPal' },
    ]);
    stop = followMethodBoxes(document.querySelector('form')!);
    expect(shown('stripe')).toBe(true);
    expect(box('stripe').getAttribute('style') ?? '').not.toMatch(/display:\s*none/);
    expect(shown('ppcp')).toBe(false);
  });

  it('choosing another method opens its box and closes the open one', async () => {
    document.body.innerHTML = addPaymentMethodHtml([
      { id: 'stripe', title: 'Card', checked: true },
      { id: 'ppcp', title: 'PayPal' },
    ]);
    stop = followMethodBoxes(document.querySelector('form')!);
    const paypal = document.querySelector<HTMLInputElement>('#payment_method_ppcp')!;
    paypal.click();
    await new Promise((r) => setTimeout(r, 300));
    expect(shown('ppcp')).toBe(true);
    expect(shown('stripe')).toBe(false);
  });

  it('a single method’s box is shown even when its radio is not checked', () => {
    document.body.innerHTML = addPaymentMethodHtml([{ id: 'stripe', title: 'Card' }]);
    stop = followMethodBoxes(document.querySelector('form')!);
    expect(shown('stripe')).toBe(true);
  });

  it('after cleanup, a change no longer moves the boxes', async () => {
    document.body.innerHTML = addPaymentMethodHtml([
      { id: 'stripe', title: 'Card', checked: true },
      { id: 'ppcp', title: 'PayPal' },
    ]);
    followMethodBoxes(document.querySelector('form')!)();
    document.querySelector<HTMLInputElement>('#payment_method_ppcp')!.click();
    await new Promise((r) => setTimeout(r, 300));
    expect(shown('ppcp')).toBe(false);
  });
});
