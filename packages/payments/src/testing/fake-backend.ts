/**
 * A fake payment backend for tests and stories (no network): the local double's HTTP API (payment methods,
 * intents with the contract's test cards) and the shop's wc_stripe_* endpoints, behind one `fetch`.
 */

/** A call the backend received. */
export interface FakeCall {
  method: string;
  path: string;
  /** wc-ajax endpoint or admin-ajax action, when the call is one. */
  endpoint?: string;
  body: Record<string, unknown>;
}

/** An intent as the fake stores it. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  client_secret: string;
  status: string;
  amount: number;
  currency: string;
  payment_method: string | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  orderId?: string;
}

/** How the fake fails every call: not at all, offline, hanging until released, or a 500. */
export type FakeFailure = 'none' | 'offline' | 'hang' | 'server_error';

/** Card outcomes of the contract's test cards. */
const CARDS: Record<string, { code?: string; decline_code?: string; message?: string; auth?: boolean }> = {
  '4242424242424242': {},
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000002500003155': { auth: true },
  '4000002760003184': { auth: true },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card.' },
};

/** Options of {@link createFakePaymentBackend}. */
export interface FakePaymentBackendOptions {
  /** Answer of wc_stripe_update_order_status / confirm_change_payment (default: success with an order-received URL). */
  orderStatus?: 'success' | 'error';
  /** The wc-ajax URL pattern the page uses. */
  wcAjax?: string;
}

let seq = 0;

