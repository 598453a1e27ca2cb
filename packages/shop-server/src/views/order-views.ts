/**
 * Order screens: the thank-you page (checkout/thankyou.php with order/order-details.php and the customer's
 * addresses), the order-pay form (checkout/form-pay.php) and the not-found message for a wrong order key.
 */
import type { Order, OrderAddress } from '../domain/orders';
import { STATUS_NAMES } from '../domain/orders';
import { allCountries } from '../domain/address-data';
import { paymentHtml, type PaymentBlock } from './checkout-review';
import { html, joinHtml, priceHtml, type Html, type HtmlPart } from './format';

/** An address as lines (name, company, street, town, county, postcode, country). */
export function addressHtml(a: OrderAddress): Html {
  const country = a.country ? (allCountries()[a.country] ?? a.country) : '';
  const lines = [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.address_1,
    a.address_2,
    a.city,
    a.state,
    a.postcode,
    country,
  ].filter((l): l is string => !!l && l.trim() !== '');
  return html`${lines.map((l, i) => html`${i ? html`<br>` : ''}${l}`)}`;
}

/** The totals rows every order table ends with. */
function totalsRows(o: Order, withPayment: boolean, span = 1): Html {
  const ship = o.shippingLines[0];
  const th = (label: string): Html => html`<th scope="row"${span > 1 ? html` colspan="${span}"` : ''}>${label}</th>`;
  return html`<tr>${th('Subtotal:')}<td>${priceHtml(o.subtotal)}</td></tr>${o.coupons.map((c) => html`<tr>${th(`Discount (${c.code}):`)}<td>-${priceHtml(c.discount)}</td></tr>`)}${ship ? html`<tr>${th('Shipping:')}<td>${ship.total > 0 ? html`${priceHtml(ship.total)}&nbsp;<small class="shipped_via">via ${ship.label}</small>` : ship.label}</td></tr>` : ''}${withPayment && o.paymentMethodTitle ? html`<tr>${th('Payment method:')}<td>${o.paymentMethodTitle}</td></tr>` : ''}<tr>${th('Total:')}<td>${priceHtml(o.total)}</td></tr>${o.customerNote ? html`<tr>${th('Note:')}<td>${o.customerNote}</td></tr>` : ''}`;
}

/** `section.woocommerce-order-details` and `section.woocommerce-customer-details`. */
export function orderDetailsHtml(o: Order): Html {
  const items = o.items.map(
    (l) =>
      html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${l.name} <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${priceHtml(l.total)}</td></tr>`,
  );
  const billing = o.billing;
  return joinHtml(
    html`<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>`,
    html`<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">`,
    html`<thead><tr><th scope="col" class="woocommerce-table__product-name product-name">Product</th>`,
    html`<th scope="col" class="woocommerce-table__product-table product-total">Total</th></tr></thead>`,
    html`<tbody>${items}</tbody><tfoot>${totalsRows(o, true)}</tfoot></table></section>`,
    '\n',
    html`<section class="woocommerce-customer-details">`,
    html`<section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">`,
    html`<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">`,
    html`<h2 class="woocommerce-column__title">Billing address</h2>`,
    html`<address>${addressHtml(billing)}`,
    billing.phone && html`<p class="woocommerce-customer-details--phone">${billing.phone}</p>`,
    billing.email && html`<p class="woocommerce-customer-details--email">${billing.email}</p>`,
    html`</address></div>`,
    html`<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2">`,
    html`<h2 class="woocommerce-column__title">Shipping address</h2>`,
    html`<address>${addressHtml(o.shipping)}</address></div>`,
    html`</section></section>`,
  );
}

/** Order received: the overview list and the details. */
export function orderReceivedHtml(o: Order): Html {
  const failed = o.status === 'failed';
  const head = failed
    ? html`<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Unfortunately your order cannot be processed as the payment was declined. Please try again.</p>`
    : html`<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>`;
  const date = new Date(o.createdAt).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const item = (kind: string, label: string, value: HtmlPart): Html =>
    html`<li class="woocommerce-order-overview__${kind}">${label}: <strong>${value}</strong></li>`;
  return joinHtml(
    html`<h1 class="entry-title">Order received</h1><div class="woocommerce"><div class="woocommerce-order">${head}`,
    html`<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">`,
    item('order order', 'Order number', String(o.id)),
    item('date date', 'Date', date),
    o.billing.email && item('email email', 'Email', o.billing.email),
    item('total total', 'Total', priceHtml(o.total)),
    o.paymentMethodTitle && item('payment-method method', 'Payment method', o.paymentMethodTitle),
    item('status', 'Status', STATUS_NAMES[o.status] ?? o.status),
    html`</ul>${orderDetailsHtml(o)}</div></div>`,
  );
}

/** A wrong order id or key (nothing about the order is shown). */
export function orderNotFoundHtml(title: string): Html {
  return html`<h1 class="entry-title">${title}</h1><div class="woocommerce"><div class="woocommerce-error" role="alert">Sorry, we could not find that order. Please check the link you followed, or log in to see your orders.</div><p><a class="button wc-backward" href="/my-account/">Go to my account</a></p></div>`;
}

/** An order that can no longer be paid. */
export function orderNotPayableHtml(o: Order): Html {
  return html`<h1 class="entry-title">Pay for order</h1><div class="woocommerce"><div class="woocommerce-error" role="alert">This order’s status is “${STATUS_NAMES[o.status] ?? o.status}”, so it cannot be paid for. Please contact us if you need help.</div></div>`;
}

/** `form#order_review` of the order-pay page: the order table and the payment block. */
export function orderPayHtml(o: Order, payment: PaymentBlock): Html {
  const items = o.items.map(
    (l) =>
      html`<tr class="order_item"><td class="product-name">${l.name}</td><td class="product-quantity"><strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-subtotal">${priceHtml(l.total)}</td></tr>`,
  );
  return html`<h1 class="entry-title">Pay for order</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><form id="order_review" method="post"><table class="shop_table"><thead><tr><th scope="col" class="product-name">Product</th><th scope="col" class="product-quantity">Qty</th><th scope="col" class="product-total">Totals</th></tr></thead><tbody>${items}</tbody><tfoot>${totalsRows(o, false, 2)}</tfoot></table>${paymentHtml(payment)}</form></div>`;
}
