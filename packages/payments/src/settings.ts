/**
 * The card gateway's page settings (`wc_stripe_upe_params`, spec §3 "Payment page settings") read into a typed,
 * normalised object. The rules that turn them into the provider's form options are in `form-options.ts`.
 */
import type { Appearance } from '@stripe/stripe-js';
import { DEFAULT_API_VERSION, readProviderConfig } from './load-provider';

/** Which provider client a page uses; printed by the server, never guessed. */
export type ProviderConfig =
  { kind: 'stripe' } | { kind: 'local-double'; apiBase: string } | { kind: 'unknown'; value: unknown };

/** One payment method type's config entry (spec §3 "Payment method config entry"). */
export interface MethodConfig {
  isReusable: boolean;
  supportsDeferredIntent: boolean;
  countries: string[];
  title: string;
  showSaveOption: boolean;
}

/** Nonces of the payment endpoints (spec §6 "Request protection"). */
export interface PaymentNonces {
  createPaymentIntent: string;
  updatePaymentIntent: string;
  createSetupIntent: string;
  createAndConfirmSetupIntent: string;
  updateOrderStatus: string;
  confirmChangePayment: string;
  updateFailedOrder: string;
  saveAppearance: string;
}

/** The normalised page settings. */
export interface PaymentSettings {
  key: string;
  apiVersion: string;
  locale: string;
  provider: ProviderConfig;
  gatewayId: string;
  paymentMethodsConfig: Record<string, MethodConfig>;
  /** In minor units. */
  cartTotal: number;
  /** Lower case, e.g. 'gbp'. */
  currency: string;
  isCheckout: boolean;
  isOrderPay: boolean;
  isChangingPayment: boolean;
  isAddPaymentMethodPage: boolean;
  isPaymentNeeded: boolean;
  isLoggedIn: boolean;
  isSignupOnCheckoutAllowed: boolean;
  cartContainsSubscription: boolean;
  subscriptionRequiresManualRenewal: boolean;
  /** Saving is not the shopper's choice (a subscription renewed automatically): the card is always saved. */
  forceSavePaymentMethod: boolean;
  isOCEnabled: boolean;
  /** The payment element's layout with the OC option (spec §3: default 'accordion'). */
  OCLayout: 'accordion' | 'tabs';
  /** The provider's payment method configuration to use ('' for the account's default). */
  paymentMethodConfigurationParentId: string;
  /** The account's statement descriptor (the shop's name), named in the provider's mandates and terms. */
  accountDescriptor: string;
  ajaxUrl: string;
  wcAjaxUrl: string;
  nonces: PaymentNonces;
  genericErrorMessage: string;
  /** Configured messages by error code (including invalid_wallet_type). */
  messages: Record<string, string>;
  enabledBillingFields: string[];
  /** Server-saved appearance, merged over the defaults. */
  appearance: Appearance | null;
  themeName: string;
  orderId: string;
  orderReturnURL: string;
  orderReceivedURL: string;
  addPaymentReturnURL: string;
}

const rec = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'yes' || v === 'true';
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function readMethods(v: unknown): Record<string, MethodConfig> {
  const out: Record<string, MethodConfig> = {};
  for (const [type, raw] of Object.entries(rec(v))) {
    const m = rec(raw);
    out[type] = {
      isReusable: bool(m.isReusable),
      supportsDeferredIntent: m.supportsDeferredIntent === undefined ? true : bool(m.supportsDeferredIntent),
      countries: strings(m.countries),
      title: str(m.title, type),
      showSaveOption: m.showSaveOption === undefined ? bool(m.isReusable) : bool(m.showSaveOption),
    };
  }
  return out;
}

/** Messages keyed by code: the `messages` object plus top-level keys such as invalid_wallet_type. */
function readMessages(p: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rec(p.messages))) if (typeof v === 'string') out[k] = v;
  if (typeof p.invalid_wallet_type === 'string') out.invalid_wallet_type = p.invalid_wallet_type;
  return out;
}

/** Reads `wc_stripe_upe_params` (or any value) into {@link PaymentSettings}. Never throws; missing fields get defaults. */
export function readPaymentSettings(raw: unknown): PaymentSettings {
  const p = rec(raw);
  const n = rec(p.nonces);
  const nonce = (name: string) => str(p[name + 'Nonce'] ?? n[name]);
  const appearance = rec(p.appearance);
  return {
    key: str(p.key),
    apiVersion: str(p.apiVersion, DEFAULT_API_VERSION),
    locale: str(p.locale, 'en-GB').replace('_', '-'),
    provider: readProviderConfig(p.provider),
    gatewayId: str(p.gatewayId, 'stripe'),
    paymentMethodsConfig: readMethods(p.paymentMethodsConfig),
    cartTotal: num(p.cartTotal),
    currency: str(p.currency, 'gbp').toLowerCase(),
    isCheckout: bool(p.isCheckout),
    isOrderPay: bool(p.isOrderPay),
    isChangingPayment: bool(p.isChangingPayment),
    isAddPaymentMethodPage: bool(p.isAddPaymentMethodPage),
    isPaymentNeeded: p.isPaymentNeeded === undefined ? true : bool(p.isPaymentNeeded),
    isLoggedIn: bool(p.isLoggedIn),
    isSignupOnCheckoutAllowed: bool(p.isSignupOnCheckoutAllowed),
    cartContainsSubscription: bool(p.cartContainsSubscription ?? p.hasSubscription),
    subscriptionRequiresManualRenewal: bool(p.subscriptionRequiresManualRenewal),
    forceSavePaymentMethod: bool(p.forceSavePaymentMethod),
    isOCEnabled: bool(p.isOCEnabled),
    OCLayout: p.OCLayout === 'tabs' ? 'tabs' : 'accordion',
    paymentMethodConfigurationParentId: str(p.paymentMethodConfigurationParentId),
    accountDescriptor: str(p.accountDescriptor),
    ajaxUrl: str(p.ajax_url ?? p.ajaxUrl, '/wp-admin/admin-ajax.php'),
    wcAjaxUrl: str(p.wc_ajax_url ?? p.wcAjaxUrl, '/?wc-ajax=%%endpoint%%'),
    nonces: {
      createPaymentIntent: nonce('createPaymentIntent'),
      updatePaymentIntent: nonce('updatePaymentIntent'),
      createSetupIntent: nonce('createSetupIntent'),
      createAndConfirmSetupIntent: nonce('createAndConfirmSetupIntent'),
      updateOrderStatus: nonce('updateOrderStatus'),
      confirmChangePayment: nonce('confirmChangePayment'),
      updateFailedOrder: nonce('updateFailedOrder'),
      saveAppearance: nonce('saveAppearance'),
    },
    genericErrorMessage: str(p.genericErrorMessage),
    messages: readMessages(p),
    enabledBillingFields: strings(p.enabledBillingFields),
    appearance: Object.keys(appearance).length ? (appearance as Appearance) : null,
    themeName: str(p.theme_name),
    orderId: str(p.orderId),
    orderReturnURL: str(p.orderReturnURL),
    orderReceivedURL: str(p.orderReceivedURL),
    addPaymentReturnURL: str(p.addPaymentReturnURL),
  };
}

/** The title of a method for messages ('Credit / Debit Card' for card by default). */
export const methodTitle = (s: PaymentSettings, type = 'card'): string =>
  s.paymentMethodsConfig[type]?.title || (type === 'card' ? 'Credit / Debit Card' : type);
