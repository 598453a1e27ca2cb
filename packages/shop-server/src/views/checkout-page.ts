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
import { attr, html, joinHtml, type Html } from './format';
import { expressCheckoutHtml } from './express-checkout';

/** Everything the checkout page shows. */
export interface CheckoutView {
  cart: Cart;
  /** The express checkout button is offered (default true). */
  express?: boolean;
  state: CheckoutState;
  /** Logged in: no login form and no create-account section. */
  loggedIn: boolean;
  payment: PaymentBlock;
  nonces: { login: string; cart: string };
}

/** The returning-customer login form (global/form-login.php); also used by My account. */
export function loginFormHtml(o: {
  nonce: string;
  redirect: string;
  action: string;
  hidden: boolean;
  intro?: string;
}): Html {
  const required = html`&nbsp;<span class="required" aria-hidden="true">*</span>`;
  return joinHtml(
    html`<form class="woocommerce-form woocommerce-form-login login" method="post" action="${o.action}"`,
    attr('hidden', o.hidden),
    html`>`,
    o.intro && html`<p>${o.intro}</p>`,
    html`<p class="form-row form-row-first"><label for="username">Username or email${required}</label>`,
    html`<input type="text" class="input-text" name="username" id="username" autocomplete="username" required`,
    html` aria-required="true"></p>`,
    html`<p class="form-row form-row-last"><label for="password">Password${required}</label>`,
    // Wrapped as WooCommerce's script wraps it, so the password toggle never moves the input (moving it would take
    // focus, and what is being typed, away from a shopper already in the field when the toggle arrives).
    html`<span class="password-input">`,
    html`<input class="input-text woocommerce-Input" type="password" name="password" id="password"`,
    html` autocomplete="current-password" required aria-required="true"></span></p>`,
    html`<div class="clear"></div>`,
    html`<p class="form-row">`,
    html`<label class="woocommerce-form__label woocommerce-form__label-for-checkbox`,
    html` woocommerce-form-login__rememberme">`,
    html`<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox"`,
    html` id="rememberme" value="forever"> <span>Remember me</span></label>`,
    html`<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${o.nonce}">`,
    html`<input type="hidden" name="redirect" value="${o.redirect}">`,
    html`<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login"`,
    html` value="Login">Login</button></p>`,
    html`</form>`,
  );
}

function couponFormHtml(cartNonce: string): Html {
  return joinHtml(
    html`<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? `,
    html`<a href="#" class="showcoupon" role="button" aria-expanded="false"`,
    html` aria-controls="woocommerce-checkout-form-coupon">Click here to enter your code</a></div></div>`,
    html`<form class="checkout_coupon woocommerce-form-coupon" method="post" action="/checkout/"`,
    html` id="woocommerce-checkout-form-coupon" hidden>`,
    html`<p>Enter your coupon code below.</p>`,
    html`<p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Coupon:</label>`,
    html`<input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code"`,
    html` value=""></p>`,
    html`<p class="form-row form-row-last">`,
    html`<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></p>`,
    html`<input type="hidden" name="_wpnonce" value="${cartNonce}">`,
    html`<div class="clear"></div>`,
    html`</form>`,
  );
}

const CHECKBOX_LABEL = 'woocommerce-form__label woocommerce-form__label-for-checkbox checkbox';
const CHECKBOX_INPUT = 'woocommerce-form__input woocommerce-form__input-checkbox input-checkbox';

function accountFieldsHtml(): Html {
  return joinHtml(
    html`<div class="woocommerce-account-fields">`,
    html`<p class="form-row form-row-wide create-account"><label class="${CHECKBOX_LABEL}">`,
    html`<input class="${CHECKBOX_INPUT}" id="createaccount" type="checkbox" name="createaccount" value="1">`,
    html` <span>Create an account?</span></label></p>`,
    html`<div class="create-account" hidden>`,
    html`<p class="form-row validate-required" id="account_password_field" data-priority="">`,
    html`<label for="account_password">`,
    html`Create account password&nbsp;<abbr class="required" title="required">*</abbr>`,
    html`</label>`,
    html`<span class="woocommerce-input-wrapper">`,
    html`<input type="password" class="input-text" name="account_password" id="account_password"`,
    html` placeholder="Password"`,
    html` value="" autocomplete="new-password" aria-required="true" required></span></p>`,
    html`<div class="clear"></div></div>`,
    html`</div>`,
  );
}

