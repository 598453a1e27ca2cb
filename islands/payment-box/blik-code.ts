/**
 * BLIK's code field (spec §5 'Payment'): the 6-digit code from the shopper's banking app, in the field the shop
 * prints inside BLIK's mount point (`#wc-stripe-blik-code`, WooCommerce's Stripe gateway's name). A code not of
 * 6 digits is 'BLIK Code is invalid', its row marked invalid the classic way; an empty field loses its invalid mark
 * when the payment method changes (the checkout's own validation may have marked it while another method was chosen).
 */
import { blikCodeError } from '@storefront/payments/blik';

/** The code field. */
export const BLIK_CODE_INPUT = '#wc-stripe-blik-code';

/** Marks the field's row invalid (or not), as WooCommerce's checkout marks a field. */
function mark(input: HTMLInputElement, invalid: boolean): void {
  const row = input.closest('.form-row');
  row?.classList.toggle('woocommerce-invalid', invalid);
  row?.classList.toggle('woocommerce-invalid-required-field', invalid && !input.value.trim());
  if (invalid) row?.classList.remove('woocommerce-validated');
  input.setAttribute('aria-invalid', String(invalid));
}

/** The error of the form's BLIK code (its field marked invalid), or null when it is 6 digits. */
export function checkBlikCode(form: HTMLFormElement): string | null {
  const input = form.querySelector<HTMLInputElement>(BLIK_CODE_INPUT);
  if (!input) return null;
  const error = blikCodeError(input.value);
  mark(input, !!error);
  return error;
}

/** The payment method changed: an empty code field is no longer marked invalid. */
export function clearEmptyBlikMark(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>(BLIK_CODE_INPUT);
  if (input && !input.value.trim()) {
    mark(input, false);
    input.removeAttribute('aria-invalid');
  }
}
