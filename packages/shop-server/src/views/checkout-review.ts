/**
 * The checkout's order review (checkout/review-order.php) and payment block (checkout/payment.php):
 * the page and `?wc-ajax=update_order_review` render them with these same functions, so a refresh's
 * fragments always match the page.
 */
import type { Cart } from '../domain/cart';
import type { ShippingRate } from '../domain/shipping';
import { couponRow } from './cart-totals';
import { attr, html, joinHtml, priceHtml, rawHtml, type Html } from './format';

/** One gateway as the payment block shows it (fields HTML already resolved). */
export interface PaymentChoice {
  id: string;
  title: string;
  description: string;
  orderButtonText?: string;
  fieldsHtml: string;
  /** False for a provider gateway outside the billing country (the page's own rule hides it): printed hidden, never chosen. */
  available: boolean;
  /** The amount to pay (minor units), printed as `data-cart-total` for a method whose notice follows it. */
  cartTotal?: number;
}

/** What the payment block needs. */
export interface PaymentBlock {
  methods: PaymentChoice[];
  /** The chosen method's id (falls back to the first). */
  chosen: string;
  /** 'Place order' on checkout, 'Pay for order' on order-pay. */
  buttonText: string;
  /** Hidden nonce: `woocommerce-process-checkout-nonce` or `woocommerce-pay-nonce`. */
  nonceName: string;
  nonce: string;
  /** Extra hidden inputs after the nonce (order-pay's `woocommerce_pay=1`). */
  extraHidden?: Record<string, string>;
  /** Print the terms checkbox (default true; a subscription's change-payment form has none). */
  terms?: boolean;
  /** False for a free order (WooCommerce's `needs_payment()`): no method list, the plain button text. */
  needsPayment?: boolean;
}

/** The remove link of a coupon at checkout (the nonce makes the no-JavaScript link safe). */
export const checkoutRemoveCouponUrl = (code: string, cartNonce: string): string =>
  `/checkout/?remove_coupon=${encodeURIComponent(code)}&_wpnonce=${encodeURIComponent(cartNonce)}`;

const rateLabel = (r: ShippingRate): Html => (r.cost > 0 ? html`${r.label}: ${priceHtml(r.cost)}` : html`${r.label}`);

/** `ul#shipping_method`: one radio per rate (checked: the chosen one), even for a single rate. */
export function shippingMethodsHtml(rates: ShippingRate[], chosen: ShippingRate | null): Html {
  const items = rates.map((r) => {
    // WooCommerce's sanitize_title of the rate id: 'flat_rate:1' → 'flat_rate1'.
    const id = `shipping_method_0_${r.id.toLowerCase().replace(/[^a-z0-9_-]+/g, '')}`;
    return joinHtml(
      html`<li>`,
      html`<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${r.id}"`,
      html` class="shipping_method"`,
      attr('checked', chosen?.id === r.id),
      html`>`,
      html`<label for="${id}">${rateLabel(r)}</label>`,
      html`</li>`,
    );
  });
  return html`<ul id="shipping_method" class="woocommerce-shipping-methods">${items}</ul>`;
}

/** `table.woocommerce-checkout-review-order-table`. */
export function reviewTableHtml(cart: Cart, cartNonce: string): Html {
  const rows = cart.lines.map((l) =>
    joinHtml(
      html`<tr class="cart_item">`,
      html`<td class="product-name">`,
      html`${l.name}&nbsp;<strong class="product-quantity">&times;&nbsp;${l.quantity}</strong>`,
      html`</td>`,
      html`<td class="product-total">${priceHtml(l.lineTotal)}</td>`,
      html`</tr>`,
    ),
  );
  const coupons = cart.coupons.map((c) => couponRow(c, checkoutRemoveCouponUrl(c.code, cartNonce)));
  const { rates, chosen } = cart.shipping;
  const shipping =
    rates.length > 0
      ? shippingMethodsHtml(rates, chosen)
      : joinHtml(
          html`<p class="woocommerce-shipping-destination">`,
          html`There are no shipping options available. Please check your address.`,
          html`</p>`,
        );
  return joinHtml(
    html`<table class="shop_table woocommerce-checkout-review-order-table">`,
    html`<thead><tr><th scope="col" class="product-name">Product</th>`,
    html`<th scope="col" class="product-total">Subtotal</th></tr></thead>`,
    html`<tbody>${rows}</tbody>`,
    html`<tfoot>`,
    html`<tr class="cart-subtotal"><th scope="row">Subtotal</th><td>${priceHtml(cart.subtotal)}</td></tr>`,
    coupons,
    html`<tr class="woocommerce-shipping-totals shipping"><th scope="row">Shipping</th>`,
    html`<td data-title="Shipping">${shipping}</td></tr>`,
    html`<tr class="order-total"><th scope="row">Total</th><td><strong>${priceHtml(cart.total)}</strong></td></tr>`,
    html`</tfoot></table>`,
  );
}

