import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../../test/helpers';
import { PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../config';
import { checkCard, isCardError } from './cards';
import { createIntent } from './engine';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const API = '/payment-double/v1';
const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };
type Json = Record<string, any>;

async function call(
  c: Client,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = AUTH,
): Promise<{ status: number; json: Json }> {
  const res = await c.request(API + path, {
    method,
    headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' });
const billing = {
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '0117 496 0000',
  address: {
    city: 'Bristol',
    country: 'GB',
    line1: '12 Harbour Street',
    line2: null,
    postal_code: 'BS1 4DJ',
    state: '',
  },
};

async function paymentMethod(c: Client, number: string): Promise<string> {
  const r = await call(c, 'POST', '/payment_methods', { type: 'card', card: card(number), billing_details: billing });
  expect(r.status).toBe(200);
  return r.json.id as string;
}

async function newIntent(kind: 'payment' | 'setup' = 'payment', amount = 2500) {
  return createIntent(shop.db, { kind, amount, currency: 'GBP' });
}

describe('payment methods', () => {
  it('creates a card payment method in the provider shape, storing no card number', async () => {
    const c = new Client(shop.app);
    const r = await call(c, 'POST', '/payment_methods', {
      type: 'card',
      card: card('4242 4242 4242 4242'),
      billing_details: billing,
    });
    expect(r.status).toBe(200);
    expect(r.json.id).toMatch(/^pm_[0-9a-f]{24}$/);
    expect(r.json).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12 },
    });
    expect(r.json.billing_details).toMatchObject({
      name: 'Sam Taylor',
      email: 'sam@example.com',
      address: { postal_code: 'BS1 4DJ', line2: null },
    });
    const stored = await shop.db.query('select * from payment_methods where id = $1', [r.json.id]);
    expect(JSON.stringify(stored.rows)).not.toContain('4242424242424242');
    // Ids are random.
    expect(await paymentMethod(c, '4242424242424242')).not.toBe(r.json.id);
  });

  it('refuses a missing or wrong publishable key with the provider error shape', async () => {
    const c = new Client(shop.app);
    for (const headers of [{}, { Authorization: 'Bearer pk_wrong' }] as Array<Record<string, string>>) {
      const r = await call(c, 'POST', '/payment_methods', { type: 'card', card: card('4242424242424242') }, headers);
      expect(r.status).toBe(401);
      expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code: 'api_key_invalid' });
    }
  });

  it('answers card errors for bad numbers, expiry and CVC (402, card_error with code and param)', async () => {
    const c = new Client(shop.app);
    const cases: Array<[Json, string, string]> = [
      [card('4242424242424241'), 'incorrect_number', 'number'],
      [card('42424242'), 'incomplete_number', 'number'],
      [{ ...card('4242424242424242'), exp_month: 13 }, 'invalid_expiry_month', 'exp_month'],
      [{ ...card('4242424242424242'), exp_year: 2001 }, 'invalid_expiry_year_past', 'exp_year'],
      [{ ...card('4242424242424242'), cvc: '1' }, 'invalid_cvc', 'cvc'],
    ];
    for (const [input, code, param] of cases) {
      const r = await call(c, 'POST', '/payment_methods', { type: 'card', card: input });
      expect(r.status, code).toBe(402);
      expect(r.json.error).toMatchObject({ type: 'card_error', code, param });
    }
    const notTest = await call(c, 'POST', '/payment_methods', { type: 'card', card: card('4111111111111111') });
    expect(notTest.json.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await call(c, 'POST', '/payment_methods', { type: 'sepa_debit' })).status).toBe(400);
  });

  it('treats two-digit years as 20xx', () => {
    const year = (new Date().getFullYear() + 1) % 100;
    const r = checkCard({ number: '4242424242424242', exp_month: 1, exp_year: year, cvc: '999' });
    expect(isCardError(r) ? r.code : r.exp_year).toBe(2000 + year);
  });
});

