/**
 * The rules that turn the page settings into the provider's form options (spec §4 "Payment form", §9 "Payment"):
 * mode, future usage, saving terms, appearance, deferred-intent and payment element options.
 */
import type { Appearance, StripeElementsOptionsMode, StripePaymentElementOptions } from '@stripe/stripe-js';
import type { PaymentSettings } from './settings';

/** Mode of the deferred-intent form: setup when the cart total is below 1, otherwise payment (spec §4). */
export const elementsMode = (cartTotal: number): 'setup' | 'payment' => (cartTotal < 1 ? 'setup' : 'payment');

/** What the shopper chose that changes the form's options. */
export interface SaveChoice {
  /** 'Save payment information…' is checked. */
  saveChecked: boolean;
}

/** off_session when saving (chosen or forced) or when the cart has a subscription; otherwise none (spec §4). */
export function setupFutureUsage(
  s: Pick<PaymentSettings, 'cartContainsSubscription'> & Partial<Pick<PaymentSettings, 'forceSavePaymentMethod'>>,
  choice: SaveChoice,
): 'off_session' | undefined {
  return choice.saveChecked || s.cartContainsSubscription || s.forceSavePaymentMethod ? 'off_session' : undefined;
}

/** 'always' for a subscription without manual renewal or when saving; otherwise 'never' (spec §4). */
export function savingTerms(
  s: Pick<PaymentSettings, 'cartContainsSubscription' | 'subscriptionRequiresManualRenewal'> &
    Partial<Pick<PaymentSettings, 'forceSavePaymentMethod'>>,
  choice: SaveChoice,
): 'always' | 'never' {
  const subscription = s.cartContainsSubscription && !s.subscriptionRequiresManualRenewal;
  return subscription || choice.saveChecked || s.forceSavePaymentMethod ? 'always' : 'never';
}

/** Base font size of the form (spec §9), +2 px with the OC option. */
export const BASE_FONT_SIZE = 15;

/** The form's appearance: Lato 15 px (17 px with OC), white background, then the server's saved appearance. */
export function paymentAppearance(s: Pick<PaymentSettings, 'appearance' | 'isOCEnabled'>): Appearance {
  const saved = s.appearance ?? {};
  return {
    ...saved,
    variables: {
      colorBackground: '#ffffff',
      ...saved.variables,
      fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif',
      fontSizeBase: `${BASE_FONT_SIZE + (s.isOCEnabled ? 2 : 0)}px`,
    },
  };
}

/**
 * The deferred-intent options of `elements()` (mode, amount, currency, future usage, manual creation…) for a payment
 * `type` (split mode: one group per type).
 */
export function elementsOptions(s: PaymentSettings, choice: SaveChoice, type = 'card'): StripeElementsOptionsMode {
  const mode = elementsMode(s.cartTotal);
  const usage = setupFutureUsage(s, choice);
  const common = {
    currency: s.currency,
    paymentMethodCreation: 'manual' as const,
    paymentMethodTypes: [type],
    appearance: paymentAppearance(s),
    ...(usage ? { setupFutureUsage: usage } : {}),
    // The account's method configuration, when the gateway names one (else the account's default applies).
    ...(s.paymentMethodConfigurationParentId
      ? { paymentMethodConfiguration: s.paymentMethodConfigurationParentId }
      : {}),
  };
  return mode === 'setup'
    ? { mode: 'setup', ...common }
    : { mode: 'payment', amount: Math.max(1, Math.round(s.cartTotal)), ...common };
}

/** Billing fields the checkout collects itself are not asked again by the provider's form. */
function billingFieldsOption(enabled: readonly string[]) {
  const has = (f: string) => enabled.includes(f);
  const never = (on: boolean) => (on ? ('never' as const) : ('auto' as const));
  return {
    name: never(has('billing_first_name') && has('billing_last_name')),
    email: never(has('billing_email')),
    phone: never(has('billing_phone')),
    address: {
      country: never(has('billing_country')),
      line1: never(has('billing_address_1')),
      line2: never(has('billing_address_2')),
      city: never(has('billing_city')),
      state: never(has('billing_state')),
      postalCode: never(has('billing_postcode')),
    },
  };
}

/** The element's layout: accordion without radios (spec §9), or the OC option's layout when it is on. */
function layoutOption(s: Pick<PaymentSettings, 'isOCEnabled' | 'OCLayout'>): StripePaymentElementOptions['layout'] {
  const type = s.isOCEnabled ? s.OCLayout : 'accordion';
  return { type, defaultCollapsed: false, radios: false, spacedAccordionItems: false };
}

/**
 * Options of the payment element: the layout, device wallets never, saving terms (spec §9), and the account's
 * statement descriptor as the business named in mandates.
 */
export function paymentElementOptions(s: PaymentSettings, choice: SaveChoice): StripePaymentElementOptions {
  return {
    layout: layoutOption(s),
    ...(s.accountDescriptor ? { business: { name: s.accountDescriptor } } : {}),
    wallets: { applePay: 'never', googlePay: 'never' },
    terms: { card: savingTerms(s, choice) },
    fields: { billingDetails: billingFieldsOption(s.enabledBillingFields) },
  };
}
