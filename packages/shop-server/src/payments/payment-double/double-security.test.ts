/**
 * Issue #10, findings 3 and 12 (payment double): the authentication form carries a CSRF token tied to the intent and
 * the visitor's session; a confirm call's return_url is checked before anything is confirmed; a payment method read
 * with the publishable key shows no billing details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../../test/helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../config';
import { createIntent } from './engine';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

type Json = Record<string, any>;
const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };

async function call(c: Client, method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await c.request(`http://shop.test${PAYMENT_DOUBLE_API_BASE}${path}`, {
    method,
    headers: { ...AUTH, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

const billing = {
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '0117 496 0000',
  address: { city: 'Bristol', country: 'GB', line1: '12 Harbour Street', postal_code: 'BS1 4DJ' },
};

async function paymentMethod(c: Client, number: string): Promise<string> {
  const r = await call(c, 'POST', '/payment_methods', {
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
    billing_details: billing,
  });
  return r.json.id as string;
}

/** An intent waiting for authentication, and its authentication page as `c` sees it. */
async function waiting(
  c: Client,
): Promise<{ id: string; secret: string; url: string; fields: Record<string, string> }> {
  const intent = await createIntent(shop.db, { kind: 'payment', amount: 2500, currency: 'GBP' });
  const r = await call(c, 'POST', `/payment_intents/${intent.id}/confirm`, {
    client_secret: intent.client_secret,
    payment_method: await paymentMethod(c, '4000002760003184'),
    return_url: '/checkout/#x',
  });
  const url = r.json.next_action.redirect_to_url.url as string;
  const doc = parseHtml(await c.text(`http://shop.test${url}`));
  const fields = Object.fromEntries(
    [...doc.querySelectorAll<HTMLInputElement>('form input[type=hidden]')].map((i) => [i.name, i.value]),
  );
  return {
    id: intent.id,
    secret: intent.client_secret,
    url: doc.querySelector('form')!.getAttribute('action')!,
    fields,
  };
}

const statusOf = async (c: Client, id: string, secret: string): Promise<string> =>
  (await call(c, 'GET', `/payment_intents/${id}?client_secret=${secret}`)).json.status as string;

describe('authentication form CSRF token', () => {
  it('prints a token tied to the intent and the session', async () => {
    const c = new Client(shop.app);
    const a = await waiting(c);
    const b = await waiting(c);
    expect(a.fields.csrf).toMatch(/^[0-9a-f]{10}$/);
    expect(b.fields.csrf).not.toBe(a.fields.csrf);
    const other = new Client(shop.app);
    const seenByOther = parseHtml(
      await other.text(`http://shop.test${a.url}?token=${a.fields.token}`),
    ).querySelector<HTMLInputElement>('input[name=csrf]')!.value;
    expect(seenByOther).not.toBe(a.fields.csrf);
  });

  it('a POST without the token, with another intent’s, or from another session changes nothing', async () => {
    const c = new Client(shop.app);
    const a = await waiting(c);
    const b = await waiting(c);
    const attacker = new Client(shop.app);
    const attempts: Array<[Client, Record<string, string>]> = [
      [c, { token: a.fields.token!, return_url: '/checkout/', outcome: 'complete' }],
      [c, { ...a.fields, csrf: b.fields.csrf!, outcome: 'complete' }],
      [c, { ...a.fields, csrf: '0000000000', outcome: 'complete' }],
      [attacker, { ...a.fields, outcome: 'complete' }],
    ];
    for (const [client, fields] of attempts) {
      const res = await client.postForm(`http://shop.test${a.url}`, fields);
      expect(res.status).toBe(403);
      expect(await statusOf(c, a.id, a.secret)).toBe('requires_action');
    }
    const ok = await c.postForm(`http://shop.test${a.url}`, { ...a.fields, outcome: 'complete' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/checkout/#x');
    expect(await statusOf(c, a.id, a.secret)).toBe('succeeded');
  });
});

describe('confirm return_url', () => {
  it('is checked before the intent is confirmed: another origin is refused and nothing changes', async () => {
    const c = new Client(shop.app);
    for (const back of [
      'https://evil.example/x',
      '//evil.example/x',
      '/.//evil.com/x',
      'javascript:alert(1)',
      '/\t/evil.com',
      'http://shop.test.evil.example/',
    ]) {
      const intent = await createIntent(shop.db, { kind: 'payment', amount: 2500, currency: 'GBP' });
      const pm = await paymentMethod(c, '4242424242424242');
      const r = await call(c, 'POST', `/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret,
        payment_method: pm,
        return_url: back,
      });
      expect(r.status, back).toBe(400);
      expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code: 'url_invalid', param: 'return_url' });
      expect(await statusOf(c, intent.id, intent.client_secret)).toBe('requires_payment_method');
      // The payment method was not spent either.
      const again = await call(c, 'POST', `/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret,
        payment_method: pm,
        return_url: '/checkout/',
      });
      expect(again.json.status).toBe('succeeded');
    }
  });

  it('accepts same-origin paths and absolute URLs of the shop', async () => {
    const c = new Client(shop.app);
    for (const back of ['/checkout/#wc-stripe-confirm-pi:1:s:n', 'http://shop.test/checkout/']) {
      const intent = await createIntent(shop.db, { kind: 'payment', amount: 2500, currency: 'GBP' });
      const r = await call(c, 'POST', `/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret,
        payment_method: await paymentMethod(c, '4000002760003184'),
        return_url: back,
      });
      expect(r.status).toBe(200);
      expect(r.json.next_action.redirect_to_url.return_url).toBe(back);
    }
  });
});

describe('GET /payment_methods/:id with the publishable key', () => {
  it('answers the card summary without billing details', async () => {
    const c = new Client(shop.app);
    const id = await paymentMethod(c, '4242424242424242');
    const r = await new Client(shop.app).request(`${PAYMENT_DOUBLE_API_BASE}/payment_methods/${id}`, { headers: AUTH });
    const json = (await r.json()) as Json;
    expect(json).toMatchObject({ id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(json)).not.toMatch(/Sam Taylor|sam@example\.com|0117|Harbour|BS1 4DJ|Bristol/);
    expect(json.billing_details).toEqual({
      name: null,
      email: null,
      phone: null,
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
    });
  });
});
