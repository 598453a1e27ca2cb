import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELD_NAMES } from '@storefront/attribution';
import { getOrder } from '../domain/orders';
import { pageGlobals } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

type Json = Record<string, any>;
const API = '/wp-json/wc/store/v1/';

const gb = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  address_1: '1 Test Street',
  address_2: '',
  city: 'London',
  state: '',
  postcode: 'sw1a1aa',
  country: 'GB',
};
const billing = { ...gb, email: 'ada@example.com', phone: '+441632960000' };

/** A client with a basket (`quantity` greeting cards at £3.50, £3 from ten) and its Store API nonce. */
async function shopper(quantity = 2): Promise<{ c: Client; nonce: string }> {
  const c = new Client(shop.app);
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity });
  return { c, nonce: await c.storeNonce() };
}

const post = async (c: Client, path: string, b: unknown, headers: Record<string, string>) => {
  const res = await c.postJson(API + path, b, headers);
  return { status: res.status, json: (await res.json()) as Json, headers: res.headers };
};

describe('GET /checkout-block/', () => {
  it("prints the Checkout block's wrapper and WooCommerce's block settings", async () => {
    const { c } = await shopper();
    const doc = parseHtml(await c.text('/checkout-block/'));
    const block = doc.querySelector('div.wp-block-woocommerce-checkout.wc-block-checkout')!;
    expect(block).not.toBeNull();
    expect(block.getAttribute('data-show-order-notes')).toBe('true');
    expect(block.querySelector('.wp-block-woocommerce-checkout-fields-block')).not.toBeNull();
    expect(block.querySelector('.wp-block-woocommerce-checkout-totals-block')).not.toBeNull();
    const g = pageGlobals(doc);
    expect(g.wcBlocksMiddlewareConfig!.storeApiNonce).toMatch(/^[0-9a-f]{10}$/);
    const s = g.wcSettings as Json;
    expect(s.currency).toMatchObject({ code: 'GBP', precision: 2, symbol: '£' });
    expect(s.countries.GB).toBe('United Kingdom');
    expect(s.countryLocale.IE.postcode.label).toBe('Eircode');
    expect(Object.keys(s.allowedStates.US)).toContain('CA');
    expect(s.storePages.terms.permalink).toBe('/terms/');
    expect(s.paymentMethodSortOrder).toEqual(['cod', 'bacs', 'cheque', 'stripe']);
    expect(s.paymentMethodData.cheque).toMatchObject({ placeOrderButtonLabel: 'Pay by cheque', countries: ['GB'] });
  });

  it('shows the empty-basket message without the block when the basket is empty', async () => {
    const doc = parseHtml(await new Client(shop.app).text('/checkout-block/'));
    expect(doc.querySelector('.wp-block-woocommerce-checkout')).toBeNull();
    expect(doc.querySelector('.cart-empty')).not.toBeNull();
  });
});

describe('Store API Cart-Token', () => {
  it("answers the session's Cart-Token and refuses another one, changing nothing", async () => {
    const a = await shopper();
    const b = await shopper();
    const res = await a.c.request(API + 'cart');
    const token = res.headers.get('Cart-Token')!;
    expect(token).toMatch(/^[0-9a-f]{10}$/);
    expect((await b.c.request(API + 'cart', { headers: { 'Cart-Token': token } })).status).toBe(403);
    const r = await post(
      b.c,
      'cart/update-customer',
      { shipping_address: { ...gb, country: 'IE' } },
      {
        Nonce: b.nonce,
        'Cart-Token': token,
      },
    );
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('woocommerce_rest_invalid_cart_token');
    expect(((await b.c.storeCart()) as Json).shipping_address.country).toBe('GB');
    const ok = await post(
      a.c,
      'cart/update-customer',
      { shipping_address: gb },
      { Nonce: a.nonce, 'Cart-Token': token },
    );
    expect(ok.status).toBe(200);
  });
});

