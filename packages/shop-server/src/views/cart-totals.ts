/**
 * The basket totals (cart/cart-totals.php): subtotal, one row per coupon with its remove link,
 * shipping (cart/cart-shipping.php with the shipping calculator, cart/shipping-calculator.php) and
 * the total. Also what `?wc-ajax=get_cart_totals` and `update_shipping_method` answer.
 */
import { URLS } from '../config';
import type { Cart } from '../domain/cart';
import { destinationText, SHIPPING_COUNTRIES, type ShippingRate } from '../domain/shipping';
import { attr, html, priceHtml, type Html } from './format';

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
    const input =
      rates.length > 1
        ? html`<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${r.id}" class="shipping_method"${attr('checked', chosen?.id === r.id)}>`
        : html`<input type="hidden" name="shipping_method[0]" data-index="0" id="${id}" value="${r.id}" class="shipping_method">`;
    return html`<li>${input}<label for="${id}">${rateLabel(r)}</label></li>`;
  });
  return html`<ul id="shipping_method" class="woocommerce-shipping-methods">${items}</ul>`;
}

/** `form.woocommerce-shipping-calculator`: the toggle and the hidden address fields. */
export function shippingCalculatorHtml(cart: Cart, nonce: string, buttonText: string): Html {
  const d = cart.shipping.destination;
  const options = Object.entries(SHIPPING_COUNTRIES).map(
    ([code, name]) => html`<option value="${code}"${attr('selected', code === d.country)}>${name}</option>`,
  );
  return html`<form class="woocommerce-shipping-calculator" action="${URLS.cart}" method="post">
<a href="#" class="shipping-calculator-button" role="button" aria-expanded="false" aria-controls="shipping-calculator-form">${buttonText}</a>
<section class="shipping-calculator-form" id="shipping-calculator-form" hidden>
<p class="form-row form-row-wide" id="calc_shipping_country_field"><label for="calc_shipping_country">Country / region</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state">${options}</select></p>
<p class="form-row form-row-wide" id="calc_shipping_state_field"><label for="calc_shipping_state">County (optional)</label><input type="text" class="input-text" value="${d.state}" name="calc_shipping_state" id="calc_shipping_state" autocomplete="address-level1"></p>
<p class="form-row form-row-wide" id="calc_shipping_city_field"><label for="calc_shipping_city">Town / City (optional)</label><input type="text" class="input-text" value="${d.city}" name="calc_shipping_city" id="calc_shipping_city" autocomplete="address-level2"></p>
<p class="form-row form-row-wide" id="calc_shipping_postcode_field"><label for="calc_shipping_postcode">Postcode</label><input type="text" class="input-text" value="${d.postcode}" name="calc_shipping_postcode" id="calc_shipping_postcode" autocomplete="postal-code"></p>
<p><button type="submit" name="calc_shipping" value="1" class="button">Update</button></p>
<input type="hidden" id="woocommerce-shipping-calculator-nonce" name="woocommerce-shipping-calculator-nonce" value="${nonce}">
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
    body = html`${ratesHtml(rates, chosen)}<p class="woocommerce-shipping-destination">Shipping to <strong>${where}</strong>.</p>`;
    button = 'Change address';
  } else {
    body = html`<p class="woocommerce-shipping-destination">We have no shipping options for <strong>${where}</strong>.</p>`;
    button = 'Enter a different address';
  }
  return html`<tr class="woocommerce-shipping-totals shipping"><th scope="row">Shipping</th><td data-title="Shipping">${body}${shippingCalculatorHtml(cart, nonces.calculator, button)}</td></tr>`;
}

/** `div.cart_totals`. */
export function cartTotalsHtml(cart: Cart, nonces: TotalsNonces): Html {
  const coupons = cart.coupons.map(
    (c) =>
      html`<tr class="cart-discount coupon-${c.code}"><th scope="row">Coupon: ${c.code}</th><td data-title="${`Coupon: ${c.code}`}">-${priceHtml(c.discount)} <a href="${removeCouponUrl(c.code, nonces.cart)}" class="woocommerce-remove-coupon" data-coupon="${c.code}" aria-label="${`Remove coupon ${c.code}`}">[Remove]</a></td></tr>`,
  );
  return html`<div class="cart_totals${cart.shipping.destination.calculated ? ' calculated_shipping' : ''}"><h2>Basket totals</h2>
<table class="shop_table shop_table_responsive"><tbody>
<tr class="cart-subtotal"><th scope="row">Subtotal</th><td data-title="Subtotal">${priceHtml(cart.subtotal)}</td></tr>
${coupons}${shippingRow(cart, nonces)}
<tr class="order-total"><th scope="row">Total</th><td data-title="Total"><strong>${priceHtml(cart.total)}</strong></td></tr>
</tbody></table>
<div class="wc-proceed-to-checkout"><a href="${URLS.checkout}" class="checkout-button button alt wc-forward">Proceed to checkout</a></div>
</div>`;
}
