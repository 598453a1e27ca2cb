/**
 * The local payment double's client: the subset of the Stripe.js API the payment box uses, backed by the shop's
 * double HTTP API. `requires_action` intents send the browser (same origin only) to the double's
 * authentication page, which comes back to the return URL.
 */
import type {
  StripeError,
  StripeElementsOptionsMode,
  StripeElementsUpdateOptions,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import type { ProviderError } from '../errors';
import { intentIdFromSecret, safeRedirect } from '../redirects';
import type {
  ConfirmData,
  ConfirmOptions,
  ElementsLike,
  PaymentClient,
  PaymentIntentResult,
  PaymentMethodResult,
  ProviderIntent,
  SetupIntentResult,
} from '../types';
import type { VoucherWalletConfirms } from '../voucher-wallet-confirms';
import { createDoubleApi, type DoubleApi } from './api';
import { cardPayload } from './card-rules';
import { DoubleCardElement } from './element';
import { DoubleExpressElement } from './express-element';
import { DoubleRedirectElement } from './redirect-element';
import { DoubleDebitElement } from './debit-element';
import { isDebitType } from './debit-types';

/** Options of {@link createLocalDoubleClient}. */
export interface LocalDoubleOptions {
  /** Base of the double's API, e.g. `/payment-double/v1`. */
  apiBase: string;
  /** The publishable key (sent as the bearer token). */
  key: string;
  locale?: string;
  /** Same-origin navigation; returns false when it refused. Default: `location.assign` for same-origin URLs. */
  navigate?: (url: string) => boolean;
  /** Return URL of the authentication page when a call gives none (default: the page's URL). */
  returnUrl?: () => string | undefined;
}

/** The double's elements group. */
export class DoubleElements implements ElementsLike {
  element: DoubleCardElement | DoubleRedirectElement | null = null;
  /** The payment method as it was when `submit()` last passed (its type and details); createPaymentMethod uses it. */
  submitted: Record<string, unknown> | null = null;
  /** The express checkout element, if one was created (its sheet's card becomes `submitted`). */
  express: DoubleExpressElement | null = null;
  private readonly expressLink = {
    amount: () => ({
      amount: Number((this.options as { amount?: number }).amount ?? 0),
      currency: String(this.options.currency ?? 'gbp'),
    }),
    setCard: (card: Parameters<typeof cardPayload>[0] | null) =>
      (this.submitted = card ? { type: 'card', card: cardPayload(card) } : null),
  };
  constructor(public options: StripeElementsOptionsMode) {}

  create(type: 'payment', options?: StripePaymentElementOptions): DoubleCardElement | DoubleRedirectElement;
  create(type: 'expressCheckout', options?: Record<string, unknown>): DoubleExpressElement;
  create(
    type: 'payment' | 'expressCheckout',
    options: StripePaymentElementOptions = {},
  ): DoubleCardElement | DoubleRedirectElement | DoubleExpressElement {
    if (type === 'expressCheckout')
      return (this.express = new DoubleExpressElement(options as Record<string, unknown>, this.expressLink));
    if (type !== 'payment') throw new Error(`The payment double has no ${String(type)} element.`);
    if (this.element) throw new Error('Can only create one payment element per elements group.');
    // The group's type decides the form: a redirect type's (iDEAL's bank select…), else the card fields. An intent's
    // group (intent-first types: BLIK) is a redirect type's whose form takes the type of the box it is mounted in.
    const kind = this.options.paymentMethodTypes?.[0];
    if (isDebitType(kind))
      return (this.element = Object.assign(new DoubleDebitElement(kind), { business: options.business?.name }));
    if ((this.options as { clientSecret?: string }).clientSecret || (kind && kind !== 'card'))
      return (this.element = new DoubleRedirectElement(kind ?? ''));
    this.element = new DoubleCardElement(
      options,
      () => this.options.appearance,
      () => this.options.mode,
    );
    this.element.on('change', () => (this.submitted = null));
    return this.element;
  }

  async submit(): Promise<{ error?: StripeError }> {
    if (this.express && !this.element)
      return this.submitted
        ? {}
        : { error: { type: 'validation_error', code: 'incomplete', message: 'The test wallet was not completed.' } };
    this.submitted = null;
    const el = this.element;
    if (!el?.mounted) {
      return {
        error: { type: 'validation_error', code: 'incomplete', message: 'The payment element is not mounted.' },
      };
    }
    if (el instanceof DoubleRedirectElement) {
      const { method, error: message } = await el.submit();
      if (!method) return { error: { type: 'validation_error', code: 'incomplete', message } };
      this.submitted = method;
      return {};
    }
    const error = el.validateAll();
    if (error) return { error: { type: 'validation_error', code: error.code, message: error.message } };
    this.submitted = { type: 'card', card: cardPayload(el.values) };
    return {};
  }

  update(options: StripeElementsUpdateOptions): void {
    this.options = { ...this.options, ...options } as StripeElementsOptionsMode;
  }
}

const defaultNavigate = (url: string): boolean => {
  const href = safeRedirect(url, location.origin);
  if (href) location.assign(href);
  return !!href;
};

/** Replaces the `return_url` query parameter of the authentication page URL. */
function withReturnUrl(url: string, returnUrl: string | undefined): string {
  if (!returnUrl) return url;
  try {
    const u = new URL(url, location.href);
    u.searchParams.set('return_url', returnUrl);
    return u.href;
  } catch {
    return url;
  }
}

/** Creates the double's client. */
export function createLocalDoubleClient(opts: LocalDoubleOptions): PaymentClient {
  const api: DoubleApi = createDoubleApi(opts.apiBase, opts.key);
  const go = opts.navigate ?? defaultNavigate;

  /** What an intent's state means for the caller; requires_action navigates to the authentication page. */
  function outcome(
    intent: ProviderIntent,
    returnUrl: string | undefined,
  ): { intent: ProviderIntent } | { error: ProviderError } {
    const next = intent.next_action?.redirect_to_url;
    if (intent.status === 'requires_action' && next?.url) {
      // A return URL given to this call wins; else the one the intent was confirmed with (server side); else the page.
      const back = returnUrl ?? (next.return_url ? undefined : (opts.returnUrl?.() ?? location.href));
      if (!go(withReturnUrl(next.url, back))) {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'invalid_redirect',
            message: 'The authentication page is not on this site.',
          },
        };
      }
      return { intent };
    }
    const failure = intent.last_payment_error ?? intent.last_setup_error;
    if (intent.status === 'requires_payment_method' && failure) return { error: failure };
    return { intent };
  }

  const asPayment = (r: { intent: ProviderIntent } | { error: ProviderError }): PaymentIntentResult =>
    'error' in r ? { error: r.error } : { paymentIntent: r.intent };
  const asSetup = (r: { intent: ProviderIntent } | { error: ProviderError }): SetupIntentResult =>
    'error' in r ? { error: r.error } : { setupIntent: r.intent };

  /** Confirms by client secret: with a payment method, or whatever the intent's state needs next. */
  async function bySecret(clientSecret: string, paymentMethod: string | undefined, returnUrl: string | undefined) {
    const id = intentIdFromSecret(clientSecret);
    if (!id)
      return { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'Invalid client secret.' } };
    let current = paymentMethod ? undefined : await api.retrieveIntent(id, clientSecret);
    if (current?.error) return { error: current.error };
    const status = current?.value?.status;
    if (paymentMethod || status === 'requires_confirmation') {
      current = await api.confirmIntent(id, {
        client_secret: clientSecret,
        payment_method: paymentMethod,
        return_url: returnUrl,
      });
      if (current.error) return { error: current.error };
    }
    return outcome(current!.value!, returnUrl);
  }

  async function confirmWithElements(o: ConfirmOptions) {
    if (!o.clientSecret)
      return { error: { type: 'invalid_request_error', code: 'missing', message: 'A client secret is required.' } };
    let pm = o.confirmParams?.payment_method;
    if (!pm && o.elements) {
      const created = await client.createPaymentMethod({ elements: o.elements });
      if (created.error) return { error: created.error };
      pm = created.paymentMethod.id;
    }
    return bySecret(o.clientSecret, pm, o.confirmParams?.return_url);
  }

  const pmOf = (data?: ConfirmData) => (typeof data?.payment_method === 'string' ? data.payment_method : undefined);
  const payBySecret = async (secret: string, data?: ConfirmData) =>
    asPayment(await bySecret(secret, pmOf(data), data?.return_url));
  const setupBySecret = async (secret: string, data?: ConfirmData) =>
    asSetup(await bySecret(secret, pmOf(data), data?.return_url));

  /** A voucher confirm: the double's voucher is shown (a dialog) when the intent waits with one, as Stripe.js does. */
  const voucherBySecret = async (secret: string, data?: ConfirmData): Promise<PaymentIntentResult> =>
    (await import('./voucher-wallet-element')).withVoucherShown(await payBySecret(secret, data));

  const client: PaymentClient & VoucherWalletConfirms = {
    elements: (options) => new DoubleElements(options as StripeElementsOptionsMode),
    async createPaymentMethod({ elements, params }): Promise<PaymentMethodResult> {
      const method = elements instanceof DoubleElements ? elements.submitted : null;
      if (!method) {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'elements_not_submitted',
            message: 'Call elements.submit() before creating a payment method.',
          },
        };
      }
      const r = await api.createPaymentMethod(method, params?.billing_details);
      return r.error ? { error: r.error } : { paymentMethod: r.value };
    },
    confirmPayment: async (o) => asPayment(await confirmWithElements(o)),
    confirmSetup: async (o) => asSetup(await confirmWithElements(o)),
    confirmCardPayment: payBySecret,
    confirmCardSetup: setupBySecret,
    async handleNextAction({ clientSecret }) {
      const r = await bySecret(clientSecret, undefined, undefined);
      return clientSecret.startsWith('seti_') ? asSetup(r) : asPayment(r);
    },
    async retrievePaymentIntent(secret) {
      const r = await api.retrieveIntent(intentIdFromSecret(secret), secret);
      return r.error ? { error: r.error } : { paymentIntent: r.value };
    },
    async retrieveSetupIntent(secret) {
      const r = await api.retrieveIntent(intentIdFromSecret(secret), secret);
      return r.error ? { error: r.error } : { setupIntent: r.value };
    },
    // Voucher and wallet confirms confirm the intent the server created; a wallet goes to the authorisation page.
    confirmBoletoPayment: voucherBySecret,
    confirmOxxoPayment: voucherBySecret,
    confirmMultibancoPayment: voucherBySecret,
    confirmWechatPayPayment: payBySecret,
    confirmCashappPayment: payBySecret,
    confirmCashappSetup: setupBySecret,
  };
  return client;
}
