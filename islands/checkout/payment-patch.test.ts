import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_METHODS, checkoutState, paymentHtml } from '@storefront/test-kit';
import { patchPayment } from './payment-patch';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup() {
  document.body.innerHTML = `<form>${paymentHtml(checkoutState({ chosenMethod: 'stripe' }))}</form>`;
  return document.querySelector<HTMLElement>('#payment')!;
}

describe('patchPayment', () => {
  it('keeps the li and box of methods that stay, removes gone ones and inserts new ones in order', () => {
    const payment = setup();
    const stripeLi = payment.querySelector('li.payment_method_stripe');
    const box = payment.querySelector('.payment_box.payment_method_stripe');
    document.querySelector<HTMLInputElement>('#fake-card-number')!.value = '4242 4242';
    const next = checkoutState({
      chosenMethod: 'cod',
      methods: [
        { id: 'cheque', title: 'Cheque', description: 'Send a cheque.' },
        FIXTURE_METHODS[2]!,
        { ...FIXTURE_METHODS[0]!, title: 'Pay on delivery' },
      ],
    });
    expect(patchPayment(payment, paymentHtml(next))).toBe(payment);
    const ids = [...payment.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')].map((r) => r.value);
    expect(ids).toEqual(['cheque', 'cod', 'stripe']);
    expect(ids).toContain('cheque');
    expect(ids).not.toContain('bacs');
    expect(ids.indexOf('cheque')).toBeLessThan(ids.indexOf('stripe'));
    expect(payment.querySelector('li.payment_method_stripe')).toBe(stripeLi);
    expect(payment.querySelector('.payment_box.payment_method_stripe')).toBe(box);
    expect(document.querySelector<HTMLInputElement>('#fake-card-number')!.value).toBe('4242 4242');
    expect(payment.querySelector('label[for="payment_method_cod"]')!.textContent).toBe('Pay on delivery');
    // The shopper's choice is not taken from the fragment.
    expect(document.querySelector<HTMLInputElement>('#payment_method_stripe')!.checked).toBe(true);
  });

  it('updates the place-order area keeping the terms tick, the open terms panel and the focus', () => {
    const payment = setup();
    const terms = document.querySelector<HTMLInputElement>('#terms')!;
    terms.checked = true;
    document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions')!.hidden = false;
    terms.focus();
    patchPayment(payment, paymentHtml(checkoutState()).replace('nonce00001', 'nonce00002'));
    expect(document.querySelector<HTMLInputElement>('#woocommerce-process-checkout-nonce')!.value).toBe('nonce00002');
    expect(document.querySelector<HTMLInputElement>('#terms')!.checked).toBe(true);
    expect(document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions')!.hidden).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('#terms'));
  });

  it('replaces markup it cannot patch whole, keeping payment box inputs and the terms by id', () => {
    const payment = setup();
    document.querySelector<HTMLInputElement>('#fake-card-number')!.value = '4000';
    document.querySelector<HTMLInputElement>('#terms')!.checked = true;
    const replaced = patchPayment(
      payment,
      paymentHtml(checkoutState())
        .replace('<ul class="wc_payment_methods payment_methods methods">', '<ol class="x">')
        .replace('</ul><div class="form-row place-order">', '</ol><div class="form-row place-order">'),
    );
    expect(replaced).not.toBe(payment);
    expect(document.querySelector<HTMLInputElement>('#fake-card-number')!.value).toBe('4000');
    expect(document.querySelector<HTMLInputElement>('#terms')!.checked).toBe(true);
  });

  it('ignores an empty fragment', () => {
    const payment = setup();
    expect(patchPayment(payment, '  ')).toBe(payment);
    expect(payment.isConnected).toBe(true);
  });
});