function shippingFieldsHtml(state: CheckoutState): Html {
  const on = state.shipToDifferent;
  return joinHtml(
    html`<div class="woocommerce-shipping-fields">`,
    html`<h3 id="ship-to-different-address" aria-level="2"><label class="${CHECKBOX_LABEL}">`,
    html`<input id="ship-to-different-address-checkbox" class="${CHECKBOX_INPUT}" type="checkbox"`,
    html` name="ship_to_different_address" value="1"${attr('checked', on)}>`,
    html` <span>Ship to a different address?</span></label></h3>`,
    html`<div class="shipping_address"${attr('hidden', !on)}><div class="woocommerce-shipping-fields__field-wrapper">`,
    addressRows('shipping', state.shipping),
    html`</div></div>`,
    html`</div>`,
  );
}

function additionalFieldsHtml(): Html {
  return joinHtml(
    html`<div class="woocommerce-additional-fields"><h3 aria-level="2">Additional information</h3>`,
    html`<div class="woocommerce-additional-fields__field-wrapper">`,
    html`<p class="form-row notes" id="order_comments_field" data-priority="">`,
    html`<label for="order_comments">Order notes&nbsp;<span class="optional">(optional)</span></label>`,
    html`<span class="woocommerce-input-wrapper">`,
    html`<textarea name="order_comments" class="input-text" id="order_comments"`,
    html` placeholder="Notes about your order, for example special delivery instructions."`,
    html` rows="2" cols="5"></textarea>`,
    html`</span></p>`,
    html`</div></div>`,
  );
}

/** `<wc-order-attribution-inputs>` with one empty hidden input per field (the island fills them). */
export function attributionInputsHtml(): Html {
  const inputs = ATTRIBUTION_FIELD_NAMES.map(
    (f) => html`<input type="hidden" name="${`wc_order_attribution_${f}`}" value="">`,
  );
  return html`<wc-order-attribution-inputs>${inputs}</wc-order-attribution-inputs>`;
}

/** The checkout page content: the empty-basket message, or the forms. */
export function checkoutPageHtml(v: CheckoutView): Html {
  if (v.cart.lines.length === 0)
    return html`<h1 class="entry-title">Checkout</h1><div class="woocommerce">${emptyCartHtml()}</div>`;
  const login =
    !v.loggedIn &&
    joinHtml(
      html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Returning customer? `,
      html`<a href="#" class="showlogin">Click here to login</a></div></div>`,
      loginFormHtml({
        nonce: v.nonces.login,
        redirect: '/checkout/',
        action: '/checkout/',
        hidden: true,
        intro: 'If you have ordered from us before, log in below. New customers can carry on with the billing details.',
      }),
    );
  return joinHtml(
    html`<h1 class="entry-title">Checkout</h1>`,
    html`<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>`,
    login,
    couponFormHtml(v.nonces.cart),
    v.express !== false && expressCheckoutHtml('checkout'),
    html`<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/"`,
    html` enctype="multipart/form-data" novalidate>`,
    html`<div class="col2-set" id="customer_details">`,
    html`<div class="col-1"><div class="woocommerce-billing-fields"><h3 aria-level="2">Billing details</h3>`,
    html`<div class="woocommerce-billing-fields__field-wrapper">${addressRows('billing', v.state.billing)}</div></div>`,
    !v.loggedIn && accountFieldsHtml(),
    html`</div>`,
    html`<div class="col-2">${shippingFieldsHtml(v.state)}${additionalFieldsHtml()}</div>`,
    html`</div>`,
    html`<h3 id="order_review_heading" aria-level="2">Your order</h3>`,
    html`<div id="order_review" class="woocommerce-checkout-review-order">`,
    reviewTableHtml(v.cart, v.nonces.cart),
    paymentHtml(v.payment),
    html`</div>`,
    attributionInputsHtml(),
    html`</form></div>`,
  );
}
