/**
 * The account's payment screens: saved payment methods (myaccount/payment-methods.php: table with delete
 * and make-default links carrying nonces) and add payment method (myaccount/form-add-payment-method.php:
 * `form#add_payment_method` with the `#payment` block holding the card method's box).
 */
import { ACCOUNT_PAYMENT_URLS } from '../payments/config';
import { tokenExpiry, tokenLabel, type PaymentToken } from '../domain/payment-tokens';
import { html, rawHtml, type Html } from './format';

/** A token with the nonces of its two actions. */
export interface TokenRow extends PaymentToken {
  deleteNonce: string;
  defaultNonce: string;
}

/** The account navigation (same links as the dashboard), with the payment methods page current. */
export function accountNavHtml(logoutNonce: string): Html {
  const logout = `/my-account/customer-logout/?_wpnonce=${encodeURIComponent(logoutNonce)}`;
  return html`<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul><li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--orders"><a href="/my-account/orders/">Orders</a></li><li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--payment-methods is-active"><a href="${ACCOUNT_PAYMENT_URLS.paymentMethods}" aria-current="page">Payment methods</a></li><li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout"><a href="${logout}">Log out</a></li></ul></nav>`;
}

const actionUrl = (base: string, id: number, nonce: string): string =>
  `${base}${id}/?_wpnonce=${encodeURIComponent(nonce)}`;

/** `table.woocommerce-MyAccount-paymentMethods` or the empty notice, and the add button. */
export function paymentMethodsTableHtml(rows: readonly TokenRow[]): Html {
  const add = html`<a class="button" href="${ACCOUNT_PAYMENT_URLS.addPaymentMethod}">Add payment method</a>`;
  if (rows.length === 0) {
    return html`<p class="woocommerce-Message woocommerce-Message--info woocommerce-info" role="status">You have no saved payment methods yet.</p>${add}`;
  }
  const cell = (kind: string, title: string, content: Html | string): Html =>
    html`<td class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${kind} payment-method-${kind}" data-title="${title}">${content}</td>`;
  const body = rows.map((t) => {
    const label = tokenLabel(t);
    const actions = html`<a href="${actionUrl(ACCOUNT_PAYMENT_URLS.deletePaymentMethod, t.id, t.deleteNonce)}" class="button delete">Delete<span class="screen-reader-text"> ${label}</span></a>${t.isDefault ? '' : html`&nbsp;<a href="${actionUrl(ACCOUNT_PAYMENT_URLS.setDefaultPaymentMethod, t.id, t.defaultNonce)}" class="button default">Make default<span class="screen-reader-text"> ${label}</span></a>`}`;
    return html`<tr class="payment-method${t.isDefault ? ' default-payment-method' : ''}">${cell('method', 'Method', html`${label}${t.isDefault ? html` <mark class="default-payment-method-label">(default)</mark>` : ''}`)}${cell('expires', 'Expires', tokenExpiry(t))}${cell('actions', 'Actions', actions)}</tr>`;
  });
  const head = (kind: string, title: string): Html =>
    html`<th scope="col" class="woocommerce-PaymentMethod woocommerce-PaymentMethod--${kind} payment-method-${kind}"><span class="nobr">${title}</span></th>`;
  return html`<table class="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive account-payment-methods-table"><thead><tr>${head('method', 'Method')}${head('expires', 'Expires')}${head('actions', 'Actions')}</tr></thead><tbody>${body}</tbody></table>${add}`;
}

/** The whole saved payment methods page content. */
export function paymentMethodsPageHtml(rows: readonly TokenRow[], logoutNonce: string): Html {
  return html`<h1 class="entry-title">Payment methods</h1><div class="woocommerce">${accountNavHtml(logoutNonce)}<div class="woocommerce-MyAccount-content"><div class="woocommerce-notices-wrapper"></div>${paymentMethodsTableHtml(rows)}</div></div>`;
}

/** What the add form shows for the card method. */
export interface AddMethodForm {
  title: string;
  description: string;
  fieldsHtml: string;
  nonce: string;
}

/** `form#add_payment_method` with the card method's box (the only method that can be saved). */
export function addPaymentMethodFormHtml(f: AddMethodForm): Html {
  return html`<form id="add_payment_method" method="post" action="${ACCOUNT_PAYMENT_URLS.addPaymentMethod}"><div id="payment" class="woocommerce-Payment"><ul class="woocommerce-PaymentMethods payment_methods methods"><li class="woocommerce-PaymentMethod woocommerce-PaymentMethod--stripe payment_method_stripe"><input id="payment_method_stripe" type="radio" class="input-radio" name="payment_method" value="stripe" checked><label for="payment_method_stripe">${f.title}</label><div class="woocommerce-PaymentBox woocommerce-PaymentBox--stripe payment_box payment_method_stripe"><p>${f.description}</p>${rawHtml(f.fieldsHtml)}</div></li></ul><div class="form-row"><input type="hidden" id="woocommerce-add-payment-method-nonce" name="woocommerce-add-payment-method-nonce" value="${f.nonce}"><button type="submit" class="woocommerce-Button woocommerce-Button--alt button alt" id="place_order" value="Add payment method">Add payment method</button><input type="hidden" name="woocommerce_add_payment_method" id="woocommerce_add_payment_method" value="1"></div></div></form>`;
}

/** The whole add payment method page content. */
export function addPaymentMethodPageHtml(f: AddMethodForm, logoutNonce: string): Html {
  return html`<h1 class="entry-title">Add payment method</h1><div class="woocommerce">${accountNavHtml(logoutNonce)}<div class="woocommerce-MyAccount-content"><div class="woocommerce-notices-wrapper"></div>${addPaymentMethodFormHtml(f)}</div></div>`;
}