/** Creates the fake; `fetch` is what tests stub `window.fetch` with. */
export function createFakePaymentBackend(opts: FakePaymentBackendOptions = {}) {
  const intents = new Map<string, FakeIntent>();
  const methods = new Map<string, { id: string; number: string }>();
  const calls: FakeCall[] = [];
  const hung: (() => void)[] = [];
  const state = { failure: 'none' as FakeFailure, delayMs: 0, orderStatus: opts.orderStatus ?? 'success' };

  function createIntent(kind: 'payment' | 'setup' = 'payment', amount = 1250, orderId?: string): FakeIntent {
    const n = `${++seq}Fake${Math.random().toString(36).slice(2, 8)}`;
    const id = `${kind === 'setup' ? 'seti' : 'pi'}_${n}`;
    const intent: FakeIntent = {
      id,
      object: kind === 'setup' ? 'setup_intent' : 'payment_intent',
      client_secret: `${id}_secret_${n}S`,
      status: 'requires_payment_method',
      amount,
      currency: 'gbp',
      payment_method: null,
      next_action: null,
      last_payment_error: null,
      orderId,
    };
    intents.set(id, intent);
    return intent;
  }

  /** Applies a payment method's card outcome to an intent (the double's confirm). */
  function confirm(intent: FakeIntent, pmId: string | undefined, returnUrl = '/') {
    if (pmId) intent.payment_method = pmId;
    const card = CARDS[methods.get(intent.payment_method ?? '')?.number ?? ''] ?? {};
    if (intent.status === 'succeeded' || intent.status === 'requires_action') return intent;
    if (card.auth) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `/payment-double/authenticate/${intent.id}?return_url=${encodeURIComponent(returnUrl)}`,
          return_url: returnUrl,
        },
      };
    } else if (card.code) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: card.code,
        decline_code: card.decline_code,
        message: card.message!,
      };
    } else intent.status = 'succeeded';
    return intent;
  }

  /** Finishes (or fails) the authentication of a requires_action intent, as the double's page does. */
  function authenticate(id: string, ok = true) {
    const intent = intents.get(id)!;
    intent.next_action = null;
    if (ok) intent.status = 'succeeded';
    else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'Authentication failed.',
      };
    }
  }

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const stripeError = (code: string, message: string, status = 402) =>
    json({ error: { type: 'card_error', code, message } }, status);

  async function readBody(init: RequestInit | undefined): Promise<Record<string, unknown>> {
    const b = init?.body;
    if (typeof b === 'string') {
      try {
        return JSON.parse(b) as Record<string, unknown>;
      } catch {
        return Object.fromEntries(new URLSearchParams(b));
      }
    }
    if (b instanceof URLSearchParams) return Object.fromEntries(b);
    return {};
  }

  function doubleApi(
    method: string,
    path: string,
    url: URL,
    body: Record<string, unknown>,
    auth: string | null,
  ): Response {
    if (auth !== 'Bearer pk_test_payment_double_local')
      return json({ error: { type: 'invalid_request_error', message: 'Invalid API key' } }, 401);
    if (method === 'POST' && path === '/payment_methods') {
      const card = (body.card ?? {}) as Record<string, unknown>;
      const number = String(card.number ?? '');
      if (!/^\d{15,19}$/.test(number)) return stripeError('invalid_number', 'Your card number is invalid.');
      const id = `pm_${++seq}Fake`;
      methods.set(id, { id, number });
      return json({
        id,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year },
        billing_details: body.billing_details,
      });
    }
    const m = /^\/(payment_intents|setup_intents)\/([A-Za-z0-9_]+)(\/confirm)?$/.exec(path);
    const intent = m ? intents.get(m[2]!) : undefined;
    if (!m || !intent)
      return json(
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such intent' } },
        404,
      );
    const secret = m[3] ? body.client_secret : url.searchParams.get('client_secret');
    if (secret !== intent.client_secret)
      return json(
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such intent' } },
        404,
      );
    if (m[3]) confirm(intent, body.payment_method as string | undefined, body.return_url as string | undefined);
    return json(intent);
  }

  function shopAjax(endpoint: string, body: Record<string, unknown>): Response {
    const intent = intents.get(String(body.intent_id ?? body.wc_payment_intent_id ?? ''));
    switch (endpoint) {
      case 'wc_stripe_update_order_status':
      case 'wc_stripe_confirm_change_payment':
        if (state.orderStatus === 'error' || !intent || intent.status !== 'succeeded') {
          return json({ success: false, data: { error: { message: 'The payment could not be confirmed.' } } });
        }
        return json({
          success: true,
          data: { return_url: `/checkout/order-received/${String(body.order_id)}/?key=wc_order_fake` },
        });
      case 'wc_stripe_update_failed_order':
        return json({ success: true });
      case 'wc_stripe_update_payment_intent':
        return json(
          intent
            ? { result: 'success' }
            : { result: 'failure', messages: '<ul class="woocommerce-error"><li>No such payment.</li></ul>' },
        );
      case 'wc_stripe_create_payment_intent':
      case 'wc_stripe_init_setup_intent': {
        const created = createIntent(endpoint === 'wc_stripe_init_setup_intent' ? 'setup' : 'payment');
        return json({ success: true, data: { id: created.id, client_secret: created.client_secret } });
      }
      case 'wc_stripe_create_and_confirm_setup_intent': {
        const setup = createIntent('setup', 0);
        confirm(setup, String(body['wc-stripe-payment-method'] ?? ''), '/my-account/add-payment-method/');
        if (setup.status === 'requires_payment_method')
          return json({ success: false, data: { error: { message: setup.last_payment_error!.message } } });
        return json({
          success: true,
          data: {
            status: setup.status,
            client_secret: setup.client_secret,
            next_action: setup.next_action,
            payment_type: 'card',
            return_url: '/my-account/payment-methods/',
          },
        });
      }
      default:
        return json({ success: false, data: { error: { message: `Unknown endpoint ${endpoint}` } } }, 400);
    }
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost/',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = await readBody(init);
    const endpoint =
      url.searchParams.get('wc-ajax') ??
      (url.pathname.endsWith('admin-ajax.php') ? String(body.action ?? '') : undefined);
    const path = url.pathname.replace(/^\/payment-double\/v1/, '');
    calls.push({ method, path: url.pathname, endpoint, body });
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (state.failure === 'offline') throw new TypeError('Failed to fetch');
    if (state.failure === 'hang') {
      await new Promise<void>((resolve, reject) => {
        hung.push(resolve);
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    if (state.failure === 'server_error') return new Response('Internal error', { status: 500 });
    if (url.pathname.startsWith('/payment-double/v1/'))
      return doubleApi(method, path, url, body, new Headers(init?.headers).get('Authorization'));
    if (endpoint) return shopAjax(endpoint, body);
    return new Response('Not found', { status: 404 });
  };

  return {
    fetch,
    calls,
    intents,
    state,
    createIntent,
    authenticate,
    /** Lets every hanging call go on. */
    releaseHung: () => hung.splice(0).forEach((r) => r()),
    /** Calls to one wc-ajax endpoint / admin-ajax action. */
    callsTo: (endpoint: string) => calls.filter((c) => c.endpoint === endpoint),
  };
}

/** The fake backend's type. */
export type FakePaymentBackend = ReturnType<typeof createFakePaymentBackend>;

/** The double's publishable key the fake accepts. */
export const FAKE_DOUBLE_KEY = 'pk_test_payment_double_local';

/** Page settings (`wc_stripe_upe_params`) as the shop prints them for the checkout, for tests and stories. */
export function fakePaymentSettings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    key: FAKE_DOUBLE_KEY,
    apiVersion: '2024-06-20',
    locale: 'en-GB',
    provider: { kind: 'local-double', apiBase: '/payment-double/v1' },
    gatewayId: 'stripe',
    isCheckout: true,
    isOrderPay: false,
    isChangingPayment: false,
    isAddPaymentMethodPage: false,
    isPaymentNeeded: true,
    isLoggedIn: false,
    isSignupOnCheckoutAllowed: true,
    cartTotal: 1250,
    currency: 'gbp',
    paymentMethodsConfig: {
      card: {
        isReusable: true,
        title: 'Credit / Debit Card',
        supportsDeferredIntent: true,
        countries: [],
        showSaveOption: true,
      },
    },
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    createPaymentIntentNonce: 'n-cpi',
    updatePaymentIntentNonce: 'n-upi',
    createSetupIntentNonce: 'n-csi',
    createAndConfirmSetupIntentNonce: 'n-ccsi',
    updateFailedOrderNonce: 'n-ufo',
    saveAppearanceNonce: 'n-sa',
    updateOrderStatusNonce: 'n-uos',
    confirmChangePaymentNonce: 'n-ccp',
    genericErrorMessage:
      'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.',
    enabledBillingFields: [
      'billing_first_name',
      'billing_last_name',
      'billing_email',
      'billing_phone',
      'billing_country',
      'billing_address_1',
      'billing_city',
      'billing_postcode',
    ],
    orderId: '',
    orderReturnURL: '',
    addPaymentReturnURL: '/my-account/payment-methods/',
    ...overrides,
  };
}
