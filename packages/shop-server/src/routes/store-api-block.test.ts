import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELD_NAMES } from '@storefront/attribution';
import { readCartToken } from '../domain/cart-token';
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

describe('Store API Cart-Token (WooCommerce: the token stands for the session and the nonce)', () => {
  /** A request with no cookie: a headless client holding only the token. */
  const headless = async (path: string, token: string | null, init: RequestInit = {}): Promise<Response> =>
    shop.app.request(API + path, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(token ? { 'Cart-Token': token } : {}), ...init.headers },
    });
  const addCard = (token: string | null, headers: Record<string, string> = {}) =>
    headless('cart/add-item', token, { method: 'POST', body: JSON.stringify({ id: 102, quantity: 1 }), headers });
  const count = async (res: Response): Promise<number> => ((await res.json()) as Json).items_count as number;

  it('a client without cookies keeps one basket by its token alone, with no nonce', async () => {
    const first = await headless('cart', null);
    const t0 = first.headers.get('Cart-Token')!;
    const added = await addCard(t0);
    expect(added.status).toBe(201);
    expect(await count(added)).toBe(1);
    const t1 = added.headers.get('Cart-Token')!;
    expect(await count(await headless('cart', t1))).toBe(1);
    expect(await count(await addCard(t1))).toBe(2);
    // Without the token the same client is a new visitor with an empty basket, and writes need the nonce.
    expect(await count(await headless('cart', null))).toBe(0);
    expect((await addCard(null)).status).toBe(401);
  });

  it('is opaque: the session id (the httpOnly cookie) cannot be read from it', async () => {
    const { c } = await shopper();
    const res = await c.request(API + 'cart');
    const token = res.headers.get('Cart-Token')!;
    const id = c.cookies.get('wp_woocommerce_session_storefront')!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(token).not.toContain(id);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(id);
    expect(Buffer.from(token, 'base64url').toString('hex')).not.toContain(id);
  });

  it('a token that is not ours, or changed, is ignored: the nonce rule applies and nothing changes', async () => {
    const { c } = await shopper();
    const token = (await c.request(API + 'cart')).headers.get('Cart-Token')!;
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of ['0123456789', flipped, 'x'.repeat(60)]) {
      expect((await addCard(bad)).status).toBe(401);
      expect((await addCard(bad, { Nonce: '0000000000' })).status).toBe(403);
    }
    expect(((await c.storeCart()) as Json).items_count).toBe(2);
  });

  it("another browser's token acts on the token's basket and leaves this browser's session and cookie alone", async () => {
    const a = await shopper(2);
    const b = await shopper(5);
    const tokenA = (await a.c.request(API + 'cart')).headers.get('Cart-Token')!;
    const cookieB = b.c.cookies.get('wp_woocommerce_session_storefront');
    const r = await post(b.c, 'cart/add-item', { id: 102, quantity: 1 }, { 'Cart-Token': tokenA });
    expect(r.status).toBe(201);
    expect(r.json.items_count).toBe(3);
    expect(b.c.cookies.get('wp_woocommerce_session_storefront')).toBe(cookieB);
    expect(((await b.c.storeCart()) as Json).items_count).toBe(5);
    expect(((await a.c.storeCart()) as Json).items_count).toBe(3);
  });

  it("a stored session's token stops working once the session is gone (logout, login or expiry)", async () => {
    const added = await addCard((await headless('cart', null)).headers.get('Cart-Token'));
    const token = added.headers.get('Cart-Token')!;
    expect(await count(await headless('cart', token))).toBe(1);
    const { id } = (await readCartToken(shop.db, token))!;
    await shop.db.query("update sessions set expires_at = now() - interval '1 second' where id = $1", [id]);
    expect(await count(await headless('cart', token))).toBe(0);
    expect((await addCard(token)).status).toBe(401);
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

  it("with the browser's own Cart-Token (as the island sends it), the new account's login moves the cookie", async () => {
    const { c, nonce } = await shopper();
    const token = (await c.request(API + 'cart')).headers.get('Cart-Token')!;
    const before = c.cookies.get('wp_woocommerce_session_storefront');
    const ask = { billing_address: { ...billing, email: 'block-token@example.com' }, create_account: true };
    const r = await post(c, 'checkout', order({ ...ask, customer_password: 'correct horse battery' }), {
      Nonce: nonce,
      'Cart-Token': token,
    });
    expect(r.status).toBe(200);
    expect(c.cookies.get('wp_woocommerce_session_storefront')).not.toBe(before);
    expect(await c.text('/my-account/')).toContain('woocommerce-MyAccount-navigation');
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
