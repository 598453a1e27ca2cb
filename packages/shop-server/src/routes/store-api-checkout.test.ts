import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELD_NAMES } from '@storefront/attribution';
import { getOrder } from '../domain/orders';
import { CARDS, createPm } from '../payments/payment-double/test-helpers';
import { checkoutWithBasket, pageGlobals } from '../test/checkout-helpers';
import { Client, closeParsers, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

type Json = Record<string, any>;

const address = {
  first_name: 'Wallet',
  last_name: 'Shopper',
  company: '',
  address_1: '1 Test Street',
  address_2: '',
  city: 'London',
  state: '',
  postcode: 'SW1A 1AA',
  country: 'GB',
};

/** A client with a basket, its Store API nonce and the express checkout nonce. */
async function express(): Promise<{ c: Client; headers: Record<string, string> }> {
  const c = new Client(shop.app);
  const { doc } = await checkoutWithBasket(c);
  const params = pageGlobals(doc).wc_stripe_express_checkout_params as Json;
  return {
    c,
    headers: {
      Nonce: await c.storeNonce(),
      'X-WCSTRIPE-EXPRESS-CHECKOUT': 'true',
      'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE': params.nonce.wc_store_api_express_checkout,
    },
  };
}

const body = (pm: string, note = '') => ({
  billing_address: { ...address, email: 'wallet@example.com', phone: '+441632960000' },
  shipping_address: address,
  customer_note: note,
  payment_method: 'stripe',
  payment_data: [
    { key: 'wc-stripe-payment-method', value: pm },
    { key: 'express_payment_type', value: 'double_wallet' },
  ],
});

const post = async (c: Client, b: unknown, headers: Record<string, string>) => {
  const res = await c.postJson('/wp-json/wc/store/v1/checkout', b, headers);
  return { status: res.status, json: (await res.json()) as Json };
};

describe('POST /wc/store/v1/checkout (express)', () => {
  it('refuses a missing or wrong express header or nonce, and changes nothing', async () => {
    const { c, headers } = await express();
    const pm = await createPm(c, CARDS.success);
    for (const bad of <Record<string, string>[]>[
      { ...headers, 'X-WCSTRIPE-EXPRESS-CHECKOUT': '' },
      { ...headers, 'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE': '0000000000' },
      { Nonce: headers.Nonce!, 'X-WCSTRIPE-EXPRESS-CHECKOUT': 'true' },
      { ...headers, Nonce: '0000000000' },
    ]) {
      const r = await post(c, body(pm), bad);
      expect(r.status).toBe(403);
    }
    expect((await c.storeCart()).items_count).toBe(2);
  });

  it('creates the order, paid by the success card, with the customer note; the basket is emptied', async () => {
    const { c, headers } = await express();
    const pm = await createPm(c, CARDS.success);
    const r = await post(c, body(pm, 'Leave by the door'), headers);
    expect(r.status).toBe(200);
    expect(r.json.payment_result.payment_status).toBe('success');
    expect(r.json.payment_result.redirect_url).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
    const order = await shop.db.query<{ status: string; customer_note: string; payment_method: string }>(
      'select status, customer_note, payment_method from orders where id = $1',
      [r.json.order_id],
    );
    expect(order.rows[0]).toMatchObject({ customer_note: 'Leave by the door', payment_method: 'stripe' });
    expect(order.rows[0]!.status).not.toBe('pending');
    expect((await c.storeCart()).items_count).toBe(0);
  });

  it("stores the order attribution of the extension data like the classic checkout's fields", async () => {
    const { c, headers } = await express();
    const sent = Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((f) => [f, '']));
    Object.assign(sent, { source_type: 'utm', utm_source: 'news', session_pages: '3', user_agent: 'x'.repeat(600) });
    const extensions = {
      'woocommerce/order-attribution': { ...sent, unknown_field: 'dropped', utm_medium: 7 },
      'other/extension': { a: 1 },
    };
    const r = await post(c, { ...body(await createPm(c, CARDS.success)), extensions }, headers);
    expect(r.status).toBe(200);
    const { utm_medium: _dropped, ...kept } = sent;
    expect((await getOrder(shop.db, r.json.order_id))!.attribution).toEqual({
      ...kept,
      user_agent: 'x'.repeat(500),
    });
  });

  it('tracking not allowed (all null) stores empty values; no extension data stores none', async () => {
    const { c, headers } = await express();
    const nulls = Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((f) => [f, null]));
    const extensions = { 'woocommerce/order-attribution': nulls };
    const r = await post(c, { ...body(await createPm(c, CARDS.success)), extensions }, headers);
    expect((await getOrder(shop.db, r.json.order_id))!.attribution).toEqual(
      Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((f) => [f, ''])),
    );
    const second = await express();
    const plain = await post(second.c, body(await createPm(second.c, CARDS.success)), second.headers);
    expect((await getOrder(shop.db, plain.json.order_id))!.attribution).toEqual({});
  });

  it('a declined card answers 400 with the catalogue message and keeps the basket', async () => {
    const { c, headers } = await express();
    const pm = await createPm(c, CARDS.declined);
    const r = await post(c, body(pm), headers);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('woocommerce_rest_checkout_process_payment_error');
    expect(r.json.message).toBe('The card was declined.');
    expect((await c.storeCart()).items_count).toBe(2);
  });
});
