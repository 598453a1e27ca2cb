import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@storefront/page';
import { createFakePaymentBackend, fakePaymentSettings } from './testing/fake-backend';
import { startHashFlow } from './confirm-flows';
import { readPaymentSettings } from './settings';
import { orderReceivedFallback, safeReturnUrl } from './voucher-wallet-flows';
import { FLOW_MESSAGES, PROVIDER_MESSAGES } from './messages';
import type { PaymentClient } from './types';

const PI = 'pi_3Abc123_secret_XyZ789';
const SI = 'seti_1Def456_secret_Qwe321';
let navigated: string[];
let calls: Array<[string, string, unknown]>;

/** A provider client whose voucher and wallet confirms answer `status` (or `error`), recording each call. */
function client(answer: { status?: string; error?: object; lastError?: object } = { status: 'succeeded' }) {
  const confirm = (name: string) => async (secret: string, data: unknown) => {
    calls.push([name, secret, data]);
    if (answer.error) return { error: answer.error };
    const intent = { id: 'pi_1', status: answer.status, last_payment_error: answer.lastError ?? null };
    return name.endsWith('Setup') ? { setupIntent: intent } : { paymentIntent: intent };
  };
  const names = [
    'confirmBoletoPayment',
    'confirmMultibancoPayment',
    'confirmOxxoPayment',
    'confirmWechatPayPayment',
    'confirmCashappPayment',
    'confirmCashappSetup',
  ];
  return Object.fromEntries(names.map((n) => [n, confirm(n)])) as unknown as PaymentClient;
}

function run(hash: string, c = client(), overrides: Record<string, unknown> = {}) {
  const settings = readPaymentSettings(
    fakePaymentSettings({ orderReceivedURL: '/checkout/order-received/', ...overrides }),
  );
  return startHashFlow({ settings, form: null, client: async () => c, setReturnUrl: () => {} }, hash);
}

const origin = () => location.origin;
const enc = encodeURIComponent;