/** The terms checkbox with its inline panel and the privacy text. */
export function termsHtml(): Html {
  return joinHtml(
    html`<div class="woocommerce-terms-and-conditions-wrapper">`,
    html`<div class="woocommerce-privacy-policy-text">`,
    html`<p>We use your personal data to process your order and to support`,
    html` your experience on this site. Read our`,
    html` <a href="/terms/" class="woocommerce-privacy-policy-link">terms and conditions</a> for how we handle it.</p>`,
    html`</div>`,
    html`<div class="woocommerce-terms-and-conditions" hidden><h2>Terms and conditions</h2>`,
    html`<p>Orders are made to order in our Bristol studio and dispatched within five working days. You may return`,
    html` unused items within 30 days for a refund. Prices include VAT.</p></div>`,
    html`<p class="form-row validate-required">`,
    html`<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">`,
    html`<input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"`,
    html` name="terms" id="terms"> <span class="woocommerce-terms-and-conditions-checkbox-text">`,
    html`I have read and agree to the website`,
    html` <a href="/terms/" class="woocommerce-terms-and-conditions-link">terms and conditions</a></span>`,
    html`&nbsp;<abbr class="required" title="required">*</abbr></label>`,
    html`<input type="hidden" name="terms-field" value="1"></p>`,
    html`</div>`,
  );
}

/**
 * `div#payment.woocommerce-checkout-payment`: the methods (the chosen one's box shown; provider gateways outside the
 * billing country hidden, as the page's rule hides them), terms, button, nonce.
 */
export function paymentHtml(p: PaymentBlock): Html {
  const usable = p.methods.filter((m) => m.available);
  const chosen = usable.find((m) => m.id === p.chosen)?.id ?? usable[0]?.id;
  const items = p.methods.map((m) => {
    const on = m.id === chosen;
    return joinHtml(
      html`<li class="wc_payment_method payment_method_${m.id}"${attr('hidden', !m.available)}`,
      html`${attr('data-cart-total', m.cartTotal)}>`,
      html`<input id="payment_method_${m.id}" type="radio" class="input-radio" name="payment_method" value="${m.id}"`,
      html`${attr('checked', on)} data-order_button_text="${m.orderButtonText ?? ''}">`,
      html`<label for="payment_method_${m.id}">${m.title}</label>`,
      html`<div class="payment_box payment_method_${m.id}"${attr('hidden', !on)}>`,
      html`<p>${m.description}</p>${rawHtml(m.fieldsHtml)}`,
      html`</div></li>`,
    );
  });
  const list =
    p.needsPayment === false
      ? ''
      : usable.length > 0
        ? html`<ul class="wc_payment_methods payment_methods methods">${items}</ul>`
        : joinHtml(
            html`<ul class="wc_payment_methods payment_methods methods">`,
            html`<li class="woocommerce-notice woocommerce-notice--info woocommerce-info">`,
            html`No payment methods are available for your address. Please check it, or contact us for help.`,
            html`</li>`,
            html`</ul>`,
          );
  const label = (p.needsPayment !== false && p.methods.find((m) => m.id === chosen)?.orderButtonText) || p.buttonText;
  const hidden = Object.entries(p.extraHidden ?? {}).map(
    ([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`,
  );
  return joinHtml(
    html`<div id="payment" class="woocommerce-checkout-payment">${list}`,
    html`<div class="form-row place-order">${p.terms === false ? '' : termsHtml()}`,
    html`<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order"`,
    html` value="${label}" data-value="${p.buttonText}">${label}</button>`,
    html`<input type="hidden" id="${p.nonceName}" name="${p.nonceName}" value="${p.nonce}">${hidden}`,
    html`</div></div>`,
  );
}
