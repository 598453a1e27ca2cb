/**
 * My account (myaccount/form-login.php for guests; dashboard with the orders list for customers) and the
 * login prompt of pages that need the customer.
 */
import type { Customer } from '../domain/customers';
import { STATUS_NAMES, orderPayUrl, receivedUrl, PAYABLE_STATUSES, type Order } from '../domain/orders';
import { logoutUrl } from '../domain/urls';
import { accountNavHtml } from './account-payment-methods';
import { loginFormHtml } from './checkout-page';
import { html, joinHtml, priceHtml, type Html } from './format';

const NOTICES = html`<div class="woocommerce-notices-wrapper"></div>`;

/**
 * The guest's My account: the login form and, when given, the registration form after it, both inside the
 * `div.woocommerce` wrapper as WooCommerce's form-login.php prints them (scripts find their fields there).
 */
export function accountLoginHtml(loginNonce: string, redirect: string, register: Html | '' = ''): Html {
  const form = loginFormHtml({ nonce: loginNonce, redirect, action: '/my-account/', hidden: false });
  return joinHtml(
    html`<h1 class="entry-title">My account</h1>`,
    html`<div class="woocommerce">${NOTICES}<h2>Login</h2>${form}${register}</div>`,
  );
}

/** The login prompt of a page that needs the customer (order-pay); the form posts back to the page. */
export function loginPromptHtml(title: string, message: string, loginNonce: string, here: string): Html {
  return joinHtml(
    html`<h1 class="entry-title">${title}</h1>`,
    html`<div class="woocommerce">${NOTICES}<div class="woocommerce-info" role="status">${message}</div>`,
    loginFormHtml({ nonce: loginNonce, redirect: here, action: here, hidden: false }),
    html`</div>`,
  );
}

const TABLE = 'woocommerce-orders-table';
const CELL = `${TABLE}__cell`;
const HEADER = `${TABLE}__header`;

const dateText = (d: Date): string =>
  d.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** One row of the orders table. */
function orderRow(o: Order): Html {
  const created = new Date(o.createdAt);
  const items = o.items.reduce((n, l) => n + l.quantity, 0);
  const pay =
    PAYABLE_STATUSES.includes(o.status) &&
    joinHtml(
      html`<a href="${orderPayUrl(o)}" class="woocommerce-button button pay">`,
      html`Pay<span class="screen-reader-text"> for order #${o.id}</span></a> `,
    );
  return joinHtml(
    html`<tr class="${TABLE}__row ${TABLE}__row--status-${o.status} order">`,
    html`<th scope="row" class="${CELL} ${CELL}-order-number"><a href="${receivedUrl(o)}">#${o.id}</a></th>`,
    html`<td class="${CELL} ${CELL}-order-date">`,
    html`<time datetime="${created.toISOString()}">${dateText(created)}</time>`,
    html`</td>`,
    html`<td class="${CELL} ${CELL}-order-status">${STATUS_NAMES[o.status] ?? o.status}</td>`,
    html`<td class="${CELL} ${CELL}-order-total">${priceHtml(o.total)} for ${items} items</td>`,
    html`<td class="${CELL} ${CELL}-order-actions">`,
    pay,
    html`<a href="${receivedUrl(o)}" class="woocommerce-button button view">`,
    html`View<span class="screen-reader-text"> order #${o.id}</span></a>`,
    html`</td></tr>`,
  );
}

/** `table.woocommerce-orders-table` of a customer's orders (pay links for unpaid ones). */
function ordersTable(orders: Order[]): Html {
  if (orders.length === 0) {
    return joinHtml(
      html`<div class="woocommerce-message woocommerce-message--info woocommerce-Message woocommerce-Message--info`,
      html` woocommerce-info" role="status">No order has been made yet.`,
      html` <a class="woocommerce-Button button" href="/shop/">Browse products</a></div>`,
    );
  }
  const head = (kind: string, label: string): Html =>
    html`<th scope="col" class="${HEADER} ${HEADER}-order-${kind}">${label}</th>`;
  return joinHtml(
    html`<table class="${TABLE} woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders`,
    html` account-orders-table">`,
    html`<thead><tr>`,
    head('number', 'Order'),
    head('date', 'Date'),
    head('status', 'Status'),
    head('total', 'Total'),
    head('actions', 'Actions'),
    html`</tr></thead>`,
    html`<tbody>${orders.map(orderRow)}</tbody></table>`,
  );
}

/** A customer's dashboard: greeting, navigation with the logout link, and the orders. */
export function accountDashboardHtml(customer: Customer, orders: Order[], logoutNonce: string): Html {
  const logout = logoutUrl(logoutNonce);
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.username;
  return joinHtml(
    html`<h1 class="entry-title">My account</h1><div class="woocommerce">`,
    accountNavHtml(logoutNonce, 'orders'),
    html`<div class="woocommerce-MyAccount-content">${NOTICES}`,
    html`<p>Hello <strong>${name}</strong> (not ${name}? <a href="${logout}">Log out</a>)</p>`,
    html`<h2>Orders</h2>${ordersTable(orders)}`,
    html`</div></div>`,
  );
}
