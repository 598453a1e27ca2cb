/**
 * The card gateway's payment box markup (inside `.payment_box.payment_method_stripe`): saved cards and
 * the 'new' choice for customers who have some, the provider form's mount point (`fieldset.wc-upe-form`,
 * where the payment-box island mounts), and the save checkbox.
 */
import { tokenExpiry, tokenLabel, type PaymentToken } from '../domain/payment-tokens';
import type { CardFields } from '../payments/gateway-types';
import { attr, html, joinHtml, type Html } from './format';
import { blikApproveHtml, blikCodeFieldHtml } from './blik-box';

/** Label of the save checkbox (payments contract). */
export const SAVE_NEW_LABEL = 'Save payment information to my account for future purchases.';

/** Label of the 'new card' choice among saved cards. */
export const USE_NEW_LABEL = 'Use a new payment method';

/** One radio of a gateway's saved-methods list (`value`: a token id or 'new') and its label. */
function tokenChoice(cls: string, value: string, checked: boolean, label: Html | string, gatewayId: string): Html {
  const name = `wc-${gatewayId}-payment-token`;
  const id = `${name}-${value}`;
  return joinHtml(
    html`<li class="${cls}">`,
    html`<input id="${id}" type="radio" name="${name}" value="${value}"`,
    html` class="woocommerce-SavedPaymentMethods-tokenInput"`,
    attr('checked', checked),
    html`>`,
    html` <label for="${id}">${label}</label>`,
    html`</li>`,
  );
}

/** A saved method's label in the list: a card's with its expiry. */
const choiceLabel = (t: PaymentToken): Html =>
  t.type === 'card' ? html`${tokenLabel(t)} (expires ${tokenExpiry(t)})` : html`${tokenLabel(t)}`;

/** WooCommerce's saved-methods list of a gateway (default: the card's): one radio per token (the default checked) and 'new'. */
export function savedMethodsHtml(tokens: readonly PaymentToken[], gatewayId = 'stripe'): Html {
  if (tokens.length === 0) return html``;
  const items = tokens.map((t) =>
    tokenChoice('woocommerce-SavedPaymentMethods-token', String(t.id), t.isDefault, choiceLabel(t), gatewayId),
  );
  const anyDefault = tokens.some((t) => t.isDefault);
  return joinHtml(
    html`<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${tokens.length}">`,
    items,
    tokenChoice('woocommerce-SavedPaymentMethods-new', 'new', !anyDefault, USE_NEW_LABEL, gatewayId),
    html`</ul>`,
  );
}

/**
 * The provider form's mount point for a payment type, and the hidden inputs WooCommerce's card form carries (split
 * mode: each type's gateway prints its own form; ids are made from the gateway id, the card's being `stripe`).
 */
export function upeFormHtml(type = 'card', gatewayId = 'stripe', codeField?: 'blik'): Html {
  const card = type === 'card';
  return joinHtml(
    html`<fieldset id="wc-${gatewayId}-upe-form" class="wc-upe-form wc-payment-form">`,
    html`<div class="wc-stripe-upe-element" data-payment-method-type="${type}">`,
    codeField && blikCodeFieldHtml(),
    html`</div>`,
    codeField && blikApproveHtml(),
    html`<div id="wc-${gatewayId}-upe-errors" role="alert"></div>`,
    card && html`<input id="wc-stripe-payment-method-upe" type="hidden" name="wc-stripe-payment-method-upe">`,
    card &&
      html`<input type="hidden" class="wc-stripe-is-deferred-intent" name="wc-stripe-is-deferred-intent" value="1">`,
    html`</fieldset>`,
  );
}

/** The save checkbox of a gateway (default: the card's). */
export function saveNewHtml(gatewayId = 'stripe'): Html {
  const name = `wc-${gatewayId}-new-payment-method`;
  return joinHtml(
    html`<p class="form-row woocommerce-SavedPaymentMethods-saveNew">`,
    html`<input id="${name}" name="${name}" type="checkbox" value="true">`,
    html` <label for="${name}">${SAVE_NEW_LABEL}</label>`,
    html`</p>`,
  );
}

/** Options of {@link paymentBoxHtml}: the card gateway's payment fields (the data the gateway gives). */
export type PaymentBoxOptions = Omit<CardFields, 'kind'>;

/** The whole box content after the description. */
export function paymentBoxHtml(o: PaymentBoxOptions): Html {
  return joinHtml(
    savedMethodsHtml(o.tokens, o.gatewayId),
    upeFormHtml(o.type, o.gatewayId, o.codeField),
    o.offerSave && saveNewHtml(o.gatewayId),
    o.note && html`<p class="wc-stripe-test-mode-notice">${o.note}</p>`,
  );
}
