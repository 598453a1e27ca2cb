/**
 * The account's payment screens: saved payment methods (myaccount/payment-methods.php: table with delete
 * and make-default links carrying nonces) and add payment method (myaccount/form-add-payment-method.php:
 * `form#add_payment_method` with the `#payment` block holding the card method's box).
 */
import { ACCOUNT_PAYMENT_URLS } from '../payments/config';
import { tokenExpiry, tokenLabel, type PaymentToken } from '../domain/payment-tokens';
import { logoutUrl } from '../domain/urls';
import { attr, html, joinHtml, rawHtml, type Html } from './format';

/** A token with the nonces of its two actions. */
export interface TokenRow extends PaymentToken {
  deleteNonce: string;
  defaultNonce: string;
}

const NAV_LINK = 'woocommerce-MyAccount-navigation-link';

/** One link of the account navigation (`current`: the page shown). */
const navLink = (endpoint: string, href: string, text: string, current = false): Html =>
  joinHtml(
    html`<li class="${NAV_LINK} ${NAV_LINK}--${endpoint}${current ? ' is-active' : ''}">`,
    html`<a href="${href}"${attr('aria-current', current && 'page')}>${text}</a>`,
    html`</li>`,
  );

/** The account navigation (the dashboard's and the payment screens'), with the page shown current. */
export function accountNavHtml(
  logoutNonce: string,
  current: 'orders' | 'subscriptions' | 'payment-methods' = 'payment-methods',
): Html {
  const logout = logoutUrl(logoutNonce);
  return joinHtml(
    html`<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>`,
    navLink('orders', '/my-account/orders/', 'Orders', current === 'orders'),
    navLink('subscriptions', '/my-account/subscriptions/', 'Subscriptions', current === 'subscriptions'),
    navLink('payment-methods', ACCOUNT_PAYMENT_URLS.paymentMethods, 'Payment methods', current === 'payment-methods'),
    navLink('customer-logout', logout, 'Log out'),
    html`</ul></nav>`,
  );
}

const actionUrl = (base: string, id: number, nonce: string): string =>
  `${base}${id}/?_wpnonce=${encodeURIComponent(nonce)}`;

/** A cell or header's classes for one column. */
const columnClass = (kind: string): string =>
  `woocommerce-PaymentMethod woocommerce-PaymentMethod--${kind} payment-method-${kind}`;

const cell = (kind: string, title: string, content: Html | string): Html =>
  html`<td class="${columnClass(kind)}" data-title="${title}">${content}</td>`;

const headCell = (kind: string, title: string): Html =>
  html`<th scope="col" class="${columnClass(kind)}"><span class="nobr">${title}</span></th>`;

/** The delete and (for a method that is not the default) make-default buttons of a row. */
function tokenActions(t: TokenRow, label: string): Html {
  const deleteUrl = actionUrl(ACCOUNT_PAYMENT_URLS.deletePaymentMethod, t.id, t.deleteNonce);
  const defaultUrl = actionUrl(ACCOUNT_PAYMENT_URLS.setDefaultPaymentMethod, t.id, t.defaultNonce);
  return joinHtml(
    html`<a href="${deleteUrl}" class="button delete">Delete<span class="screen-reader-text"> ${label}</span></a>`,
    !t.isDefault &&
      joinHtml(
        html`&nbsp;<a href="${defaultUrl}" class="button default">`,
        html`Make default<span class="screen-reader-text"> ${label}</span></a>`,
      ),
  );
}

/** One saved method's row. */
function tokenRow(t: TokenRow): Html {
  const label = tokenLabel(t);
  return joinHtml(
    html`<tr class="payment-method${t.isDefault ? ' default-payment-method' : ''}">`,
    cell(
      'method',
      'Method',
      joinHtml(label, t.isDefault && html` <mark class="default-payment-method-label">(default)</mark>`),
    ),
    cell('expires', 'Expires', tokenExpiry(t)),
    cell('actions', 'Actions', tokenActions(t, label)),
    html`</tr>`,
  );
}

