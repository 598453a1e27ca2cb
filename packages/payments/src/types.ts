/**
 * The subset of the Stripe.js API the payment box uses, as an interface both `@stripe/stripe-js`'s client and
 * the local payment double satisfy. Shapes follow Stripe's (`{ error }` results, snake_case objects), trimmed
 * to the fields the island reads.
 */
import type {
  PaymentIntent,
  PaymentMethod,
  PaymentMethodCreateParams,
  SetupIntent,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  StripeElementsUpdateOptions,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import type { ProviderError } from './errors';

/** Billing details sent to the provider (spec §3). */
export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: {
    city?: string;
    country?: string;
    line1?: string;
    line2?: string;
    postal_code?: string;
    state?: string;
  };
}

/** A created payment method: Stripe's `PaymentMethod` fields the island reads. */
export type ProviderPaymentMethod = Pick<PaymentMethod, 'id' | 'type'> & {
  card?: Partial<Pick<PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>>;
  billing_details?: Partial<PaymentMethod.BillingDetails>;
};

/**
 * A payment or setup intent (spec §3 "Intent"): Stripe's own `PaymentIntent` / `SetupIntent` fields, so their
 * nullability (`client_secret`, `next_action`, `next_action.redirect_to_url.url`) holds for the double too.
 */
export type ProviderIntent = Pick<
  PaymentIntent,
  'id' | 'client_secret' | 'payment_method' | 'next_action' | 'payment_method_types'
> & {
  object?: 'payment_intent' | 'setup_intent';
  status: PaymentIntent.Status | SetupIntent.Status;
  amount?: PaymentIntent['amount'];
  currency?: PaymentIntent['currency'];
  last_payment_error?: PaymentIntent['last_payment_error'];
  last_setup_error?: SetupIntent['last_setup_error'];
};

/** `{ paymentIntent }` or `{ error }`. */
export type PaymentIntentResult =
  { paymentIntent: ProviderIntent; error?: undefined } | { paymentIntent?: undefined; error: ProviderError };
/** `{ setupIntent }` or `{ error }`. */
export type SetupIntentResult =
  { setupIntent: ProviderIntent; error?: undefined } | { setupIntent?: undefined; error: ProviderError };
/** `{ paymentMethod }` or `{ error }`. */
export type PaymentMethodResult =
  { paymentMethod: ProviderPaymentMethod; error?: undefined } | { paymentMethod?: undefined; error: ProviderError };

/** Events of the payment element the island listens to. */
export type PaymentElementEvent = 'ready' | 'change' | 'loaderror' | 'focus' | 'blur';

/** The payment element (`elements.create('payment', …)`). */
export interface PaymentElementLike {
  mount(target: HTMLElement | string): void;
  unmount(): void;
  destroy(): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the provider's handlers take event-specific payloads (its own overloads)
  on(event: PaymentElementEvent, handler: (event: any) => void): unknown;
  update(options: Partial<StripePaymentElementOptions>): void;
}

/** The elements group (`client.elements(…)`). */
export interface ElementsLike {
  create(type: 'payment', options?: StripePaymentElementOptions): PaymentElementLike;
  submit(): Promise<{ error?: ProviderError }>;
  update(options: StripeElementsUpdateOptions): void;
}

/** Options of `confirmPayment` / `confirmSetup`. */
export interface ConfirmOptions {
  elements?: ElementsLike;
  clientSecret?: string;
  confirmParams?: { return_url?: string; payment_method?: string };
  redirect?: 'always' | 'if_required';
}

/** Extra data of the confirm-by-secret calls (`confirmCardPayment` and the wallet/voucher confirms). */
export interface ConfirmData {
  payment_method?: string | { billing_details?: PaymentMethodCreateParams.BillingDetails };
  return_url?: string;
}

/** The provider client: the Stripe.js subset the payment box uses. */
export interface PaymentClient {
  /** Deferred-intent options, or an intent's client secret (intent-first types). */
  elements(options: StripeElementsOptionsMode | StripeElementsOptionsClientSecret): ElementsLike;
  createPaymentMethod(options: {
    elements: ElementsLike;
    params?: { billing_details?: PaymentMethodCreateParams.BillingDetails };
  }): Promise<PaymentMethodResult>;
  confirmPayment(options: ConfirmOptions): Promise<PaymentIntentResult>;
  confirmSetup(options: ConfirmOptions): Promise<SetupIntentResult>;
  confirmCardPayment(clientSecret: string, data?: ConfirmData): Promise<PaymentIntentResult>;
  confirmCardSetup(clientSecret: string, data?: ConfirmData): Promise<SetupIntentResult>;
  handleNextAction(options: { clientSecret: string }): Promise<PaymentIntentResult | SetupIntentResult>;
  retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult>;
  retrieveSetupIntent(clientSecret: string): Promise<SetupIntentResult>;
  /** Voucher and wallet confirms (Stripe.js has one per type); a type the client lacks is an unknown type. */
  [confirm: `confirm${string}Payment` | `confirm${string}Setup`]: unknown;
}
