import { afterEach, describe, expect, it } from 'vitest';
import { emit } from '@storefront/runtime';
import { readPaymentSettings } from '@storefront/payments';
import { fakePaymentSettings } from '@storefront/payments/testing';
import { CASH_APP_NOTICE_CLASS, cashAppNotices } from './voucher-wallet-notice';

const TEXT =
  'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.';
const settings = readPaymentSettings(
  fakePaymentSettings({
    cartTotal: 1,
    paymentMethodsConfig: { card: { title: 'Card' }, cashapp: { title: 'Cash App Pay' } },
  }),
);

/** A checkout form with the card and the cash app, the cash app's form printing `total`. */
function page(total: number, chosen = 'stripe_cashapp'): HTMLFormElement {
  document.body.innerHTML = `<form class="checkout"><div class="woocommerce-checkout-payment"><ul class="wc_payment_methods">
<li><input type="radio" name="payment_method" id="payment_method_stripe" value="stripe"${chosen === 'stripe' ? ' checked' : ''}>
<div class="payment_box payment_method_stripe"></div></li>
<li data-cart-total="${total}"><input type="radio" name="payment_method" id="payment_method_stripe_cashapp" value="stripe_cashapp"${chosen === 'stripe_cashapp' ? ' checked' : ''}>
<div class="payment_box payment_method_stripe_cashapp"><fieldset><div class="wc-stripe-upe-element" data-payment-method-type="cashapp"></div></fieldset></div></li>
</ul></div></form>`;
  return document.querySelector('form')!;
}

/** Replaces the payment block as an order review refresh does, with a new total. */
function refresh(form: HTMLFormElement, total: number, chosen = 'stripe_cashapp'): void {
  const fresh = page(total, chosen).querySelector('.woocommerce-checkout-payment')!;
  document.body.innerHTML = '';
  document.body.append(form);
  form.querySelector('.woocommerce-checkout-payment')!.replaceWith(fresh);
  emit('updated_checkout', {});
}

const notices = () => [...document.querySelectorAll(`.${CASH_APP_NOTICE_CLASS}`)];

let off: (() => void) | undefined;
afterEach(() => {
  off?.();
  off = undefined;
  document.body.innerHTML = '';
});

describe('the cash app notice', () => {
  it('is not shown at the threshold (200000), shown above it (200001) in the cash app box, naming the wallet', () => {
    off = cashAppNotices(page(200_000), settings);
    expect(notices()).toHaveLength(0);
    off();
    off = cashAppNotices(page(200_001), settings);
    expect(notices()).toHaveLength(1);
    const n = notices()[0]!;
    expect(n.textContent).toBe(TEXT);
    expect(n.getAttribute('role')).toBe('status');
    expect(n.parentElement!.matches('.payment_box.payment_method_stripe_cashapp')).toBe(true);
  });

  it('follows the total on updated_checkout and the chosen method; released on dispose', () => {
    const form = page(150_000);
    off = cashAppNotices(form, settings);
    expect(notices()).toHaveLength(0);
    refresh(form, 250_000);
    expect(notices()).toHaveLength(1);
    refresh(form, 200_000);
    expect(notices()).toHaveLength(0);
    refresh(form, 300_000);
    const card = form.querySelector<HTMLInputElement>('#payment_method_stripe')!;
    card.checked = true;
    card.dispatchEvent(new Event('change', { bubbles: true }));
    expect(notices()).toHaveLength(0);
    const cash = form.querySelector<HTMLInputElement>('#payment_method_stripe_cashapp')!;
    cash.checked = true;
    cash.dispatchEvent(new Event('change', { bubbles: true }));
    expect(notices()).toHaveLength(1);
    off();
    off = undefined;
    expect(notices()).toHaveLength(0);
    refresh(form, 400_000);
    expect(notices()).toHaveLength(0);
  });
});