describe('intents and the test cards', () => {
  const outcomes: Array<[string, string, Json | null]> = [
    ['4242424242424242', 'succeeded', null],
    ['4000000000000002', 'requires_payment_method', { code: 'card_declined', decline_code: 'generic_decline' }],
    ['4000000000009995', 'requires_payment_method', { code: 'card_declined', decline_code: 'insufficient_funds' }],
    ['4000000000000069', 'requires_payment_method', { code: 'expired_card' }],
    ['4000000000000127', 'requires_payment_method', { code: 'incorrect_cvc' }],
    ['4000000000000119', 'requires_payment_method', { code: 'processing_error' }],
    ['4000002500003155', 'requires_action', null],
    ['4000002760003184', 'requires_action', null],
  ];
  for (const [number, status, error] of outcomes) {
    it(`confirming with ${number} → ${status}`, async () => {
      const c = new Client(shop.app);
      const pm = await paymentMethod(c, number);
      const intent = await newIntent();
      expect(intent.id).toMatch(/^pi_[0-9a-f]{24}$/);
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{24}$`));
      const r = await call(c, 'POST', `/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret,
        payment_method: pm,
        return_url: '/checkout/#x',
      });
      if (error) {
        expect(r.status).toBe(402);
        expect(r.json.error).toMatchObject({ type: 'card_error', ...error });
        expect(r.json.error.payment_intent).toMatchObject({ id: intent.id, status, last_payment_error: error });
      } else {
        expect(r.status).toBe(200);
        expect(r.json).toMatchObject({
          id: intent.id,
          object: 'payment_intent',
          status,
          amount: 2500,
          currency: 'gbp',
          client_secret: intent.client_secret,
        });
      }
      const got = await call(c, 'GET', `/payment_intents/${intent.id}?client_secret=${intent.client_secret}`);
      expect(got.json.status).toBe(status);
      if (status === 'requires_action') {
        expect(got.json.next_action.type).toBe('redirect_to_url');
        expect(got.json.next_action.redirect_to_url.url).toMatch(
          new RegExp(`^/payment-double/authenticate/${intent.id}\\?token=[0-9a-f]+&return_url=%2Fcheckout%2F%23x$`),
        );
        expect(got.json.next_action.redirect_to_url.return_url).toBe('/checkout/#x');
      } else {
        expect(got.json.next_action).toBeNull();
      }
    });
  }

  it('needs the client secret to read or confirm an intent, and keeps kinds apart', async () => {
    const c = new Client(shop.app);
    const intent = await newIntent();
    expect((await call(c, 'GET', `/payment_intents/${intent.id}?client_secret=${intent.id}_secret_nope`)).status).toBe(
      400,
    );
    expect((await call(c, 'GET', `/payment_intents/${intent.id}`)).status).toBe(400);
    expect((await call(c, 'GET', `/setup_intents/${intent.id}?client_secret=${intent.client_secret}`)).status).toBe(
      404,
    );
    expect((await call(c, 'GET', `/payment_intents/pi_unknown?client_secret=x`)).json.error.code).toBe(
      'resource_missing',
    );
    const pm = await paymentMethod(c, '4242424242424242');
    expect(
      (await call(c, 'POST', `/payment_intents/${intent.id}/confirm`, { client_secret: 'wrong', payment_method: pm }))
        .status,
    ).toBe(400);
    expect(
      (await call(c, 'GET', `/payment_intents/${intent.id}?client_secret=${intent.client_secret}`)).json.status,
    ).toBe('requires_payment_method');
  });

  it('a succeeded intent cannot be confirmed again, and a spent payment method cannot pay twice', async () => {
    const c = new Client(shop.app);
    const pm = await paymentMethod(c, '4242424242424242');
    const intent = await newIntent();
    const body = { client_secret: intent.client_secret, payment_method: pm };
    const [a, b] = await Promise.all([
      call(c, 'POST', `/payment_intents/${intent.id}/confirm`, body),
      call(c, 'POST', `/payment_intents/${intent.id}/confirm`, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const refused = [a, b].find((x) => x.status === 400)!.json.error;
    expect(refused.code).toBe('payment_intent_unexpected_state');
    expect(refused.payment_intent).toMatchObject({ id: intent.id, status: 'succeeded' });
    const other = await newIntent();
    const again = await call(c, 'POST', `/payment_intents/${other.id}/confirm`, {
      client_secret: other.client_secret,
      payment_method: pm,
    });
    expect(again.json.error.code).toBe('payment_method_unexpected_state');
  });

  it('setup intents use seti_ ids and the setup_intent shape', async () => {
    const c = new Client(shop.app);
    const intent = await newIntent('setup', 0);
    expect(intent.id).toMatch(/^seti_[0-9a-f]{24}$/);
    const declined = await call(c, 'POST', `/setup_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: await paymentMethod(c, '4000000000000002'),
    });
    expect(declined.status).toBe(402);
    expect(declined.json.error.setup_intent).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      last_setup_error: { code: 'card_declined' },
    });
    const ok = await call(c, 'POST', `/setup_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: await paymentMethod(c, '4242424242424242'),
    });
    expect(ok.json).toMatchObject({ object: 'setup_intent', status: 'succeeded', usage: 'off_session' });
  });

  it('is off when PAYMENT_PROVIDER is stripe', async () => {
    vi.stubEnv('PAYMENT_PROVIDER', 'stripe');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_live_example');
    const r = await call(new Client(shop.app), 'POST', '/payment_methods', {
      type: 'card',
      card: card('4242424242424242'),
    });
    expect(r.status).toBe(404);
    expect(r.json.error.code).toBe('payment_double_disabled');
  });
});

