/**
 * Every shopper-facing text the server writes in more than one place, one constant each: request checks,
 * login, basket, coupons, shipping, checkout, variations and payments. Domain and routes import from here
 * (like config.ts, it sits below both). The checkout's messages are HTML (WooCommerce wraps field labels in
 * `<strong>`), escaped with the views' `esc`.
 */
import { FLOW_MESSAGES, PROVIDER_MESSAGES } from '@storefront/payments/messages';
import { moneyText } from './domain/units';
import { esc } from './views/format';

/** Answers to a request that failed a check before anything was done. */
export const REQUEST_MESSAGES = {
  /** A wrong or missing nonce (every guarded endpoint and form). */
  badNonce: 'We could not verify this request. Please reload the page and try again.',
  /** HTML: the checkout posted without a session or basket. */
  sessionExpired: 'Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a>',
  /** A REST path nothing answers. */
  noRoute: 'No route was found matching the URL and request method.',
} as const;

/** Shown for wrong login details (no hint about which part was wrong). */
export const LOGIN_MESSAGES = {
  failed: 'Error: the username or password you entered is incorrect. Please try again.',
  empty: 'Error: please enter your username or email address and your password.',
  expired: 'Your login form has expired. Please try again.',
} as const;

/** Adding to the basket and the variation form's texts (WooCommerce's wording). */
export const PRODUCT_MESSAGES = {
  cannotPurchase: 'Sorry, this product cannot be purchased.',
  noMatch: 'Sorry, no products matched your selection. Please choose a different combination.',
  makeSelection: 'Please select some product options before adding this product to your basket.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  resetAlert:
    'Your selection has been reset. Please select some product options before adding this product to your cart.',
} as const;

/** Shopper-facing coupon messages (the shop's own wording). */
export const COUPON_MESSAGES = {
  applied: 'Coupon applied to your basket.',
  removed: 'Coupon removed from your basket.',
  empty: 'Please enter a coupon code.',
  alreadyApplied: 'That coupon is already in your basket.',
  notFound: (code: string) => `Sorry, we don't recognise the coupon “${code}”.`,
  expired: (code: string) => `Sorry, the coupon “${code}” has expired.`,
  minSpend: (code: string, pence: number) =>
    `The coupon “${code}” needs a basket subtotal of at least ${moneyText(pence)}.`,
  notApplied: 'That coupon is not in your basket.',
} as const;

/** Shopper-facing shipping messages (the shop's own wording). */
export const SHIPPING_MESSAGES = {
  updated: 'Shipping costs updated.',
  badCountry: 'Please choose a country we ship to.',
  badPostcode: 'Please enter a valid UK postcode.',
} as const;

type AddressType = 'billing' | 'shipping';

const strong = (type: AddressType, label: string): string =>
  `<strong>${type === 'billing' ? 'Billing' : 'Shipping'} ${esc(label)}</strong>`;

/** Checkout messages, HTML (WooCommerce's wording for the required-field one). */
export const CHECKOUT_MESSAGES = {
  required: (type: AddressType, label: string) => `${strong(type, label)} is a required field.`,
  email: (label: string) => `${strong('billing', label)} is not a valid email address.`,
  phone: (label: string) => `${strong('billing', label)} is not a valid phone number.`,
  postcode: (type: AddressType, label: string) => `${strong(type, label)} is not a valid postcode / ZIP.`,
  state: (type: AddressType, label: string) => `${strong(type, label)} is not valid. Please choose one from the list.`,
  country: (type: AddressType) =>
    `${strong(type, 'Country / Region')} is not a country we know. Please choose one from the list.`,
  terms: 'Please read and accept the terms and conditions to place your order.',
  accountPassword: '<strong>Account password</strong> is a required field.',
  emailTaken: 'An account is already registered with your email address. Please log in.',
  paymentMethod: 'Please choose a payment method.',
  shippingMethod: 'Please choose a shipping method.',
  noShipping: 'There are no shipping options available for your address. Please check it.',
  outOfStock: (name: string) =>
    `Sorry, we do not have enough “${esc(name)}” in stock for your order. Please edit your basket and try again.`,
} as const;

