/**
 * The basket totals (cart/cart-totals.php): subtotal, one row per coupon with its remove link,
 * shipping (cart/cart-shipping.php with the shipping calculator, cart/shipping-calculator.php) and
 * the total. Also what `?wc-ajax=get_cart_totals` and `update_shipping_method` answer.
 */
import { URLS } from '../config';
import type { Cart } from '../domain/cart';
import { destinationText, SHIPPING_COUNTRIES, type ShippingRate } from '../domain/shipping';
import { attr, html, joinHtml, priceHtml, type Html } from './format';

/** Nonces the totals print. */
export interface TotalsNonces {
  /** `woocommerce-cart`: the no-JavaScript remove-coupon links. */
  cart: string;
  /** `woocommerce-shipping-calculator`. */
  calculator: string;
}

/** The remove-coupon URL (works without JavaScript). */
export const removeCouponUrl = (code: string, cartNonce: string): string =>
  `${URLS.cart}?remove_coupon=${encodeURIComponent(code)}&_wpnonce=${encodeURIComponent(cartNonce)}`;

const rateLabel = (r: ShippingRate): Html => (r.cost > 0 ? html`${r.label}: ${priceHtml(r.cost)}` : html`${r.label}`);

/** The rate list: radios when there is a choice, a hidden input for a single rate (WooCommerce's markup). */
function ratesHtml(rates: ShippingRate[], chosen: ShippingRate | null): Html {
  const items = rates.map((r) => {
    const id = `shipping_method_0_${r.id.replace(/[^a-z0-9]+/gi, '')}`;
    const input = joinHtml(
      html`<input type="${rates.length > 1 ? 'radio' : 'hidden'}" name="shipping_method[0]" data-index="0"`,
      html` id="${id}" value="${r.id}" class="shipping_method"`,
      rates.length > 1 && attr('checked', chosen?.id === r.id),
      html`>`,
    );
    return html`<li>${input}<label for="${id}">${rateLabel(r)}</label></li>`;
  });
  return html`<ul id="shipping_method" class="woocommerce-shipping-methods">${items}</ul>`;
}

/** One text field of the calculator: `p#calc_shipping_{key}_field` with its label and input. */
function calculatorField(key: string, label: string, value: string, autocomplete: string): Html {
  const name = `calc_shipping_${key}`;
  return joinHtml(
    html`<p class="form-row form-row-wide" id="${name}_field">`,
    html`<label for="${name}">${label}</label>`,
    html`<input type="text" class="input-text" value="${value}" name="${name}" id="${name}"`,
    attr('autocomplete', autocomplete),
    html`>`,
    html`</p>`,
  );
}

/** The calculator's country select. */
function calculatorCountry(country: string): Html {
  const options = Object.entries(SHIPPING_COUNTRIES).map(
    ([code, name]) => html`<option value="${code}"${attr('selected', code === country)}>${name}</option>`,
  );
  return joinHtml(
    html`<p class="form-row form-row-wide" id="calc_shipping_country_field">`,
    html`<label for="calc_shipping_country">Country / region</label>`,
    html`<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select"`,
    html` rel="calc_shipping_state">`,
    options,
    html`</select>`,
    html`</p>`,
  );
}

/** `form.woocommerce-shipping-calculator`: the toggle and the hidden address fields. */
export function shippingCalculatorHtml(cart: Cart, nonce: string, buttonText: string): Html {
  const d = cart.shipping.destination;
  const toggle = joinHtml(
    html`<a href="#" class="shipping-calculator-button" role="button" aria-expanded="false"`,
    html` aria-controls="shipping-calculator-form">${buttonText}</a>`,
  );
  const nonceName = 'woocommerce-shipping-calculator-nonce';
  return html`<form class="woocommerce-shipping-calculator" action="${URLS.cart}" method="post">
${toggle}
<section class="shipping-calculator-form" id="shipping-calculator-form" hidden>
${calculatorCountry(d.country)}
${calculatorField('state', 'County (optional)', d.state, 'address-level1')}
${calculatorField('city', 'Town / City (optional)', d.city, 'address-level2')}
${calculatorField('postcode', 'Postcode', d.postcode, 'postal-code')}
<p><button type="submit" name="calc_shipping" value="1" class="button">Update</button></p>
<input type="hidden" id="${nonceName}" name="${nonceName}" value="${nonce}">
</section>
</form>`;
}

/** `tr.woocommerce-shipping-totals.shipping`: the rates, where they go and the calculator. */
function shippingRow(cart: Cart, nonces: TotalsNonces): Html {
  const { rates, chosen, destination } = cart.shipping;
  const where = destinationText(destination);
  let body: Html;
  let button: string;
  if (!destination.calculated) {
    body = html`<p class="woocommerce-shipping-destination">Enter your address to see shipping costs.</p>`;
    button = 'Calculate shipping';
  } else if (rates.length > 0) {
    body = joinHtml(
      ratesHtml(rates, chosen),
      html`<p class="woocommerce-shipping-destination">Shipping to <strong>${where}</strong>.</p>`,
    );
    button = 'Change address';
  } else {
    body = joinHtml(
      html`<p class="woocommerce-shipping-destination">`,
      html`We have no shipping options for <strong>${where}</strong>.`,
      html`</p>`,
    );
    button = 'Enter a different address';
  }
  return joinHtml(
    html`<tr class="woocommerce-shipping-totals shipping">`,
    html`<th scope="row">Shipping</th>`,
    html`<td data-title="Shipping">${body}${shippingCalculatorHtml(cart, nonces.calculator, button)}</td>`,
    html`</tr>`,
  );
}

/** A coupon's row in the basket totals or the checkout review: its discount and the remove link (`removeUrl`). */
export function couponRow(c: Cart['coupons'][number], removeUrl: string): Html {
  return joinHtml(
    html`<tr class="cart-discount coupon-${c.code}">`,
    html`<th scope="row">Coupon: ${c.code}</th>`,
    html`<td data-title="${`Coupon: ${c.code}`}">-${priceHtml(c.discount)} `,
    html`<a href="${removeUrl}" class="woocommerce-remove-coupon"`,
    attr('data-coupon', c.code),
    attr('aria-label', `Remove coupon ${c.code}`),
    html`>[Remove]</a>`,
    html`</td>`,
    html`</tr>`,
  );
}

/** A totals row: label and amount. */
const totalsRow = (cls: string, label: string, amount: Html): Html =>
  html`<tr class="${cls}"><th scope="row">${label}</th><td data-title="${label}">${amount}</td></tr>`;

/** `div.cart_totals`. */
export function cartTotalsHtml(cart: Cart, nonces: TotalsNonces): Html {
  const coupons = cart.coupons.map((c) => couponRow(c, removeCouponUrl(c.code, nonces.cart)));
  const checkout = joinHtml(
    html`<a href="${URLS.checkout}" class="checkout-button button alt wc-forward">`,
    html`Proceed to checkout</a>`,
  );
  const calculated = cart.shipping.destination.calculated ? ' calculated_shipping' : '';
  return html`<div class="cart_totals${calculated}"><h2>Basket totals</h2>
<table class="shop_table shop_table_responsive"><tbody>
${totalsRow('cart-subtotal', 'Subtotal', priceHtml(cart.subtotal))}
${coupons}${shippingRow(cart, nonces)}
${totalsRow('order-total', 'Total', html`<strong>${priceHtml(cart.total)}</strong>`)}
</tbody></table>
<div class="wc-proceed-to-checkout">${checkout}</div>
</div>`;
}
