/**
 * Payment configuration: which card payment provider the pages use, its public key, and the nonce
 * actions of the payment endpoints.
 *
 * `PAYMENT_PROVIDER` (env) chooses, never silently:
 * - `local-double` (default): the shop's own payment-provider double (`/payment-double/v1`), with a
 *   fixed test publishable key. Used by `npm start`, tests and the demo (these machines have no internet).
 * - `stripe`: the real provider with `STRIPE_PUBLISHABLE_KEY`. The reference shop has no secret key,
 *   so its intent endpoints answer a clear error in this mode.
 * Any other value is a configuration error and throws.
 */
import { gatewayIdOf, REDIRECT_TYPES, VOUCHER_TYPES, WALLET_TYPES } from '@storefront/payments/method-types';
import { DEBIT_TYPES } from '@storefront/payments/debit-types';

/** The provider kinds. */
export type PaymentProviderKind = 'local-double' | 'stripe';

/** The resolved payment configuration. */
export interface PaymentConfig {
  provider: PaymentProviderKind;
  /** The publishable key printed in the page settings (`key`). */
  publishableKey: string;
}

/** Base path of the double's HTTP API. */
export const PAYMENT_DOUBLE_API_BASE = '/payment-double/v1';

/** Path of the double's authentication page (`/:intentId` follows). */
export const PAYMENT_DOUBLE_AUTH_PATH = '/payment-double/authenticate';

/** The double's publishable key (what the client sends as `Authorization: Bearer …`). */
export const PAYMENT_DOUBLE_PUBLISHABLE_KEY = 'pk_test_payment_double_local';

/** The provider API version the page settings announce (spec §9). */
export const PAYMENT_API_VERSION = '2024-06-20';

/** A payment method id as the page posts it (`pm_…`, bounded: it may end up quoted in an order note). */
export const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9]{1,64}$/;

/** The card gateway's id (the `payment_method` radio value). */
export const CARD_GATEWAY_ID = 'stripe';

/**
 * The provider payment types this shop implements (spec §3 'Payment method types'): the card, the redirect types, the
 * debits, the vouchers, the wallets and BLIK.
 */
export const SUPPORTED_PAYMENT_TYPES: readonly string[] = [
  'card',
  ...REDIRECT_TYPES,
  ...DEBIT_TYPES,
  ...VOUCHER_TYPES,
  ...WALLET_TYPES,
  'blik',
];

/** A provider payment type the shop implements (one of {@link SUPPORTED_PAYMENT_TYPES}). */
export type PaymentType = string;

export { gatewayIdOf };

/**
 * The enabled provider payment types: the app option `paymentMethods` when given, else `PAYMENT_METHODS` (env, a
 * comma list such as `card,ideal`), else the card alone (spec §9: card is the only enabled payment method).
 * @throws on a type the shop does not implement, or a list without the card (express checkout and saved cards use it).
 */
export function enabledPaymentTypes(
  option?: readonly string[],
  env: Record<string, string | undefined> = process.env,
): PaymentType[] {
  const raw = option ?? (env.PAYMENT_METHODS ?? '').split(',');
  const types = [...new Set(raw.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (types.length === 0) return ['card'];
  for (const t of types) {
    if (!(SUPPORTED_PAYMENT_TYPES as readonly string[]).includes(t))
      throw new Error(`PAYMENT_METHODS: '${t}' is not one of ${SUPPORTED_PAYMENT_TYPES.join(', ')}.`);
  }
  if (!types.includes('card')) throw new Error("PAYMENT_METHODS must include 'card'.");
  // The card first, as the checkout lists it.
  return ['card', ...types.filter((t) => t !== 'card')];
}

/**
 * Reads the payment configuration from the environment (on every call, so tests may change it).
 * @throws on an unknown `PAYMENT_PROVIDER`, or `stripe` without `STRIPE_PUBLISHABLE_KEY`.
 */
export function paymentConfig(env: Record<string, string | undefined> = process.env): PaymentConfig {
  const raw = (env.PAYMENT_PROVIDER ?? '').trim() || 'local-double';
  if (raw === 'local-double') return { provider: 'local-double', publishableKey: PAYMENT_DOUBLE_PUBLISHABLE_KEY };
  if (raw === 'stripe') {
    const key = (env.STRIPE_PUBLISHABLE_KEY ?? '').trim();
    if (!key) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY (the provider's publishable key).");
    return { provider: 'stripe', publishableKey: key };
  }
  throw new Error(`PAYMENT_PROVIDER must be 'local-double' or 'stripe', not '${raw}'.`);
}

/** The enabled payment types of a request's shop (its app option, else the environment). */
export const shopPaymentTypes = (shop: { opts: { paymentMethods?: readonly string[] } }): PaymentType[] =>
  enabledPaymentTypes(shop.opts.paymentMethods);

/** Whether a request's shop offers the express checkout button (page settings `isECEEnabled`; default on). */
export const shopExpressCheckout = (shop: { opts: { expressCheckout?: boolean } }): boolean =>
  shop.opts.expressCheckout !== false;

/** The message intent endpoints answer in `stripe` mode, where the shop has no server secret key. */
export const STRIPE_MODE_UNAVAILABLE =
  'Card payments are not available: this reference shop has no secret key for the payment provider (PAYMENT_PROVIDER=stripe).';

/** The account's payment screens. */
export const ACCOUNT_PAYMENT_URLS = {
  paymentMethods: '/my-account/payment-methods/',
  addPaymentMethod: '/my-account/add-payment-method/',
  deletePaymentMethod: '/my-account/delete-payment-method/',
  setDefaultPaymentMethod: '/my-account/set-default-payment-method/',
} as const;

/** Nonce actions of the payment endpoints (each request carries its own `_ajax_nonce` / `security`). */
export const PAYMENT_NONCES = {
  createPaymentIntent: 'wc_stripe_create_payment_intent_nonce',
  updatePaymentIntent: 'wc_stripe_update_payment_intent_nonce',
  createSetupIntent: 'wc_stripe_create_setup_intent_nonce',
  createAndConfirmSetupIntent: 'wc_stripe_create_and_confirm_setup_intent_nonce',
  updateOrderStatus: 'wc_stripe_update_order_status_nonce',
  confirmChangePayment: 'wc_stripe_confirm_change_payment_nonce',
  updateFailedOrder: 'wc_stripe_update_failed_order_nonce',
  saveAppearance: 'wc_stripe_save_upe_appearance_nonce',
  addPaymentMethod: 'woocommerce-add-payment-method',
  /** Per-token actions for the account screen's links: `delete-payment-method-{id}`, `set-default-payment-method-{id}`. */
  deleteToken: (id: number): string => `delete-payment-method-${id}`,
  defaultToken: (id: number): string => `set-default-payment-method-${id}`,
} as const;

/** Nonce actions of the express checkout endpoints. */
export const EXPRESS_NONCES = {
  shipping: 'wc-stripe-express-checkout-shipping',
  updateShipping: 'wc-stripe-update-shipping-method',
  normalizeAddress: 'wc-stripe-express-checkout-normalize-address',
  getCartDetails: 'wc-stripe-get-cart-details',
  addToCart: 'wc-stripe-add-to-cart',
  clearCart: 'wc-stripe-clear-cart',
  expressCheckout: 'wc-stripe-express-checkout',
  getSelectedProductData: 'wc-stripe-get-selected-product-data',
} as const;
