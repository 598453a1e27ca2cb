/**
 * Subscription screens as WooCommerce Subscriptions prints them: the account's subscriptions table
 * (myaccount/my-subscriptions.php), one subscription's details with its 'Change payment' action
 * (myaccount/view-subscription.php) and the change-payment-method form (checkout/form-change-payment-method.php:
 * `form#order_review` with the items, the payment methods, `_wcsnonce` and `woocommerce_change_payment`).
 */
import { STATUS_NAMES } from '../domain/orders';
import {
  CHANGEABLE_STATUSES,
  changePaymentUrl,
  periodLabel,
  viewSubscriptionUrl,
  type Subscription,
} from '../domain/subscriptions';
import { accountNavHtml } from './account-payment-methods';
import { paymentHtml, type PaymentBlock } from './checkout-review';
import { html, joinHtml, priceHtml, type Html } from './format';
import { payTableHtml } from './order-views';

const NOTICES = html`<div class="woocommerce-notices-wrapper"></div>`;

/** Subscription statuses as shoppers read them (the order ones for the shared names). */
const SUBSCRIPTION_STATUS: Readonly<Record<string, string>> = {
  active: 'Active',
  'on-hold': 'On hold',
  'pending-cancel': 'Pending cancellation',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const statusName = (s: string): string => SUBSCRIPTION_STATUS[s] ?? STATUS_NAMES[s] ?? s;

const dateText = (d: Date | null): string =>
  d
    ? new Date(d).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })
    : '–';

/** '£3.50 / month'. */
const recurringHtml = (s: Subscription): Html =>
  html`${priceHtml(s.total)} <span class="subscription-details">${periodLabel(s).toLowerCase()}</span>`;

const account = (logoutNonce: string, title: string, content: Html | ''): Html =>
  joinHtml(
    html`<h1 class="entry-title">${title}</h1><div class="woocommerce">`,
    accountNavHtml(logoutNonce, 'subscriptions'),
    html`<div class="woocommerce-MyAccount-content">${NOTICES}`,
    content,
    html`</div></div>`,
  );

/** One row of the subscriptions table. */
function subscriptionRow(s: Subscription): Html {
  const cell = (kind: string, title: string, content: Html | string): Html =>
    html`<td class="subscription-${kind} order-${kind} woocommerce-orders-table__cell" data-title="${title}">${content}</td>`;
  return joinHtml(
    html`<tr class="order woocommerce-orders-table__row woocommerce-orders-table__row--status-${s.status}">`,
    html`<th scope="row" class="subscription-id order-number woocommerce-orders-table__cell" data-title="ID">`,
    html`<a href="${viewSubscriptionUrl(s.id)}">#${s.id}</a></th>`,
    cell('status', 'Status', statusName(s.status)),
    cell('next-payment', 'Next payment', dateText(s.nextPaymentAt)),
    cell('total', 'Total', recurringHtml(s)),
    cell(
      'actions',
      'Actions',
      html`<a href="${viewSubscriptionUrl(s.id)}" class="woocommerce-button button view">View<span class="screen-reader-text"> subscription #${s.id}</span></a>`,
    ),
    html`</tr>`,
  );
}

/** The account's subscriptions page. */
export function subscriptionsPageHtml(subs: Subscription[], logoutNonce: string): Html {
  const head = (kind: string, label: string): Html =>
    html`<th scope="col" class="subscription-${kind} order-${kind} woocommerce-orders-table__header"><span class="nobr">${label}</span></th>`;
  const content =
    subs.length === 0
      ? html`<p class="no_subscriptions woocommerce-message woocommerce-message--info woocommerce-Message woocommerce-Message--info woocommerce-info">You have no active subscriptions.</p>`
      : joinHtml(
          html`<table class="my_account_subscriptions my_account_orders woocommerce-orders-table`,
          html` woocommerce-MyAccount-subscriptions shop_table shop_table_responsive woocommerce-orders-table--subscriptions">`,
          html`<thead><tr>`,
          head('id', 'Subscription'),
          head('status', 'Status'),
          head('next-payment', 'Next payment'),
          head('total', 'Total'),
          head('actions', 'Actions'),
          html`</tr></thead><tbody>${subs.map(subscriptionRow)}</tbody></table>`,
        );
  return account(logoutNonce, 'Subscriptions', content);
}

/** One subscription: its details, the 'Change payment' action, and its items. */
export function viewSubscriptionHtml(s: Subscription, logoutNonce: string): Html {
  const row = (label: string, value: Html | string, cls = ''): Html =>
    html`<tr${cls ? html` class="${cls}"` : ''}><th scope="row">${label}</th><td>${value}</td></tr>`;
  const change =
    CHANGEABLE_STATUSES.includes(s.status) &&
    html`<a href="${changePaymentUrl(s)}" class="button change_payment_method">Change payment</a>`;
  const content = joinHtml(
    html`<table class="shop_table subscription_details"><tbody>`,
    row('Status', statusName(s.status)),
    row('Start date', dateText(s.startAt)),
    row('Next payment date', dateText(s.nextPaymentAt)),
    row('Payment', html`<span data-is_manual="no" class="subscription-payment-method">${s.paymentMethodTitle}</span>`),
    change && row('Actions', change),
    html`</tbody></table>`,
    html`<h2>Subscription totals</h2>`,
    html`<table class="shop_table order_details"><thead><tr>`,
    html`<th class="product-name">Product</th><th class="product-total">Total</th>`,
    html`</tr></thead><tbody>`,
    s.items.map(
      (l) =>
        html`<tr class="order_item"><td class="product-name">${l.name} <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-total">${priceHtml(l.total)}</td></tr>`,
    ),
    html`</tbody><tfoot>${row('Total:', recurringHtml(s))}</tfoot></table>`,
  );
  return account(logoutNonce, `Subscription #${s.id}`, content);
}

/** The change-payment-method page: `form#order_review` with the items and the payment block. */
export function changePaymentHtml(s: Subscription, payment: PaymentBlock): Html {
  return joinHtml(
    html`<h1 class="entry-title">Change payment method</h1>`,
    html`<div class="woocommerce">${NOTICES}`,
    html`<form id="order_review" method="post">`,
    payTableHtml(s.items, html`<tr><th scope="row" colspan="2">Recurring total:</th><td>${recurringHtml(s)}</td></tr>`),
    paymentHtml(payment),
    html`</form>`,
    html`</div>`,
  );
}

/** A subscription that is not the visitor's, or not there (one message for both: nothing is disclosed). */
export function subscriptionNotFoundHtml(title: string): Html {
  return joinHtml(
    html`<h1 class="entry-title">${title}</h1><div class="woocommerce">${NOTICES}`,
    html`<ul class="woocommerce-error" role="alert"><li>Sorry, we could not find that subscription. Please check the`,
    html` link you followed, or go to your account to see your subscriptions.</li></ul>`,
    html`<p><a class="button wc-backward" href="/my-account/subscriptions/">Go to my subscriptions</a></p></div>`,
  );
}
