import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoreApiClient } from './store-api';
import { json, stubFetch } from './testing/fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.wcBlocksMiddlewareConfig;
});

const cart = { items: [{ key: 'k1', id: 5, quantity: 1 }] };

describe('createStoreApiClient', () => {
  it('sends the configured Nonce header to the Store API root', async () => {
    window.wcBlocksMiddlewareConfig = { storeApiNonce: 'n1' };
    const calls = stubFetch(json(cart));
    const client = createStoreApiClient();
    await expect(client.getCart()).resolves.toEqual(cart);
    expect(calls[0]?.url).toBe('/wp-json/wc/store/v1/cart');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('Nonce')).toBe('n1');
  });

  it('rotates the nonce from every response, errors included', async () => {
    const calls = stubFetch(
      json(cart, { headers: { Nonce: 'n2' } }),
      json({ code: 'woocommerce_rest_cart_invalid_key', message: 'Gone' }, { status: 409, headers: { Nonce: 'n3' } }),
      json(cart),
    );
    const client = createStoreApiClient({ nonce: 'n1' });
    await client.getCart();
    expect(client.nonce).toBe('n2');
    await expect(client.removeItem({ key: 'x' })).rejects.toMatchObject({
      code: 'woocommerce_rest_cart_invalid_key',
      status: 409,
    });
    await client.getCart();
    expect(calls.map((c) => c.headers.get('Nonce'))).toEqual(['n1', 'n2', 'n3']);
    expect(client.nonce).toBe('n3');
  });

  it('keeps the Cart-Token a response carries and sends it with later requests', async () => {
    const calls = stubFetch(json(cart), json(cart, { headers: { 'Cart-Token': 't1' } }), json(cart), json(cart));
    const client = createStoreApiClient({ nonce: 'n1' });
    await client.getCart();
    expect(client.cartToken).toBeUndefined();
    await client.getCart();
    await client.getCart();
    expect(client.cartToken).toBe('t1');
    const preset = createStoreApiClient({ nonce: 'n1', cartToken: 't0' });
    await preset.getCart();
    expect(calls.map((c) => c.headers.get('Cart-Token'))).toEqual([null, null, 't1', 't0']);
  });

  it('ignores a nonce older than the current one (a cached response)', async () => {
    window.wcBlocksMiddlewareConfig = { storeApiNonce: 'n1', wcStoreApiNonceTimestamp: '2000' };
    stubFetch(
      json(cart, { headers: { Nonce: 'old', 'Nonce-Timestamp': '1000' } }),
      json(cart, { headers: { Nonce: 'new', 'Nonce-Timestamp': '3000' } }),
    );
    const client = createStoreApiClient();
    await client.getCart();
    expect(client.nonce).toBe('n1');
    await client.getCart();
    expect(client.nonce).toBe('new');
  });

  it('adds an item with quantity 1 by default, as JSON', async () => {
    const calls = stubFetch(json(cart));
    const client = createStoreApiClient({ nonce: 'n' });
    await client.addItem({ id: 5, variation: [{ attribute: 'pa_size', value: 'A4' }] });
    await client.addItem({ id: 5, quantity: 3 });
    expect(calls[0]).toMatchObject({ url: '/wp-json/wc/store/v1/cart/add-item', method: 'POST' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      id: 5,
      quantity: 1,
      variation: [{ attribute: 'pa_size', value: 'A4' }],
    });
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ id: 5, quantity: 3 });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('removes an item by key, with an optional booking id', async () => {
    const calls = stubFetch(json(cart));
    await createStoreApiClient().removeItem({ key: 'k1', booking_id: 77 });
    expect(calls[0]?.url).toBe('/wp-json/wc/store/v1/cart/remove-item');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ key: 'k1', booking_id: 77 });
  });

  it('passes extra headers (express checkout) through request()', async () => {
    const calls = stubFetch(json({}));
    await createStoreApiClient({ root: '/shop/wp-json/wc/store/v1/', nonce: 'n' }).request('checkout', {
      method: 'POST',
      json: { customer_note: '' },
      headers: { 'X-WCSTRIPE-EXPRESS-CHECKOUT': 'true' },
    });
    expect(calls[0]?.url).toBe('/shop/wp-json/wc/store/v1/checkout');
    expect(calls[0]?.headers.get('X-WCSTRIPE-EXPRESS-CHECKOUT')).toBe('true');
    expect(calls[0]?.headers.get('Nonce')).toBe('n');
  });
});
