/**
 * The card gateway's page settings, `wc_stripe_upe_params` (spec §3 "Payment page settings" and "Payment
 * method config entry"), plus the explicit `provider` entry that tells the page which client to load.
 */
import { SITE_NAME, URLS } from '../config';
import {
  CARD_GATEWAY_ID,
  PAYMENT_API_VERSION,
  PAYMENT_DOUBLE_API_BASE,
  type PaymentConfig,
  type PaymentType,
} from '../payments/config';
import type { PaymentScreen } from '../payments/gateway-types';
import { CARD_METHOD_CONFIG, methodConfig } from '../payments/method-configs';
import { GENERAL_PAYMENT_ERROR, PAYMENT_MESSAGES } from '../messages';

/** The theme name sent with save_appearance and used to key stored appearances. */
export const THEME_NAME = 'loom-and-press';

/** Billing fields the classic checkout collects (so the provider's form does not ask again). */
export const ENABLED_BILLING_FIELDS = [
  'billing_first_name',
  'billing_last_name',
  'billing_company',
  'billing_country',
  'billing_address_1',
  'billing_address_2',
  'billing_city',
  'billing_state',
  'billing_postcode',
  'billing_phone',
  'billing_email',
] as const;

/** What the settings depend on. */
export interface PaymentParamsInput {
  config: PaymentConfig;
  screen: PaymentScreen;
  /** The enabled payment types (each gets its config entry; default: the card alone). */
  types?: readonly PaymentType[];
  /** Minor units: the basket's total on checkout, the order's on order-pay, 0 when adding a method. */
  cartTotal: number;
  currency: string;
  isLoggedIn: boolean;
  billingCountry: string;
  /** Nonces by settings name (createPaymentIntentNonce…). */
  nonces: Record<string, string>;
  appearance: Record<string, unknown> | null;
  blocksAppearance: Record<string, unknown> | null;
  /** Order-pay and change-payment: the order. */
  order?: { id: number; receivedUrl: string } | null;
  addPaymentReturnURL: string;
  /** The express checkout button is offered (default true). */
  isECEEnabled?: boolean;
}

/** `paymentMethodsConfig`: an entry per enabled type; the card's lists the enabled types. */
function methodsConfig(types: readonly PaymentType[]): Record<string, unknown> {
  const entries = types.map((t) => [
    t,
    t === 'card' ? { ...CARD_METHOD_CONFIG, enabledPaymentMethods: [...types] } : methodConfig(t),
  ]);
  return Object.fromEntries(entries);
}

/** Builds `wc_stripe_upe_params`. */
export function paymentPageParams(i: PaymentParamsInput): Record<string, unknown> {
  const isCheckout = i.screen === 'checkout' || i.screen === 'order-pay';
  return {
    provider:
      i.config.provider === 'local-double'
        ? { kind: 'local-double', apiBase: PAYMENT_DOUBLE_API_BASE }
        : { kind: 'stripe' },
    key: i.config.publishableKey,
    locale: 'en-GB',
    apiVersion: PAYMENT_API_VERSION,
    gatewayId: CARD_GATEWAY_ID,
    paymentMethodsConfig: methodsConfig(i.types ?? ['card']),
    cartTotal: i.cartTotal,
    currency: i.currency.toLowerCase(),
    isCheckout,
    isOrderPay: i.screen === 'order-pay',
    isChangingPayment: i.screen === 'change-payment-method',
    isAddPaymentMethodPage: i.screen === 'add-payment-method',
    isPaymentNeeded: isCheckout && i.cartTotal > 0,
    isLoggedIn: i.isLoggedIn,
    isSignupOnCheckoutAllowed: true,
    cartContainsSubscription: false,
    hasSubscription: false,
    subscriptionRequiresManualRenewal: false,
    subscriptionManualRenewalEnabled: false,
    forceSavePaymentMethod: false,
    accountCountry: 'GB',
    testMode: false,
    isUPEEnabled: true,
    isECEEnabled: i.isECEEnabled ?? true,
    isPaymentRequestEnabled: false,
    isLinkEnabled: false,
    isAmazonPayEnabled: false,
    isOCEnabled: false,
    OCLayout: 'accordion',
    enabledBillingFields: [...ENABLED_BILLING_FIELDS],
    customerData: { billing_country: i.billingCountry },
    orderId: i.order ? String(i.order.id) : '',
    // The order-received base on every screen: the page appends an order id (a voucher's fallback, spec §2).
    orderReceivedURL: URLS.orderReceived,
    orderReturnURL: i.order?.receivedUrl ?? '',
    addPaymentReturnURL: i.addPaymentReturnURL,
    paymentMethodConfigurationParentId: '',
    accountDescriptor: SITE_NAME,
    appearance: i.appearance,
    blocksAppearance: i.blocksAppearance,
    theme_name: THEME_NAME,
    genericErrorMessage: GENERAL_PAYMENT_ERROR,
    invalid_wallet_type: PAYMENT_MESSAGES.invalid_wallet_type,
    messages: { ...PAYMENT_MESSAGES },
    ajax_url: URLS.ajax,
    wc_ajax_url: URLS.wcAjax,
    ...i.nonces,
  };
}
