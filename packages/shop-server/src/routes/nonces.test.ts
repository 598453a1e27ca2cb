import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

/** A client with one Greeting card in the basket. */
async function withBasket(): Promise<Client> {
  const c = new Client(shop.app);
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
  return c;
}

describe('sessions', () => {
  it('creates an httpOnly, SameSite=Lax session cookie when a page prints nonces', async () => {
    const c = new Client(shop.app);
    const res = await c.request('/shop/');
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('wp_woocommerce_session_storefront='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('does not create a session for static files', async () => {
    const c = new Client(shop.app);
    await c.request('/theme/style.css');
    await c.request('/media/art-print-1.svg');
    expect(c.cookies.size).toBe(0);
  });
});

describe('admin-ajax rest-nonce', () => {
  it('answers the session’s wp_rest nonce as text, the same one the page prints', async () => {
    const c = new Client(shop.app);
    const page = await c.text('/');
    const nonce = await c.restNonce();
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(page).toContain(`"nonce":"${nonce}"`);
    expect(await new Client(shop.app).restNonce()).not.toBe(nonce);
  });

  it('answers unknown actions with 0 and status 400', async () => {
    const res = await new Client(shop.app).request('/wp-admin/admin-ajax.php?action=nope');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('0');
  });
});

describe('Store API nonce', () => {
  it('sends a Nonce header on every response, errors included', async () => {
    const c = await withBasket();
    const nonce = await c.storeNonce();
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    const denied = await c.postJson('/wp-json/wc/store/v1/cart/add-item', { id: FIXTURES.woolThrow.id });
    expect(denied.headers.get('Nonce')).toBe(nonce);
  });

  it('refuses writes without a nonce (401) or with a wrong one (403) and leaves the basket alone', async () => {
    const c = await withBasket();
    const before = await c.storeCart();
    const missing = await c.postJson('/wp-json/wc/store/v1/cart/add-item', { id: FIXTURES.woolThrow.id });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'woocommerce_rest_missing_nonce', data: { status: 401 } });
    const wrong = await c.postJson(
      '/wp-json/wc/store/v1/cart/remove-item',
      { key: before.items[0]!.key },
      { Nonce: '0123456789' },
    );
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'woocommerce_rest_invalid_nonce' });
    // Another visitor's nonce is wrong too.
    const other = await new Client(shop.app).storeNonce();
    expect(
      (await c.postJson('/wp-json/wc/store/v1/cart/add-item', { id: FIXTURES.woolThrow.id }, { Nonce: other })).status,
    ).toBe(403);
    expect(await c.storeCart()).toEqual(before);
  });

  it('adds and removes with a valid nonce', async () => {
    const c = await withBasket();
    const nonce = await c.storeNonce();
    const added = await c.postJson(
      '/wp-json/wc/store/v1/cart/add-item',
      {
        id: FIXTURES.artPrint.id,
        quantity: 2,
        variation: [
          { attribute: 'pa_size', value: 'a5' },
          { attribute: 'Type', value: 'Giclée print' },
        ],
      },
      { Nonce: nonce },
    );
    expect(added.status).toBe(201);
    const cart = (await added.json()) as {
      items: Array<{ key: string; id: number; quantity: number }>;
      items_count: number;
      totals: Record<string, unknown>;
    };
    expect(cart.items_count).toBe(3);
    expect(cart.items[1]).toMatchObject({ id: FIXTURES.artPrint.variations.a5Giclee, quantity: 2 });
    expect(cart.totals).toMatchObject({ currency_code: 'GBP', currency_minor_unit: 2, total_price: '2350' });
    const removed = await c.postJson(
      '/wp-json/wc/store/v1/cart/remove-item',
      { key: cart.items[0]!.key },
      { Nonce: nonce },
    );
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { items_count: number }).items_count).toBe(2);
    const unknown = await c.postJson('/wp-json/wc/store/v1/cart/remove-item', { key: 'nope' }, { Nonce: nonce });
    expect(unknown.status).toBe(409);
  });
});

describe('remove_item links', () => {
  it('remove only with the session’s woocommerce-cart nonce; a wrong one gets 403 and removes nothing', async () => {
    const c = await withBasket();
    const page = parseHtml(await c.text('/cart/'));
    const link = page.querySelector('form.woocommerce-cart-form a.remove')!;
    const key = link.getAttribute('data-cart_item_key')!;
    const wrong = await c.request(`/cart/?remove_item=${key}&_wpnonce=0123456789`);
    expect(wrong.status).toBe(403);
    expect((await c.storeCart()).items_count).toBe(1);
    const missing = await c.request(`/cart/?remove_item=${key}`);
    expect(missing.status).toBe(403);
    const ok = await c.request(link.getAttribute('href')!);
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/cart/');
    expect((await c.storeCart()).items_count).toBe(0);
    expect(await c.text('/cart/')).toContain('“Greeting card” removed.');
  });

  it('updates quantities from the basket form only with the nonce', async () => {
    const c = await withBasket();
    const page = parseHtml(await c.text('/cart/'));
    const qty = page.querySelector('input.qty')!.getAttribute('name')!;
    const nonce = page.querySelector('input[name="woocommerce-cart-nonce"]')!.getAttribute('value')!;
    expect(
      (await c.postForm('/cart/', { [qty]: 5, update_cart: 'Update basket', 'woocommerce-cart-nonce': 'bad' })).status,
    ).toBe(403);
    expect((await c.storeCart()).items_count).toBe(1);
    expect(
      (await c.postForm('/cart/', { [qty]: 5, update_cart: 'Update basket', 'woocommerce-cart-nonce': nonce })).status,
    ).toBe(303);
    expect((await c.storeCart()).items_count).toBe(5);
  });
});

describe('REST nonce', () => {
  it('refuses a wrong X-WP-Nonce on any route with rest_cookie_invalid_nonce', async () => {
    const c = new Client(shop.app);
    await c.restNonce();
    for (const path of ['/wp-json/', '/wp-json/wp/v2/users/me', '/wp-json/storefront/v1/echo']) {
      const res = await c.request(path, { headers: { 'X-WP-Nonce': 'abcdef0123' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        code: 'rest_cookie_invalid_nonce',
        message: 'Cookie check failed',
        data: { status: 403 },
      });
    }
  });

  it('echo needs a valid nonce and echoes the body', async () => {
    const c = new Client(shop.app);
    const nonce = await c.restNonce();
    expect((await c.postJson('/wp-json/storefront/v1/echo', { a: 1 })).status).toBe(401);
    const res = await c.postJson('/wp-json/storefront/v1/echo', { a: 1 }, { 'X-WP-Nonce': nonce });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'POST', query: {}, body: { a: 1 } });
  });

  it('serves the index and answers users/me for guests with 401', async () => {
    const c = new Client(shop.app);
    const index = (await (await c.request('/wp-json/')).json()) as {
      name: string;
      namespaces: string[];
      routes: Record<string, unknown>;
    };
    expect(index.namespaces).toContain('wc/store/v1');
    expect(Object.keys(index.routes)).toContain('/storefront/v1/echo');
    const me = await c.request('/wp-json/wp/v2/users/me');
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ code: 'rest_not_logged_in' });
  });
});
