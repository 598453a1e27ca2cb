/**
 * Order screens: the thank-you page (checkout/thankyou.php with order/order-details.php and the customer's
 * addresses), the order-pay form (checkout/form-pay.php) and the not-found message for a wrong order key.
 */
import type { Order, OrderAddress } from '../domain/orders';
import { STATUS_NAMES } from '../domain/orders';
import { allCountries } from '../domain/address-data';
import { paymentHtml, type PaymentBlock } from './checkout-review';
import { expressCheckoutHtml } from './express-checkout';
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
  const row = (label: string, value: HtmlPart): Html =>
    html`<tr><th scope="row"${span > 1 ? html` colspan="${span}"` : ''}>${label}</th><td>${value}</td></tr>`;
  const shipping =
    ship &&
    (ship.total > 0
      ? html`${priceHtml(ship.total)}&nbsp;<small class="shipped_via">via ${ship.label}</small>`
      : ship.label);
  return joinHtml(
    row('Subtotal:', priceHtml(o.subtotal)),
    o.coupons.map((c) => row(`Discount (${c.code}):`, html`-${priceHtml(c.discount)}`)),
    shipping && row('Shipping:', shipping),
    withPayment && o.paymentMethodTitle && row('Payment method:', o.paymentMethodTitle),
    row('Total:', priceHtml(o.total)),
    o.customerNote && row('Note:', o.customerNote),
  );
}

/** One line of the order details table. */
function detailsItem(l: Order['items'][number]): Html {
  return joinHtml(
    html`<tr class="woocommerce-table__line-item order_item">`,
    html`<td class="woocommerce-table__product-name product-name">`,
    html`${l.name} <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong>`,
    html`</td>`,
    html`<td class="woocommerce-table__product-total product-total">${priceHtml(l.total)}</td>`,
    html`</tr>`,
  );
}

/** `section.woocommerce-order-details` and `section.woocommerce-customer-details`. */
export function orderDetailsHtml(o: Order): Html {
  const items = o.items.map(detailsItem);
  const billing = o.billing;
  return joinHtml(
    html`<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>`,
    html`<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">`,
    html`<thead><tr><th scope="col" class="woocommerce-table__product-name product-name">Product</th>`,
    html`<th scope="col" class="woocommerce-table__product-table product-total">Total</th></tr></thead>`,
    html`<tbody>${items}</tbody><tfoot>${totalsRows(o, true)}</tfoot></table></section>`,
    '\n',
    html`<section class="woocommerce-customer-details">`,
    html`<section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses`,
    html` col2-set addresses">`,
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
    ? joinHtml(
        html`<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">`,
        html`Unfortunately your order cannot be processed as the payment was declined. Please try again.`,
        html`</p>`,
      )
    : joinHtml(
        html`<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">`,
        html`Thank you. Your order has been received.`,
        html`</p>`,
      );
  const date = new Date(o.createdAt).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const item = (kind: string, label: string, value: HtmlPart): Html =>
    html`<li class="woocommerce-order-overview__${kind}">${label}: <strong>${value}</strong></li>`;
  return joinHtml(
    html`<h1 class="entry-title">Order received</h1>`,
    html`<div class="woocommerce"><div class="woocommerce-order">${head}`,
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

/** An error page of the order screens: title and the message in `div.woocommerce`. */
function orderError(title: string, message: HtmlPart, after: HtmlPart = ''): Html {
  return joinHtml(
    html`<h1 class="entry-title">${title}</h1>`,
    html`<div class="woocommerce">`,
    html`<div class="woocommerce-error" role="alert">${message}</div>`,
    after,
    html`</div>`,
  );
}

/** A wrong order id or key (nothing about the order is shown). */
export function orderNotFoundHtml(title: string): Html {
  return orderError(
    title,
    'Sorry, we could not find that order. Please check the link you followed, or log in to see your orders.',
    html`<p><a class="button wc-backward" href="/my-account/">Go to my account</a></p>`,
  );
}

/** An order that can no longer be paid. */
export function orderNotPayableHtml(o: Order): Html {
  const status = STATUS_NAMES[o.status] ?? o.status;
  return orderError(
    'Pay for order',
    `This order’s status is “${status}”, so it cannot be paid for. Please contact us if you need help.`,
  );
}

/** One line of the order-pay table. */
function payItem(l: Order['items'][number]): Html {
  return joinHtml(
    html`<tr class="order_item">`,
    html`<td class="product-name">${l.name}</td>`,
    html`<td class="product-quantity"><strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td>`,
    html`<td class="product-subtotal">${priceHtml(l.total)}</td>`,
    html`</tr>`,
  );
}

/** The order-pay form's table (the items, then `foot`); a subscription's change-payment form has the same. */
export function payTableHtml(items: Order['items'], foot: Html): Html {
  return joinHtml(
    html`<table class="shop_table">`,
    html`<thead><tr>`,
    html`<th scope="col" class="product-name">Product</th>`,
    html`<th scope="col" class="product-quantity">Qty</th>`,
    html`<th scope="col" class="product-total">Totals</th>`,
    html`</tr></thead>`,
    html`<tbody>${items.map(payItem)}</tbody>`,
    html`<tfoot>${foot}</tfoot>`,
    html`</table>`,
  );
}

/**
 * `form#order_review` of the order-pay page: the order table, the express checkout container (`express`: the card
 * gateway is offered) and the payment block.
 */
export function orderPayHtml(o: Order, payment: PaymentBlock, express = false): Html {
  return joinHtml(
    html`<h1 class="entry-title">Pay for order</h1>`,
    html`<div class="woocommerce">`,
    html`<div class="woocommerce-notices-wrapper"></div>`,
    html`<form id="order_review" method="post">`,
    payTableHtml(o.items, totalsRows(o, false, 2)),
    express ? expressCheckoutHtml('order-pay') : '',
    paymentHtml(payment),
    html`</form>`,
    html`</div>`,
  );
}
