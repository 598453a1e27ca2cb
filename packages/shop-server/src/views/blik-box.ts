/**
 * BLIK's box markup: the code field as WooCommerce's Stripe gateway prints it inside the provider form's mount point
 * (a required `woocommerce_form_field` text field `wc-stripe-blik-code`, 6 characters), with a numeric keypad on
 * phones and the one-time-code autofill, then a line on approving the payment in the banking app.
 */
import { html, joinHtml, type Html } from './format';
import { BLIK_CODE_FIELD } from '../payments/blik-config';

/** The line under the field. */
export const BLIK_APPROVE_TEXT = 'After placing your order, approve the payment in your banking app.';

/** The code field (`p.form-row` with its label). */
export function blikCodeFieldHtml(): Html {
  const id = BLIK_CODE_FIELD;
  return joinHtml(
    html`<p class="form-row form-row-wide validate-required" id="${id}_field">`,
    html`<label for="${id}">BLIK Code&nbsp;<abbr class="required" title="required">*</abbr></label>`,
    html`<span class="woocommerce-input-wrapper">`,
    html`<input type="text" class="input-text" name="${id}" id="${id}" maxlength="6" inputmode="numeric"`,
    html` autocomplete="one-time-code" aria-required="true" aria-describedby="${id}-help" value="">`,
    html`</span></p>`,
  );
}

/** The line after the mount point. */
export const blikApproveHtml = (): Html => html`<p id="${BLIK_CODE_FIELD}-help">${BLIK_APPROVE_TEXT}</p>`;