beforeEach(() => {
  vi.stubGlobal('fetch', createFakePaymentBackend().fetch);
  navigated = [];
  calls = [];
  navigateTo.impl = (href) => void navigated.push(href);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('return URLs', () => {
  it('are same-origin only and always carry utm_nooverride=1', () => {
    expect(safeReturnUrl('/checkout/order-received/7/?key=k', origin())).toBe(
      `${origin()}/checkout/order-received/7/?key=k&utm_nooverride=1`,
    );
    expect(safeReturnUrl('/x?utm_nooverride=1', origin())).toBe(`${origin()}/x?utm_nooverride=1`);
    for (const bad of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '']) {
      expect(safeReturnUrl(bad, origin())).toBeNull();
    }
  });

  it('the fallback is the order-received base plus the order id (a base without its slash too)', () => {
    const want = `${origin()}/checkout/order-received/42/?utm_nooverride=1`;
    expect(orderReceivedFallback('/checkout/order-received/', '42', origin())).toBe(want);
    expect(orderReceivedFallback('/checkout/order-received', '42', origin())).toBe(want);
    expect(orderReceivedFallback('', '42', origin())).toBeNull();
    expect(orderReceivedFallback('https://evil.example/order-received/', '42', origin())).toBeNull();
  });
});

describe.each([
  ['boleto', 'confirmBoletoPayment'],
  ['multibanco', 'confirmMultibancoPayment'],
  ['oxxo', 'confirmOxxoPayment'],
])('voucher %s', (type, call) => {
  it('confirms with the provider, then goes to the redirect URL with utm_nooverride', async () => {
    await run(`#wc-stripe-voucher-42:${type}:${PI}:${enc('/checkout/order-received/42/?key=k')}`);
    expect(calls).toEqual([[call, PI, {}]]);
    expect(navigated).toEqual([`${origin()}/checkout/order-received/42/?key=k&utm_nooverride=1`]);
  });

  it('without a redirect URL goes to the fallback; without a base either, the spec message and no provider call', async () => {
    await run(`#wc-stripe-voucher-42:${type}:${PI}:`);
    expect(navigated).toEqual([`${origin()}/checkout/order-received/42/?utm_nooverride=1`]);
    calls = [];
    await expect(run(`#wc-stripe-voucher-42:${type}:${PI}:`, client(), { orderReceivedURL: '' })).rejects.toThrow(
      FLOW_MESSAGES.voucherNoRedirect,
    );
    expect(calls).toEqual([]);
  });

  it('a cross-origin redirect URL is not followed: the fallback is', async () => {
    await run(`#wc-stripe-voucher-42:${type}:${PI}:${enc('https://evil.example/x')}`);
    expect(navigated).toEqual([`${origin()}/checkout/order-received/42/?utm_nooverride=1`]);
  });

  it('a provider error is thrown and nothing is followed', async () => {
    const error = { type: 'invalid_request_error', code: 'amount_too_small', message: 'too small' };
    await expect(run(`#wc-stripe-voucher-42:${type}:${PI}:`, client({ error }))).rejects.toEqual(error);
    expect(navigated).toEqual([]);
  });
});

describe('wallets', () => {
  const ret = (path = '/checkout/order-received/9/?key=k') => enc(path);

  it.each([
    ['wechat_pay', 'payment_intent', PI, 'confirmWechatPayPayment'],
    ['cashapp', 'payment_intent', PI, 'confirmCashappPayment'],
    ['cashapp', 'setup_intent', SI, 'confirmCashappSetup'],
  ])('%s %s: the checked return URL goes to the provider; succeeded → there', async (type, kind, secret, call) => {
    await run(`#wc-stripe-wallet-9:${type}:${kind}:${secret}:${ret()}:n0nce`);
    const back = `${origin()}/checkout/order-received/9/?key=k&utm_nooverride=1`;
    expect(calls).toEqual([[call, secret, { return_url: back }]]);
    expect(navigated).toEqual([back]);
  });

  it('a return URL of another origin never reaches the provider', async () => {
    await expect(
      run(`#wc-stripe-wallet-9:cashapp:payment_intent:${PI}:${ret('https://evil.example/')}:n`),
    ).rejects.toThrow(FLOW_MESSAGES.generic);
    expect(calls).toEqual([]);
  });

  it('still waiting (requires_action, or an incomplete cash app setup) ends the flow without leaving', async () => {
    for (const status of ['requires_action', 'incomplete']) {
      await expect(
        run(`#wc-stripe-wallet-9:cashapp:setup_intent:${SI}:${ret()}:n`, client({ status })),
      ).resolves.toBeUndefined();
    }
    expect(navigated).toEqual([]);
  });

  it('a declined wallet throws its error', async () => {
    const lastError = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'no' };
    await expect(
      run(
        `#wc-stripe-wallet-9:cashapp:payment_intent:${PI}:${ret()}:n`,
        client({ status: 'requires_payment_method', lastError }),
      ),
    ).rejects.toEqual(lastError);
    expect(navigated).toEqual([]);
  });

  it('an unknown wallet type shows the configured invalid_wallet_type message', async () => {
    await expect(run(`#wc-stripe-wallet-9:paypal:payment_intent:${PI}:${ret()}:n`)).rejects.toThrow(
      PROVIDER_MESSAGES.invalid_wallet_type,
    );
    const configured = 'Configured: wrong wallet.';
    await expect(
      run(`#wc-stripe-wallet-9:paypal:payment_intent:${PI}:${ret()}:n`, client(), {
        messages: { invalid_wallet_type: configured },
      }),
    ).rejects.toThrow(configured);
    expect(calls).toEqual([]);
  });
});

describe('order-pay', () => {
  it('ignores voucher and wallet hashes of another order', () => {
    const pay = { isOrderPay: true, orderId: '41' };
    expect(run(`#wc-stripe-voucher-42:boleto:${PI}:`, client(), pay)).toBeNull();
    expect(run(`#wc-stripe-wallet-42:cashapp:payment_intent:${PI}:x:n`, client(), pay)).toBeNull();
    expect(calls).toEqual([]);
  });

  it("runs its own order's", async () => {
    await run(`#wc-stripe-voucher-41:oxxo:${PI}:`, client(), { isOrderPay: true, orderId: '41' });
    expect(navigated).toEqual([`${origin()}/checkout/order-received/41/?utm_nooverride=1`]);
  });
});