describe('POST cart/update-customer', () => {
  it('needs the nonce', async () => {
    const { c } = await shopper();
    expect((await post(c, 'cart/update-customer', { shipping_address: gb }, {})).status).toBe(401);
    expect((await post(c, 'cart/update-customer', { shipping_address: gb }, { Nonce: '0000000000' })).status).toBe(403);
  });

  it('stores the addresses, prices shipping for them and answers the cart', async () => {
    const { c, nonce } = await shopper();
    const r = await post(
      c,
      'cart/update-customer',
      { billing_address: billing, shipping_address: { ...gb, country: 'IE', postcode: 'D02 X285', state: 'D' } },
      { Nonce: nonce },
    );
    expect(r.status).toBe(200);
    expect(r.json.shipping_address).toMatchObject({ country: 'IE', city: 'London', postcode: 'D02 X285' });
    expect(r.json.billing_address).toMatchObject({ email: 'ada@example.com', postcode: 'SW1A 1AA' });
    expect(r.json.shipping_rates[0].shipping_rates.map((x: Json) => x.rate_id)).toEqual(['flat_rate:3']);
    expect(r.json.totals.total_shipping).toBe('1200');
  });

  it('refuses a malformed filled-in field with its message under the field, storing nothing; empty fields pass', async () => {
    const { c, nonce } = await shopper();
    const bad = await post(
      c,
      'cart/update-customer',
      { shipping_address: { ...gb, postcode: 'NOPE', city: '' } },
      { Nonce: nonce },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('rest_invalid_param');
    expect(bad.json.data.details.shipping_address.data.fields).toEqual({
      postcode: 'Shipping Postcode is not a valid postcode / ZIP.',
    });
    expect(((await c.storeCart()) as Json).shipping_address.postcode).toBe('');
    const long = await post(
      c,
      'cart/update-customer',
      { shipping_address: { ...gb, city: 'x'.repeat(5000) } },
      { Nonce: nonce },
    );
    expect(long.status).toBe(200);
    expect(long.json.shipping_address.city.length).toBeLessThanOrEqual(200);
  });
});

describe('POST cart/select-shipping-rate, apply-coupon, remove-coupon', () => {
  it('chooses one of the offered rates and refuses others', async () => {
    const { c, nonce } = await shopper(14);
    await post(c, 'cart/update-customer', { shipping_address: gb }, { Nonce: nonce });
    expect(
      (await post(c, 'cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:3' }, { Nonce: nonce })).status,
    ).toBe(400);
    const r = await post(c, 'cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:1' }, { Nonce: nonce });
    expect(r.status).toBe(200);
    const rates = r.json.shipping_rates[0].shipping_rates as Json[];
    expect(rates.find((x) => x.selected)!.rate_id).toBe('flat_rate:1');
    expect(r.json.totals.total_shipping).toBe('395');
  });

  it('applies and removes a coupon, with the shop’s messages for the wrong ones', async () => {
    const { c, nonce } = await shopper();
    const unknown = await post(c, 'cart/apply-coupon', { code: 'nope' }, { Nonce: nonce });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      code: 'woocommerce_rest_cart_coupon_error',
      message: "Sorry, we don't recognise the coupon “nope”.",
    });
    const applied = await post(c, 'cart/apply-coupon', { code: 'WELCOME10' }, { Nonce: nonce });
    expect(applied.json.coupons.map((x: Json) => x.code)).toEqual(['welcome10']);
    expect(applied.json.totals.total_discount).toBe('70');
    const removed = await post(c, 'cart/remove-coupon', { code: 'welcome10' }, { Nonce: nonce });
    expect(removed.json.coupons).toEqual([]);
    expect((await post(c, 'cart/remove-coupon', { code: 'welcome10' }, { Nonce: nonce })).status).toBe(400);
  });
});

