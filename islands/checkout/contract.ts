/**
 * The checkout island's contract: timings and texts from the spec (§9 "Checkout", §8 "Checkout"), the markup it
 * enhances (WooCommerce's classic checkout and order-pay templates) and the answers of the calls it makes (§7).
 */

/** Typing in an address field queues an order review refresh after this pause, in ms (spec §9). */
export const TYPING_DEBOUNCE = 1000;
/** `update_checkout` waits this long before the request, so a burst of triggers makes one request (spec §9). */
export const UPDATE_DELAY = 5;
/** Slide of a payment method's box, in ms (spec §9). */
export const PAYMENT_BOX_SLIDE = 230;
/** Slide of the coupon form, in ms (spec §9). */
export const COUPON_SLIDE = 400;
/** Slide of the returning-customer login form, in ms (jQuery's default slide). */
export const LOGIN_SLIDE = 400;
/** Slide of the inline terms panel, in ms. */
export const TERMS_SLIDE = 300;
/** Scroll to the opened login form: 50 px above its top over 300 ms (spec §2, §9). */
export const LOGIN_SCROLL = { offset: 50, duration: 300 } as const;
/** Time limit of the checkout post, in ms (a gateway may take a while; the request must still end). */
export const CHECKOUT_TIMEOUT = 60_000;
/**
 * Delay before a failed checkout's notice takes focus, in ms (spec §9 "Notice focus delay"; the runtime's
 * NOTICE_FOCUS_DELAY, not imported: one more export of the shared chunk would grow it on every page).
 */
export const NOTICE_FOCUS_MS = 500;

/** Spec §8 "Checkout" general error and the order history it links to (one home, shared with the block checkout). */
export { CHECKOUT_ERROR_TEXT, ORDER_HISTORY_URL } from '@storefront/validation';

/** Selectors of the markup the island enhances (WooCommerce's templates). */
export const SEL = {
  checkoutForm: 'form.checkout.woocommerce-checkout',
  orderPayForm: 'form#order_review',
  reviewTable: '.woocommerce-checkout-review-order-table',
  payment: '.woocommerce-checkout-payment',
  methodRadio: 'input[name="payment_method"]',
  paymentBox: '.payment_box',
  saveNew: '.woocommerce-SavedPaymentMethods-saveNew',
  placeOrder: '#place_order',
  placeOrderRow: '.place-order',
  terms: '#terms',
  termsPanel: '.woocommerce-terms-and-conditions',
  termsLink: 'a.woocommerce-terms-and-conditions-link',
  shipToDifferent: '#ship-to-different-address input',
  createAccount: '#createaccount',
  /** Inputs whose change refreshes the order review at once (WooCommerce's list). */
  refreshOnChange:
    'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]',
  /** Text inputs whose typing queues a refresh. */
  typed: '.address-field input.input-text, .update_totals_on_change input.input-text',
  /** Fields re-validated after a failure (WooCommerce triggers 'validate' on these). */
  validated: '.input-text, select, input[type="checkbox"]',
  showCoupon: 'a.showcoupon',
  couponForm: 'form.checkout_coupon',
  removeCoupon: 'a.woocommerce-remove-coupon',
  showLogin: 'a.showlogin',
  loginForm: 'form.woocommerce-form-login, form.login',
  checkoutNotices: '.woocommerce-NoticeGroup-checkout',
  reviewNotices: '.woocommerce-NoticeGroup-updateOrderReview',
} as const;

/** `wc_checkout_params` as the shop prints it (wp_localize_script: every value a string). */
export interface CheckoutParams {
  ajax_url?: string;
  /** e.g. `/?wc-ajax=%%endpoint%%` */
  wc_ajax_url?: string;
  update_order_review_nonce?: string;
  apply_coupon_nonce?: string;
  remove_coupon_nonce?: string;
  option_guest_checkout?: string;
  /** e.g. `/?wc-ajax=checkout` */
  checkout_url?: string;
  is_checkout?: string;
  debug_mode?: boolean | string;
  /** The general checkout error (may hold an order-history link). */
  i18n_checkout_error?: string;
}

/** The answer of `update_order_review` (spec §7). */
export interface OrderReviewResponse {
  result?: 'success' | 'failure';
  messages?: string;
  reload?: boolean | string;
  fragments?: Record<string, string>;
}

/** The answer of the checkout post (spec §7). */
export interface CheckoutResponse {
  result?: 'success' | 'failure';
  redirect?: string;
  messages?: string;
  reload?: boolean | string;
  refresh?: boolean | string;
}

/** `update_checkout` arguments (jQuery: `trigger('update_checkout', { update_shipping_method: false })`). */
export interface UpdateCheckoutArgs {
  update_shipping_method?: boolean;
}

declare global {
  interface Window {
    wc_checkout_params?: CheckoutParams;
    wc_order_attribution?: { params?: Record<string, unknown>; fields?: Record<string, string> };
  }
}

/** `wc_checkout_params` of the page (an empty object when the theme printed none). */
export const checkoutParams = (): CheckoutParams => window.wc_checkout_params ?? {};

/** The URL of a wc-ajax endpoint from `wc_checkout_params.wc_ajax_url` (WooCommerce's default otherwise). */
export const endpointUrl = (endpoint: string): string =>
  (checkoutParams().wc_ajax_url || '/?wc-ajax=%%endpoint%%').replace('%%endpoint%%', endpoint);

/** True for the booleans WooCommerce sends as `true`, `'true'` or `'1'`. */
export const truthy = (value: unknown): boolean => value === true || value === 'true' || value === '1' || value === 1;
