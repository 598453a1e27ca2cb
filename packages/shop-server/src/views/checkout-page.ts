/**
 * The classic checkout page (checkout/form-checkout.php and the forms around it): the returning-customer
 * login toggle and form (guests), the coupon toggle and form, billing/shipping/account/additional fields,
 * the order review, the payment block and the order-attribution inputs. Markup per the checkout contract.
 * The section headings are WooCommerce's `h3`s with `aria-level="2"`: they follow the page's `h1`, and a level
 * skipped would fail axe's heading-order rule.
 */
import { ATTRIBUTION_FIELD_NAMES } from '@storefront/attribution';
import type { Cart } from '../domain/cart';
import type { CheckoutState } from '../domain/checkout-state';
import { addressRows } from './checkout-fields';
import { paymentHtml, reviewTableHtml, type PaymentBlock } from './checkout-review';
import { emptyCartHtml } from './cart-page';
import { attr, html, type Html } from './format';
import { expressCheckoutHtml } from './express-checkout';

/** Everything the checkout page shows. */
export interface CheckoutView {
  cart: Cart;
  state: CheckoutState;
  /** Logged in: no login form and no create-account section. */
  loggedIn: boolean;
  payment: PaymentBlock;
  nonces: { login: string; cart: string };
}

/** The returning-customer login form (global/form-login.php); also used by My account. */
export function loginFormHtml(o: { nonce: string; redirect: string; action: string; hidden: boolean; intro?: string }): Html {
  return html`<form class="woocommerce-form woocommerce-form-login login" method="post" action="${o.action}"${attr('hidden', o.hidden)}>${o.intro ? html`<p>${o.intro}</p>` : ''}<p class="form-row form-row-first"><label for="username">Username or email&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p><p class="form-row form-row-last"><label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p><div class="clear"></div><p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label><input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${o.nonce}"><input type="hidden" name="redirect" value="${o.redirect}"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button></p></form>`;
}

function couponFormHtml(cartNonce: string): Html {
  return html`<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? <a href="#" class="showcoupon" role="button" aria-expanded="false" aria-controls="woocommerce-checkout-form-coupon">Click here to enter your code</a></div></div><form class="checkout_coupon woocommerce-form-coupon" method="post" action="/checkout/" id="woocommerce-checkout-form-coupon" hidden><p>Enter your coupon code below.</p><p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value=""></p><p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></p><input type="hidden" name="_wpnonce" value="${cartNonce}"><div class="clear"></div></form>`;
}

function accountFieldsHtml(): Html {
  return html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Create an account?</span></label></p><div class="create-account" hidden><p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password">Create account password&nbsp;<abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Password" value="" autocomplete="new-password" aria-required="true" required></span></p><div class="clear"></div></div></div>`;
}

function shippingFieldsHtml(state: CheckoutState): Html {
  const on = state.shipToDifferent;
  return html`<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address" aria-level="2"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"${attr('checked', on)}> <span>Ship to a different address?</span></label></h3><div class="shipping_address"${attr('hidden', !on)}><div class="woocommerce-shipping-fields__field-wrapper">${addressRows('shipping', state.shipping)}</div></div></div>`;
}

function additionalFieldsHtml(): Html {
  return html`<div class="woocommerce-additional-fields"><h3 aria-level="2">Additional information</h3><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Notes about your order, for example special delivery instructions." rows="2" cols="5"></textarea></span></p></div></div>`;
}

/** `<wc-order-attribution-inputs>` with one empty hidden input per field (the island fills them). */
export function attributionInputsHtml(): Html {
  return html`<wc-order-attribution-inputs>${ATTRIBUTION_FIELD_NAMES.map((f) => html`<input type="hidden" name="${`wc_order_attribution_${f}`}" value="">`)}</wc-order-attribution-inputs>`;
}

/** The checkout page content: the empty-basket message, or the forms. */
export function checkoutPageHtml(v: CheckoutView): Html {
  if (v.cart.lines.length === 0) return html`<h1 class="entry-title">Checkout</h1><div class="woocommerce">${emptyCartHtml()}</div>`;
  const login = v.loggedIn
    ? ''
    : html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>${loginFormHtml({
      nonce: v.nonces.login, redirect: '/checkout/', action: '/checkout/', hidden: true,
      intro: 'If you have ordered from us before, log in below. New customers can carry on with the billing details.',
    })}`;
  return html`<h1 class="entry-title">Checkout</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>${login}${couponFormHtml(v.nonces.cart)}${expressCheckoutHtml('checkout')}<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" novalidate><div class="col2-set" id="customer_details"><div class="col-1"><div class="woocommerce-billing-fields"><h3 aria-level="2">Billing details</h3><div class="woocommerce-billing-fields__field-wrapper">${addressRows('billing', v.state.billing)}</div></div>${v.loggedIn ? '' : accountFieldsHtml()}</div><div class="col-2">${shippingFieldsHtml(v.state)}${additionalFieldsHtml()}</div></div><h3 id="order_review_heading" aria-level="2">Your order</h3><div id="order_review" class="woocommerce-checkout-review-order">${reviewTableHtml(v.cart, v.nonces.cart)}${paymentHtml(v.payment)}</div>${attributionInputsHtml()}</form></div>`;
}