describe('POST checkout (block checkout)', () => {
  const order = (extra: Json = {}) => ({
    billing_address: billing,
    shipping_address: gb,
    customer_note: 'Ring twice',
    payment_method: 'cod',
    payment_data: [],
    ...extra,
  });

  it('needs the Store API nonce', async () => {
    const { c } = await shopper();
    expect((await post(c, 'checkout', order(), {})).status).toBe(401);
    expect((await post(c, 'checkout', order(), { Nonce: 'ffffffffff' })).status).toBe(403);
    expect((await c.storeCart()).items_count).toBe(2);
  });

  it('places a cash-on-delivery order with the note and the attribution extension data', async () => {
    const { c, nonce } = await shopper();
    const values = Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((f) => [f, '']));
    Object.assign(values, { source_type: 'utm', utm_source: 'news', session_pages: '2' });
    const extensions = { 'woocommerce/order-attribution': values };
    const r = await post(c, 'checkout', order({ extensions, customer_note: 'n'.repeat(3000) }), { Nonce: nonce });
    expect(r.status).toBe(200);
    expect(r.json.payment_result.redirect_url).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
    const placed = (await getOrder(shop.db, r.json.order_id))!;
    expect(placed.attribution).toEqual(values);
    expect(placed.paymentMethod).toBe('cod');
    expect(placed.customerNote.length).toBe(2000);
    expect((await c.storeCart()).items_count).toBe(0);
  });

  it('answers field errors in data.details and other errors as the message; the basket stays', async () => {
    const { c, nonce } = await shopper();
    const r = await post(c, 'checkout', order({ billing_address: { ...billing, email: 'nope', city: '' } }), {
      Nonce: nonce,
    });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('rest_invalid_param');
    expect(r.json.data.details.billing_address.data.fields).toEqual({
      city: 'Billing Town / City is a required field.',
      email: 'Billing Email address is not a valid email address.',
    });
    const cheque = await post(
      c,
      'checkout',
      order({
        payment_method: 'cheque',
        billing_address: { ...billing, country: 'IE', postcode: 'D02 X285', state: 'D' },
      }),
      { Nonce: nonce },
    );
    expect(cheque.json.code).toBe('woocommerce_rest_checkout_process_payment_error');
    expect(cheque.json.message).toMatch(/payment method/i);
    expect((await c.storeCart()).items_count).toBe(2);
  });

  it('creates the account asked for with the order (a password needed) and logs the guest in', async () => {
    const { c, nonce } = await shopper();
    const email = 'block-new@example.com';
    const ask = { billing_address: { ...billing, email }, create_account: true };
    const missing = await post(c, 'checkout', order(ask), { Nonce: nonce });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Account password is a required field.');
    const r = await post(c, 'checkout', order({ ...ask, customer_password: 'correct horse battery' }), {
      Nonce: await c.storeNonce(),
    });
    expect(r.status).toBe(200);
    expect((await getOrder(shop.db, r.json.order_id))!.customerId).not.toBeNull();
  });

  it('ignores the express payment type outside express checkout', async () => {
    const { c, nonce } = await shopper();
    const r = await post(c, 'checkout', order({ payment_data: [{ key: 'express_payment_type', value: 'x' }] }), {
      Nonce: nonce,
    });
    expect(r.status).toBe(200);
  });
});

describe('the block checkout as the shop checkout (blockCheckout)', () => {
  it('prints the Checkout block at /checkout/ when set, and the classic form otherwise', async () => {
    const blocky = await testShop({ blockCheckout: true });
    try {
      const c = new Client(blocky.app);
      await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 1 });
      const doc = parseHtml(await c.text('/checkout/'));
      expect(doc.querySelector('.wp-block-woocommerce-checkout')).not.toBeNull();
      expect(doc.querySelector('form.checkout')).toBeNull();
      expect(doc.querySelector('noscript')!.innerHTML).not.toContain('classic');
      expect((pageGlobals(doc).wcSettings as Json).storePages.checkout.permalink).toBe('/checkout/');
    } finally {
      await blocky.close();
    }
    const { c } = await shopper();
    const classic = parseHtml(await c.text('/checkout/'));
    expect(classic.querySelector('form.checkout')).not.toBeNull();
    expect(classic.querySelector('.wp-block-woocommerce-checkout')).toBeNull();
  });
});
