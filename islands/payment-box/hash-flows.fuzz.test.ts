/**
 * Fuzzing what the payment box does with a URL-hash payment flow (the parser itself is fuzzed in
 * @storefront/payments): structured `#wc-stripe-confirm-…`, `#confirm-…`, `#wc-stripe-voucher-…` and
 * `#wc-stripe-wallet-…` hashes with hostile URLs, nonces and types, and random text, run against a provider that
 * says yes (or no) to everything and a shop whose update_order_status answers any return URL. Whatever they hold:
 * nothing throws synchronously, the flow settles, and the page only ever goes to its own origin.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPaymentSettings, type PaymentClient } from '@storefront/payments';
import { fakePaymentSettings } from '@storefront/payments/testing';
import {
  PAYLOADS,
  flushGuard,
  fuzzParams,
  guardPage,
  hostileString,
  injectedMarkup,
  type PageGuard,
} from '@storefront/test-kit/fuzz';
import { startHashFlow } from '@storefront/payments/flows';
import { checkoutHtml } from './test-fixtures';

/** What the fake provider answers every call with. */
type Outcome = 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'error';

/** A provider client that answers every confirm / retrieve / next-action call with `outcome`. */
function yesClient(outcome: Outcome, paymentMethod: unknown): PaymentClient {
  const answer = async () => {
    if (outcome === 'error')
      return { error: { type: 'card_error', code: 'card_declined', message: `${PAYLOADS[0]} declined` } };
    const intent = { id: 'pi_123', object: 'payment_intent', status: outcome, payment_method: paymentMethod };
    return { paymentIntent: intent, setupIntent: { ...intent, id: 'seti_123', object: 'setup_intent' } };
  };
  return new Proxy({} as PaymentClient, {
    get: (_, name) => (typeof name === 'string' && /^(confirm|retrieve|handle)/.test(name) ? answer : undefined),
  });
}

const secret = fc
  .tuple(
    fc.constantFrom('pi', 'seti'),
    fc.stringMatching(/^[A-Za-z0-9]{1,8}$/),
    fc.stringMatching(/^[A-Za-z0-9]{1,8}$/),
  )
  .map(([p, a, b]) => `${p}_${a}_secret_${b}`);
const url = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  hostileString,
  fc.webUrl(),
  fc.constant('/checkout/order-received/42/?key=k'),
);
const encoded = (u: string) => fc.constantFrom(u, encodeURIComponent(u), encodeURIComponent(encodeURIComponent(u)));
// Mostly well-formed parts, so most hashes parse and the flows run to their redirects; sometimes hostile ones.
const wellFormedOr = (ok: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 4, arbitrary: ok }, { weight: 1, arbitrary: hostileString });
const orderId = wellFormedOr(fc.integer({ min: 1, max: 999 }).map(String));
const nonce = wellFormedOr(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/));
const hash = fc.oneof(
  { weight: 1, arbitrary: hostileString.map((h) => `#${h}`) },
  fc
    .tuple(fc.constantFrom('pi', 'si'), orderId, secret, nonce)
    .map(([t, o, s, n]) => `#wc-stripe-confirm-${t}:${o}:${s}:${n}`),
  fc
    .tuple(fc.constantFrom('pi', 'si'), secret, url)
    .chain(([t, s, u]) => encoded(u).map((e) => `#confirm-${t}-${s}:${e}`)),
  fc
    .tuple(orderId, fc.constantFrom('boleto', 'oxxo', 'multibanco', 'x', '__proto__', 'constructor'), secret, url)
    .chain(([o, t, s, u]) => encoded(u).map((e) => `#wc-stripe-voucher-${o}:${t}:${s}:${e}`)),
  fc
    .tuple(
      orderId,
      fc.constantFrom('cashapp', 'wechat_pay', 'toString', 'x'),
      fc.constantFrom('setup_intent', 'payment_intent'),
      secret,
      url,
      fc.stringMatching(/^[a-z0-9]{1,8}$/),
    )
    .chain(([o, t, k, s, u, n]) => encoded(u).map((e) => `#wc-stripe-wallet-${o}:${t}:${k}:${s}:${e}:${n}`)),
);

let guard: PageGuard;
let returnUrl: unknown;
beforeEach(() => {
  guard = guardPage();
  document.body.innerHTML = checkoutHtml();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const endpoint = new URL(String(input), location.href).searchParams.get('wc-ajax') ?? '';
      const body = endpoint.endsWith('update_order_status') ? { success: true, data: { return_url: returnUrl } } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  guard.restore();
  vi.unstubAllGlobals();
});

describe('payment hash flows fuzz', () => {
  it('any hash, provider answer and return URL: no throw, the flow settles, nothing leaves the origin', async () => {
    const outcome = fc.oneof(
      fc.constant<Outcome>('succeeded'),
      fc.constantFrom<Outcome>('processing', 'requires_action', 'requires_payment_method', 'error'),
    );
    const answer = fc.oneof(url, fc.constant(undefined), fc.integer());
    await fc.assert(
      fc.asyncProperty(
        hash,
        outcome,
        fc.oneof(fc.constant('pm_1'), hostileString, fc.record({ id: hostileString })),
        answer,
        fc.boolean(),
        async (h, out, pm, ret, orderPay) => {
          returnUrl = ret;
          history.replaceState(null, '', `/checkout/${orderPay ? 'order-pay/42/' : ''}`);
          const settings = readPaymentSettings(
            fakePaymentSettings({ isOrderPay: orderPay, orderId: orderPay ? '42' : '' }),
          );
          const form = document.querySelector('form')!;
          const running = startHashFlow(
            { settings, form, client: async () => yesClient(out, pm), setReturnUrl: () => undefined },
            h,
          );
          await running?.catch(() => undefined);
          flushGuard(guard);
          expect(guard.offOrigin).toEqual([]);
          expect(new URL(location.href).origin).toBe(location.origin);
          expect(injectedMarkup()).toEqual([]);
        },
      ),
      fuzzParams(150),
    );
  });

  it('sanity: a same-origin return URL is followed (the property above is not vacuous)', async () => {
    returnUrl = '/checkout/order-received/42/?key=k';
    const settings = readPaymentSettings(fakePaymentSettings());
    await startHashFlow(
      {
        settings,
        form: document.querySelector('form')!,
        client: async () => yesClient('succeeded', 'pm_1'),
        setReturnUrl: () => undefined,
      },
      '#wc-stripe-confirm-pi:42:pi_1_secret_2:n1',
    );
    expect(guard.navigations).toEqual([`navigate ${location.origin}/checkout/order-received/42/?key=k`]);
  });
});
