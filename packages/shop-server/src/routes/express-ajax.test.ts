import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageGlobals, checkoutWithBasket } from '../test/checkout-helpers';
import { FIXTURES } from '../fixtures';
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
const post = async (
  c: Client,
  endpoint: string,
  fields: Record<string, string>,
): Promise<{ status: number; json: Json }> => {
  const res = await c.postForm(`/?wc-ajax=wc_stripe_${endpoint}`, fields);
  return { status: res.status, json: (await res.json()) as Json };
};

/** A client with a basket (greeting card × 2 = £7.00) and the express nonces. */
async function withBasket(): Promise<{ c: Client; nonce: Record<string, string> }> {
  const c = new Client(shop.app);
  const { doc } = await checkoutWithBasket(c);
  const params = pageGlobals(doc).wc_stripe_express_checkout_params as Json;
  expect(params).toMatchObject({
    ajax_url: '/?wc-ajax=%%endpoint%%',
    is_product_page: false,
    provider: { kind: 'local-double' },
  });
  return { c, nonce: params.nonce };
}

describe('express checkout endpoints', () => {
  it('prints every nonce the spec lists', async () => {
    const { nonce } = await withBasket();
    expect(Object.keys(nonce).sort()).toEqual(
      [
        'add_to_cart',
        'clear_cart',
        'get_cart_details',
        'get_selected_product_data',
        'normalize_address',
        'shipping',
        'update_shipping',
        'wc_store_api',
        'wc_store_api_express_checkout',
      ].sort(),
    );
  });

  it('every endpoint refuses a wrong nonce with 403', async () => {
    const { c } = await withBasket();
    for (const e of [
      'get_cart_details',
      'get_shipping_options',
      'update_shipping_method',
      'normalize_address',
      'add_to_cart',
      'clear_cart',
      'get_selected_product_data',
    ]) {
      const r = await post(c, e, { security: '0000000000', product_id: '102', country: 'GB' });
      expect(r.status, e).toBe(403);
      expect(r.json.success, e).toBe(false);
    }
    expect((await c.storeCart()).items_count).toBe(2);
  });

  it('get_cart_details answers the basket as display items and total', async () => {
    const { c, nonce } = await withBasket();
    const r = await post(c, 'get_cart_details', { security: nonce.get_cart_details! });
    expect(r.json.shipping_required).toBe(true);
    expect(r.json.order_data.currency).toBe('gbp');
    expect(r.json.order_data.displayItems[0]).toEqual({ label: 'Subtotal', amount: 700 });
    expect(r.json.order_data.total.amount).toBe(
      r.json.order_data.displayItems.reduce((s: number, i: Json) => s + i.amount, 0),
    );
  });

  it('get_shipping_options prices the address; update_shipping_method chooses a rate; bad addresses refused', async () => {
    const { c, nonce } = await withBasket();
    const r = await post(c, 'get_shipping_options', {
      security: nonce.shipping!,
      country: 'IE',
      state: '',
      postcode: 'D02 X285',
      city: 'Dublin',
      address: '1 Quay',
      address_2: '',
      is_product_page: 'false',
    });
    expect(r.json.result).toBe('success');
    expect(r.json.shipping_options).toEqual([
      { id: 'flat_rate:3', label: 'International flat rate', detail: '', amount: 1200 },
    ]);
    expect(r.json.total.amount).toBe(700 + 1200);
    const gb = await post(c, 'get_shipping_options', { security: nonce.shipping!, country: 'GB', postcode: 'BS1 4DJ' });
    expect(gb.json.shipping_options[0].id).toBe('flat_rate:1');
    const bad = await post(c, 'get_shipping_options', { security: nonce.shipping!, country: 'GB', postcode: 'nope' });
    expect(bad.json).toEqual({ result: 'invalid_shipping_address' });
    expect(
      (
        await post(c, 'update_shipping_method', {
          security: nonce.update_shipping!,
          'shipping_method[0]': 'flat_rate:1',
          is_product_page: 'false',
        })
      ).json.result,
    ).toBe('success');
    expect(
      (
        await post(c, 'update_shipping_method', {
          security: nonce.update_shipping!,
          'shipping_method[0]': 'teleport:9',
        })
      ).json.result,
    ).toBe('fail');
  });

  it('normalize_address upper-cases countries and formats UK postcodes', async () => {
    const { c, nonce } = await withBasket();
    const r = await post(c, 'normalize_address', {
      security: nonce.normalize_address!,
      data: JSON.stringify({ billing_address: { country: 'gb', postcode: 'bs14dj', city: ' Bristol ' } }),
      'data[shipping_address][country]': 'ie',
      'data[shipping_address][city]': 'Dublin',
    });
    expect(r.json).toEqual({
      billing_address: { country: 'GB', postcode: 'BS1 4DJ', city: 'Bristol' },
      shipping_address: { country: 'IE', city: 'Dublin' },
    });
  });

  it('normalize_address normalises both addresses of one call (the express Pay payload, spec §7)', async () => {
    const { c, nonce } = await withBasket();
    const address = { first_name: 'Ann', last_name: 'Lee', address_1: '1 Road', city: 'Bath', state: '' };
    const r = await post(c, 'normalize_address', {
      security: nonce.normalize_address!,
      data: JSON.stringify({
        billing_address: { ...address, country: 'gb', postcode: 'ba11aa', email: 'ann@example.com', phone: 7 },
        shipping_address: { ...address, country: 'ie', postcode: 'd02 x285' },
      }),
    });
    expect(r.json).toEqual({
      billing_address: { ...address, country: 'GB', postcode: 'BA1 1AA', email: 'ann@example.com' },
      shipping_address: { ...address, country: 'IE', postcode: 'd02 x285' },
    });
  });

  it("get_shipping_options takes the wallet's address as given (lower-case country, unspaced postcode)", async () => {
    const { c, nonce } = await withBasket();
    const r = await post(c, 'get_shipping_options', {
      security: nonce.shipping!,
      country: 'gb',
      state: '',
      postcode: 'sw1a1aa',
      city: 'London',
      address: '',
      address_2: '',
      is_product_page: 'false',
    });
    expect(r.json.result).toBe('success');
    expect(r.json.shipping_options.length).toBeGreaterThan(0);
  });

  it('get_selected_product_data prices a choice; add_to_cart adds it; clear_cart empties the basket', async () => {
    const { c, nonce } = await withBasket();
    const data = await post(c, 'get_selected_product_data', {
      security: nonce.get_selected_product_data!,
      product_id: '102',
      qty: '3',
    });
    expect(data.json).toMatchObject({
      displayItems: [{ amount: 1050 }],
      total: { amount: 1050, pending: true },
      requestShipping: true,
      currency: 'gbp',
    });
    const added = await post(c, 'add_to_cart', { security: nonce.add_to_cart!, product_id: '102', qty: '1' });
    expect(added.json.result).toBe('success');
    expect((await c.storeCart()).items_count).toBe(3);
    expect((await post(c, 'add_to_cart', { security: nonce.add_to_cart!, product_id: '999999' })).json.result).toBe(
      'fail',
    );
    expect((await post(c, 'clear_cart', { security: nonce.clear_cart! })).json).toEqual({ success: true });
    expect((await c.storeCart()).items_count).toBe(0);
  });

  it('get_cart_details: shipping_required only when a line needs shipping (a virtual-only basket needs none)', async () => {
    const { c, nonce } = await withBasket();
    const details = async () =>
      (await post(c, 'get_cart_details', { security: nonce.get_cart_details! })).json.shipping_required;
    await post(c, 'clear_cart', { security: nonce.clear_cart! });
    expect(await details()).toBe(false);
    const gift = String(FIXTURES.eGiftCard.id);
    expect((await post(c, 'add_to_cart', { security: nonce.add_to_cart!, product_id: gift })).json.result).toBe(
      'success',
    );
    expect((await c.storeCart()).items_count).toBe(1);
    expect(await details()).toBe(false);
    await post(c, 'add_to_cart', { security: nonce.add_to_cart!, product_id: String(FIXTURES.greetingCard.id) });
    expect(await details()).toBe(true);
  });
});
