/**
 * My account (myaccount/form-login.php for guests; dashboard with the orders list for customers) and the
 * terms page the checkout links to.
 */
import type { Customer } from '../domain/customers';
import { STATUS_NAMES, orderPayUrl, receivedUrl, PAYABLE_STATUSES, type Order } from '../domain/orders';
import { loginFormHtml } from './checkout-page';
import { html, priceHtml, type Html } from './format';

/** The guest's My account: the login form. */
export function accountLoginHtml(loginNonce: string, redirect: string): Html {
  return html`<h1 class="entry-title">My account</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><h2>Login</h2>${loginFormHtml({ nonce: loginNonce, redirect, action: '/my-account/', hidden: false })}</div>`;
}

/** The login prompt of a page that needs the customer (order-pay); the form posts back to the page. */
export function loginPromptHtml(title: string, message: string, loginNonce: string, here: string): Html {
  return html`<h1 class="entry-title">${title}</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="woocommerce-info" role="status">${message}</div>${loginFormHtml({ nonce: loginNonce, redirect: here, action: here, hidden: false })}</div>`;
}

/** `table.woocommerce-orders-table` of a customer's orders (pay links for unpaid ones). */
function ordersTable(orders: Order[]): Html {
  if (orders.length === 0) {
    return html`<div class="woocommerce-message woocommerce-message--info woocommerce-Message woocommerce-Message--info woocommerce-info" role="status">No order has been made yet. <a class="woocommerce-Button button" href="/shop/">Browse products</a></div>`;
  }
  const rows = orders.map((o) => html`<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${o.status} order"><th scope="row" class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number"><a href="${receivedUrl(o)}">#${o.id}</a></th><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date"><time datetime="${new Date(o.createdAt).toISOString()}">${new Date(o.createdAt).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })}</time></td><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status">${STATUS_NAMES[o.status] ?? o.status}</td><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total">${priceHtml(o.total)} for ${o.items.reduce((n, l) => n + l.quantity, 0)} items</td><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions">${PAYABLE_STATUSES.includes(o.status) ? html`<a href="${orderPayUrl(o)}" class="woocommerce-button button pay">Pay<span class="screen-reader-text"> for order #${o.id}</span></a> ` : ''}<a href="${receivedUrl(o)}" class="woocommerce-button button view">View<span class="screen-reader-text"> order #${o.id}</span></a></td></tr>`);
  return html`<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><thead><tr><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-number">Order</th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-date">Date</th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-status">Status</th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-total">Total</th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-actions">Actions</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A customer's dashboard: greeting, navigation with the logout link, and the orders. */
export function accountDashboardHtml(customer: Customer, orders: Order[], logoutNonce: string): Html {
  const logout = `/my-account/customer-logout/?_wpnonce=${encodeURIComponent(logoutNonce)}`;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.username;
  return html`<h1 class="entry-title">My account</h1><div class="woocommerce"><nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul><li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--orders is-active"><a href="/my-account/orders/" aria-current="page">Orders</a></li><li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--payment-methods"><a href="/my-account/payment-methods/">Payment methods</a></li><li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout"><a href="${logout}">Log out</a></li></ul></nav><div class="woocommerce-MyAccount-content"><div class="woocommerce-notices-wrapper"></div><p>Hello <strong>${name}</strong> (not ${name}? <a href="${logout}">Log out</a>)</p><h2>Orders</h2>${ordersTable(orders)}</div></div>`;
}

/** The shop's terms and conditions. */
export function termsPageHtml(): Html {
  return html`<h1 class="entry-title">Terms and conditions</h1><div class="entry-content"><p>Everything we sell is printed to order in our Bristol studio and dispatched within five working days.</p><h2>Returns</h2><p>You may return unused items within 30 days of delivery for a full refund of the item price.</p><h2>Prices and payment</h2><p>Prices are in pounds sterling and include VAT. Orders paid by bank transfer or cheque are sent once the payment has cleared.</p><h2>Your data</h2><p>We use your details only to fulfil your order and to answer your questions. We never sell them.</p></div>`;
}
