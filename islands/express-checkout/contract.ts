/**
 * Express checkout island contract: the page global it reads (spec §3 "Express checkout parameters"), the express
 * endpoints (§7 "Express checkout"), the Store API checkout with its headers (§7 "Store REST"), and the provider's
 * express checkout element API it drives (Stripe's, or the local payment double's).
 */
import type { ProviderConfig } from '@storefront/payments';

/** The island's mount point (the provider plugin's container id). */
export const EXPRESS_SELECTOR = '#wc-stripe-express-checkout-element';
/** The "— OR —" separator the server prints hidden; shown once the button is ready. */
export const SEPARATOR_ID = 'wc-stripe-express-checkout-button-separator';
/** The page global. */
export const EXPRESS_GLOBAL = 'wc_stripe_express_checkout_params';
/** The order-pay page's global: the order the button pays (read by ./order-pay once the island starts there). */
export const PAY_FOR_ORDER_GLOBAL = 'wcStripeExpressCheckoutPayForOrderParams';
/** Store API checkout path (`/{order_id}` after it pays an existing order). */
export const STORE_CHECKOUT_PATH = '/wp-json/wc/store/v1/checkout';
/** Headers the Store API checkout needs besides `Nonce`. */
export const EXPRESS_HEADER = 'X-WCSTRIPE-EXPRESS-CHECKOUT';
export const EXPRESS_NONCE_HEADER = 'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE';
/** The card gateway's id (payment_method of the order). */
export const GATEWAY_ID = 'stripe';

/** Nonces of §3 "Express checkout parameters". */
export interface ExpressNonces {
  shipping: string;
  update_shipping: string;
  normalize_address: string;
  wc_store_api: string;
  get_cart_details: string;
  add_to_cart: string;
  clear_cart: string;
  wc_store_api_express_checkout: string;
  get_selected_product_data: string;
}

/** `wc_stripe_express_checkout_params`, normalised. */
export interface ExpressParams {
  /** wc-ajax URL with `%%endpoint%%`. */
  ajaxUrl: string;
  isProductPage: boolean;
  isCheckoutPage: boolean;
  /** The order-pay page: the button pays the order of {@link PAY_FOR_ORDER_GLOBAL} (`payForOrder`, read raw). */
  isPayForOrder: boolean;
  payForOrder?: unknown;
  provider: ProviderConfig;
  publishableKey: string;
  locale: string;
  currency: string;
  nonces: ExpressNonces;
}

/** A line or total in the provider's shape (minor units). */
export interface DisplayItem {
  label: string;
  amount: number;
}

/** A shipping rate in the provider's shape. */
export interface ShippingRate {
  id: string;
  displayName: string;
  amount: number;
}

/** An address as the provider's express element reports it. */
export interface ProviderAddress {
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string;
}

/** The express checkout element (Stripe's or the double's). */
export interface ExpressElementLike {
  mount(target: HTMLElement | string): void;
  destroy(): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the provider's handlers take event-specific payloads (its own overloads)
  on(event: string, handler: (event: any) => void): unknown;
}

/** The elements group as express checkout uses it. */
export interface ExpressElementsLike {
  create(type: 'expressCheckout', options?: Record<string, unknown>): ExpressElementLike;
  submit(): Promise<{ error?: unknown }>;
  update(options: Record<string, unknown>): void;
}

/** The selected product of a product page (what Store API add-item and get_selected_product_data post). */
export interface SelectedProduct {
  productId: string;
  quantity: number;
  /** `attribute_*` fields of the chosen variation. */
  attributes: Record<string, string>;
}

/** Shown when the island's payment code cannot be loaded (spec §8 connection error, "other"). */
export const CONNECTION_ERROR = 'An error occurred while connecting to the server. Please try again.';