/** Notices of the account's payment screens. */
export const ACCOUNT_PAYMENT_NOTICES = {
  added: 'Payment method added.',
  deleted: 'Payment method deleted.',
  madeDefault: 'Your default payment method has been changed.',
  notFound: 'That payment method could not be found.',
  badNonce: REQUEST_MESSAGES.badNonce,
  logInToSave: 'Please log in to save a payment method.',
} as const;

/** The change-payment-method page of a subscription (WooCommerce Subscriptions' notices). */
export const CHANGE_PAYMENT_NOTICES = {
  updated: 'Payment method updated.',
  notChangeable: 'The payment method of this subscription cannot be changed.',
  badNonce: REQUEST_MESSAGES.badNonce,
} as const;

/** Spec §8 "Payment provider messages (by code)": the same catalogue the browser uses. */
export const PAYMENT_MESSAGES: Readonly<Record<string, string>> = PROVIDER_MESSAGES;

/** Spec §8 "(general)": the provider's general message. */
export const GENERAL_PAYMENT_ERROR = PROVIDER_MESSAGES.general!;

/** Spec §5: the payment details were missing or could not be used. */
export const MISSING_PAYMENT_DETAILS = FLOW_MESSAGES.missingDetails;

/** Order-pay: the gateway threw or answered a failure without messages. */
export const PAYMENT_NOT_TAKEN = 'Sorry, the payment could not be taken. Please try again.';

/**
 * The shopper's text for a provider error: the decline code's message first (insufficient funds), then the
 * code's, else the general one.
 */
export function paymentErrorText(e: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  if (!e) return GENERAL_PAYMENT_ERROR;
  if (e.decline_code && Object.hasOwn(PAYMENT_MESSAGES, e.decline_code)) return PAYMENT_MESSAGES[e.decline_code]!;
  if (e.code && Object.hasOwn(PAYMENT_MESSAGES, e.code)) return PAYMENT_MESSAGES[e.code]!;
  return GENERAL_PAYMENT_ERROR;
}

/** The wishlist's answers (Wishlist for WooCommerce's texts where the spec gives them, spec §4 and §8). */
export const WISHLIST_MESSAGES = {
  /** HTML: after a toggle added an item. */
  added: (name: string) =>
    `<strong>${esc(name)}</strong> was added to your wishlist. <a href="/wishlist/">See your wishlist</a>`,
  /** HTML: after a toggle removed an item. */
  removed: (name: string) => `<strong>${esc(name)}</strong> was removed from your wishlist.`,
  error: 'Sorry, Some error occurred. Please, try again later.',
  allRemoved: 'All the items have been removed from your wishlist.',
  copied: 'Wishlist URL copied to clipboard',
  unknownItem: 'This product is not available.',
  full: 'Your wishlist is full. Please remove an item before adding another.',
  multipleDisabled: 'Multiple wishlists are disabled on this shop.',
  empty: 'The wishlist is currently empty.',
  sharedMissing: 'This wishlist link is not valid any more.',
} as const;

/** The newsletter's answers (MailPoet's wording where it has one). */
export const NEWSLETTER_MESSAGES = {
  success: 'Check your inbox or spam folder to confirm your subscription.',
  badEmail: 'Please specify a valid email address.',
  badForm: 'Please specify a valid form ID.',
  badName: 'Please specify a valid name.',
  nameUrl: 'Addresses in names are not permitted, please add your name instead.',
  badRequest: 'Invalid request.',
  expired: 'This form has expired. Please reload the page and try again.',
  captcha: 'Please fill in the CAPTCHA.',
  saved: 'Your preferences have been saved.',
  unknownToken: 'This link is not valid any more.',
} as const;

/** Registration (WooCommerce's and WordPress's forms). */
export const REGISTER_MESSAGES = {
  expired: 'Your registration form has expired. Please try again.',
  captcha: 'Please confirm you are not a robot (the captcha could not be verified).',
  email: 'Please provide a valid email address.',
  password: 'Please enter a password of at least 8 characters.',
  username: 'Please enter a username (3 to 60 letters, digits, dots, dashes or @).',
  taken: 'An account is already registered with your email address. Please log in.',
  registered: 'Registration complete. Please check your email, then visit the login page.',
} as const;
