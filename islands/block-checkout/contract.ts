/**
 * The block checkout's contract: the Checkout block's wrapper and attributes, the `wcSettings` it reads (as
 * WooCommerce prints them for blocks), the Store API routes it calls and its own texts.
 */
import type { AddressData } from '@storefront/address-locale';

/** Where the island mounts. */
export const BLOCK_SELECTORS = ['.wp-block-woocommerce-checkout', '[data-island="block-checkout"]'] as const;
/** The Checkout block's attributes the island reads (as WooCommerce prints block attributes: `data-*`). */
export const BLOCK_ATTRIBUTES = [
  'data-show-order-notes',
  'data-show-phone-field',
  'data-require-phone-field',
  'data-show-company-field',
  'data-show-apartment-field',
] as const;
/** The card gateway's method id (its blocks data is `wcSettings.stripe_data`). */
export const CARD_METHOD = 'stripe';
/** The page global with the blocks' settings. */
export const SETTINGS_GLOBAL = 'wcSettings';
/** Class WooCommerce prints on the wrapper until the block has rendered. */
export const LOADING_CLASS = 'is-loading';

/** Store API routes (relative to `/wp-json/wc/store/v1/`). */
export const STORE_ROUTES = {
  cart: 'cart',
  updateCustomer: 'cart/update-customer',
  selectRate: 'cart/select-shipping-rate',
  applyCoupon: 'cart/apply-coupon',
  removeCoupon: 'cart/remove-coupon',
  checkout: 'checkout',
} as const;

/** Address changes are sent this long after the last one, in ms (like the classic review refresh). */
export const UPDATE_DELAY = 1000;
/** Time limit of the checkout post, in ms (a gateway may take a while; the request must still end). */
export const CHECKOUT_TIMEOUT = 60_000;

/** The island's own texts. */
export const TEXTS = {
  contact: 'Contact information',
  shipping: 'Shipping address',
  billing: 'Billing address',
  sameBilling: 'Use same address for billing',
  createAccount: 'Create an account?',
  password: 'Create account password',
  shippingOptions: 'Shipping options',
  noRates: 'There are no shipping options available for your address. Please check it.',
  enterAddress: 'Enter your address to see shipping options.',
  payment: 'Payment options',
  note: 'Add a note to your order (optional)',
  termsBefore: 'I have read and agree to the website ',
  termsLink: 'terms and conditions',
  placeOrder: 'Place order',
  placing: 'Placing order…',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shippingTotal: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  coupon: 'Coupon code',
  applyCoupon: 'Apply',
  removeCoupon: (code: string) => `Remove coupon “${code}”`,
  couponApplied: 'Coupon applied to your basket.',
  couponRemoved: 'Coupon removed from your basket.',
  dismiss: 'Dismiss this notice',
  returning: 'Already have an account?',
  logIn: 'Log in',
  optional: 'optional',
  loading: 'Loading the checkout…',
  retry: 'Retry',
} as const;

/** Currency as `wcSettings.currency` gives it. */
export interface BlockCurrency {
  code: string;
  precision: number;
}

/** An offline payment method as `wcSettings.paymentMethodData` describes it. */
export interface BlockPaymentMethod {
  id: string;
  title: string;
  description: string;
  /** The place-order button's label for this method (cheque: 'Pay by cheque'). */
  buttonLabel?: string;
}

/** Everything the island reads from the page. */
export interface BlockSettings {
  currency: BlockCurrency;
  /** Code → name, in the page's order. */
  countries: Array<[string, string]>;
  address: AddressData;
  /** The terms page (the terms box is shown only when one is set). */
  terms?: { title: string; url: string };
  /** Login page for returning customers (guests only). */
  loginUrl?: string;
  /** A guest may create an account with the order (`checkoutAllowsSignup`, guests only). */
  allowSignup: boolean;
  paymentMethods: BlockPaymentMethod[];
  /**
   * The page's `wcSettings` when it has the card gateway's blocks data (`stripe_data`: its page settings), read by
   * the card's lazy code (with the customer's saved cards, `customerPaymentMethods`).
   */
  card?: unknown;
  /** The Checkout block's attributes. */
  showOrderNotes: boolean;
  showPhone: boolean;
  requirePhone: boolean;
  showCompany: boolean;
  showApartment: boolean;
}

/** A Store API money object's amounts (minor units as strings). */
export type StoreTotals = Record<string, string | null | unknown>;

/** The part of the Store API cart the island reads. */
export interface BlockCart {
  items: Array<{ key: string; name: string; quantity: number; totals: { line_total: string } }>;
  coupons: Array<{ code: string; totals: { total_discount: string } }>;
  totals: {
    total_items: string;
    total_discount: string;
    total_shipping: string | null;
    total_tax: string;
    total_price: string;
  };
  shipping_address: Record<string, string>;
  billing_address: Record<string, string>;
  has_calculated_shipping: boolean;
  needs_shipping: boolean;
  /** False when the total is 0 (a free order): no payment method. */
  needs_payment?: boolean;
  shipping_rates: Array<{
    package_id: number;
    shipping_rates: Array<{ rate_id: string; name: string; price: string; selected: boolean }>;
  }>;
  payment_methods: string[];
}

/** An address as the form holds it (Store API keys, phone included). */
export type Address = Record<string, string>;

/** Field errors by section and field key ('shipping' → 'postcode' → message). */
export type FieldErrors = Partial<Record<'contact' | 'shipping' | 'billing' | 'terms', Record<string, string>>>;