/** `table.woocommerce-MyAccount-paymentMethods` or the empty notice, and the add button. */
export function paymentMethodsTableHtml(rows: readonly TokenRow[]): Html {
  const add = html`<a class="button" href="${ACCOUNT_PAYMENT_URLS.addPaymentMethod}">Add payment method</a>`;
  if (rows.length === 0) {
    return joinHtml(
      html`<p class="woocommerce-Message woocommerce-Message--info woocommerce-info" role="status">`,
      html`You have no saved payment methods yet.</p>`,
      add,
    );
  }
  return joinHtml(
    html`<table class="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive`,
    html` account-payment-methods-table">`,
    html`<thead><tr>`,
    headCell('method', 'Method'),
    headCell('expires', 'Expires'),
    headCell('actions', 'Actions'),
    html`</tr></thead>`,
    html`<tbody>${rows.map(tokenRow)}</tbody>`,
    html`</table>`,
    add,
  );
}

/** An account page's content: title, navigation and the page's own markup. */
function accountPage(title: string, logoutNonce: string, content: Html): Html {
  return joinHtml(
    html`<h1 class="entry-title">${title}</h1>`,
    html`<div class="woocommerce">`,
    accountNavHtml(logoutNonce),
    html`<div class="woocommerce-MyAccount-content">`,
    html`<div class="woocommerce-notices-wrapper"></div>`,
    content,
    html`</div></div>`,
  );
}

/** The whole saved payment methods page content. */
export function paymentMethodsPageHtml(rows: readonly TokenRow[], logoutNonce: string): Html {
  return accountPage('Payment methods', logoutNonce, paymentMethodsTableHtml(rows));
}

/** What the add form shows for the card method. */
export interface AddMethodForm {
  title: string;
  description: string;
  fieldsHtml: string;
  nonce: string;
}

/** The card method's entry of the `#payment` list: radio, label and its box with the card fields. */
function cardMethodItem(f: AddMethodForm): Html {
  return joinHtml(
    html`<li class="woocommerce-PaymentMethod woocommerce-PaymentMethod--stripe payment_method_stripe">`,
    html`<input id="payment_method_stripe" type="radio" class="input-radio"`,
    html` name="payment_method" value="stripe" checked>`,
    html`<label for="payment_method_stripe">${f.title}</label>`,
    html`<div class="woocommerce-PaymentBox woocommerce-PaymentBox--stripe payment_box payment_method_stripe">`,
    html`<p>${f.description}</p>`,
    rawHtml(f.fieldsHtml),
    html`</div>`,
    html`</li>`,
  );
}

/** `form#add_payment_method` with the card method's box (the only method that can be saved). */
export function addPaymentMethodFormHtml(f: AddMethodForm): Html {
  const nonceName = 'woocommerce-add-payment-method-nonce';
  return joinHtml(
    html`<form id="add_payment_method" method="post" action="${ACCOUNT_PAYMENT_URLS.addPaymentMethod}">`,
    html`<div id="payment" class="woocommerce-Payment">`,
    html`<ul class="woocommerce-PaymentMethods payment_methods methods">${cardMethodItem(f)}</ul>`,
    html`<div class="form-row">`,
    html`<input type="hidden" id="${nonceName}" name="${nonceName}" value="${f.nonce}">`,
    html`<button type="submit" class="woocommerce-Button woocommerce-Button--alt button alt" id="place_order"`,
    html` value="Add payment method">Add payment method</button>`,
    html`<input type="hidden" name="woocommerce_add_payment_method" id="woocommerce_add_payment_method" value="1">`,
    html`</div>`,
    html`</div>`,
    html`</form>`,
  );
}

/** The whole add payment method page content. */
export function addPaymentMethodPageHtml(f: AddMethodForm, logoutNonce: string): Html {
  return accountPage('Add payment method', logoutNonce, addPaymentMethodFormHtml(f));
}
