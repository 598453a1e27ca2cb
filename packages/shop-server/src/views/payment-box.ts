/**
 * The card gateway's payment box markup (inside `.payment_box.payment_method_stripe`): saved cards and
 * the 'new' choice for customers who have some, the provider form's mount point (`fieldset.wc-upe-form`,
 * where the payment-box island mounts), and the save checkbox.
 */
import { tokenExpiry, tokenLabel, type PaymentToken } from '../domain/payment-tokens';
import { attr, html, type Html } from './format';

/** Label of the save checkbox (payments contract). */
export const SAVE_NEW_LABEL = 'Save payment information to my account for future purchases.';

/** Label of the 'new card' choice among saved cards. */
export const USE_NEW_LABEL = 'Use a new payment method';

/** WooCommerce's saved-methods list: one radio per token (the default checked) and 'new'. */
export function savedMethodsHtml(tokens: readonly PaymentToken[]): Html {
  if (tokens.length === 0) return html``;
  const items = tokens.map(
    (t) =>
      html`<li class="woocommerce-SavedPaymentMethods-token"><input id="wc-stripe-payment-token-${t.id}" type="radio" name="wc-stripe-payment-token" value="${t.id}" class="woocommerce-SavedPaymentMethods-tokenInput"${attr('checked', t.isDefault)}> <label for="wc-stripe-payment-token-${t.id}">${tokenLabel(t)} (expires ${tokenExpiry(t)})</label></li>`,
  );
  const anyDefault = tokens.some((t) => t.isDefault);
  return html`<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${tokens.length}">${items}<li class="woocommerce-SavedPaymentMethods-new"><input id="wc-stripe-payment-token-new" type="radio" name="wc-stripe-payment-token" value="new" class="woocommerce-SavedPaymentMethods-tokenInput"${attr('checked', !anyDefault)}> <label for="wc-stripe-payment-token-new">${USE_NEW_LABEL}</label></li></ul>`;
}

/** The provider form's mount point and the hidden inputs WooCommerce's card form carries. */
export function upeFormHtml(): Html {
  return html`<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div><div id="wc-stripe-upe-errors" role="alert"></div><input id="wc-stripe-payment-method-upe" type="hidden" name="wc-stripe-payment-method-upe"><input type="hidden" class="wc-stripe-is-deferred-intent" name="wc-stripe-is-deferred-intent" value="1"></fieldset>`;
}

/** The save checkbox. */
export function saveNewHtml(): Html {
  return html`<p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-stripe-new-payment-method" name="wc-stripe-new-payment-method" type="checkbox" value="true"> <label for="wc-stripe-new-payment-method">${SAVE_NEW_LABEL}</label></p>`;
}

/** Options of {@link paymentBoxHtml}. */
export interface PaymentBoxOptions {
  /** The logged-in customer's saved cards (none for guests). */
  tokens: readonly PaymentToken[];
  /** Show the save checkbox (logged-in customers, or guests who may create an account; never when adding a method). */
  offerSave: boolean;
  /** A short note under the form (the double's test-card hint). */
  note?: string;
}

/** The whole box content after the description. */
export function paymentBoxHtml(o: PaymentBoxOptions): Html {
  return html`${savedMethodsHtml(o.tokens)}${upeFormHtml()}${o.offerSave ? saveNewHtml() : ''}${o.note ? html`<p class="wc-stripe-test-mode-notice">${o.note}</p>` : ''}`;
}