describe('authentication page', () => {
  async function waiting(c: Client, returnUrl: string) {
    const pm = await paymentMethod(c, '4000002760003184');
    const intent = await newIntent();
    const r = await call(c, 'POST', `/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: pm,
      return_url: returnUrl,
    });
    const url = r.json.next_action.redirect_to_url.url as string;
    // The form's CSRF token for this browser (posts below send it, as the page's form does).
    csrfs.set(
      url.split('?')[0]!,
      parseHtml(await c.text(url)).querySelector<HTMLInputElement>('input[name=csrf]')!.value,
    );
    return { intent, url };
  }
  const csrfs = new Map<string, string>();
  const post = (c: Client, url: string, fields: Record<string, string>) =>
    c.postForm(url.split('?')[0]!, { csrf: csrfs.get(url.split('?')[0]!) ?? '', ...fields });

  it('is titled, offers both outcomes, and completing marks the intent succeeded then returns', async () => {
    const c = new Client(shop.app);
    const { intent, url } = await waiting(c, '/checkout/#wc-stripe-confirm-pi:1:s:n');
    const res = await c.request(url);
    expect(res.status).toBe(200);
    const doc = parseHtml(await res.text());
    expect(doc.title).toBe('Payment double — authentication');
    expect(doc.querySelector('h1')?.textContent).toBe('Payment double — authentication');
    expect(doc.documentElement.getAttribute('lang')).toBe('en-GB');
    const buttons = [...doc.querySelectorAll('form button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Complete authentication', 'Fail authentication']);
    const token = doc.querySelector<HTMLInputElement>('input[name=token]')!.value;
    const returnUrl = doc.querySelector<HTMLInputElement>('input[name=return_url]')!.value;
    const done = await post(c, url, { token, return_url: returnUrl, outcome: 'complete' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/checkout/#wc-stripe-confirm-pi:1:s:n');
    expect(
      (await call(c, 'GET', `/payment_intents/${intent.id}?client_secret=${intent.client_secret}`)).json.status,
    ).toBe('succeeded');
    // Answered: the link is gone, and posting again changes nothing.
    expect((await c.request(url)).status).toBe(410);
    await post(c, url, { token, return_url: returnUrl, outcome: 'fail' });
    expect(
      (await call(c, 'GET', `/payment_intents/${intent.id}?client_secret=${intent.client_secret}`)).json.status,
    ).toBe('succeeded');
  });

  it('failing puts the intent back to requires_payment_method with payment_intent_authentication_failure', async () => {
    const c = new Client(shop.app);
    const { intent, url } = await waiting(c, '/checkout/');
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    await post(c, url, { token, return_url: '/checkout/', outcome: 'fail' });
    const got = await call(c, 'GET', `/payment_intents/${intent.id}?client_secret=${intent.client_secret}`);
    expect(got.json).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('a wrong token changes nothing', async () => {
    const c = new Client(shop.app);
    const { intent, url } = await waiting(c, '/checkout/');
    expect((await c.request(url.replace(/token=[0-9a-f]+/, 'token=bad'))).status).toBe(410);
    await post(c, url, { token: 'bad', return_url: '/checkout/', outcome: 'complete' });
    expect(
      (await call(c, 'GET', `/payment_intents/${intent.id}?client_secret=${intent.client_secret}`)).json.status,
    ).toBe('requires_action');
  });

  it('never redirects to another origin', async () => {
    for (const evil of [
      'https://evil.example/steal',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://localhost:9/other-port',
    ]) {
      const c = new Client(shop.app);
      // The double refuses such a return URL when confirming (double-security.test.ts); a crafted link can still carry one.
      const { url: real } = await waiting(c, '/checkout/');
      const url = real.replace(/return_url=[^&]*/, `return_url=${encodeURIComponent(evil)}`);
      const doc = parseHtml(await c.text(url));
      expect(doc.querySelector<HTMLInputElement>('input[name=return_url]')!.value).toBe('');
      const token = new URL(url, 'http://x').searchParams.get('token')!;
      const res = await post(c, url, { token, return_url: evil, outcome: 'complete' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
  });
});
