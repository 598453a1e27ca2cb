/**
 * Issue #10, finding 5: sessions get a row only when something is kept, a new id and secret at login and logout,
 * a server-side expiry with a purge, and Secure cookies over HTTPS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../config';
import { FIXTURES } from '../fixtures';
import { SESSION_TTL } from '../domain/session';
import { checkoutWithBasket, gbForm, postCheckout } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const sessionRows = async (): Promise<number> =>
  (await shop.db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;
const row = async (id: string) =>
  (
    await shop.db.query<{ customer_id: number | null; expires_at: Date }>(
      'select customer_id, expires_at from sessions where id = $1',
      [id],
    )
  ).rows[0];
const cookieOf = (c: Client): string => c.cookies.get(SESSION_COOKIE)!;

/** Logs `c` in as the seeded customer through the My account form. */
async function logIn(c: Client): Promise<void> {
  const nonce = parseHtml(await c.text('/my-account/')).querySelector<HTMLInputElement>(
    '#woocommerce-login-nonce',
  )!.value;
  const res = await c.postForm('/my-account/', {
    login: 'Login',
    username: 'customer',
    password: 'customer-password',
    'woocommerce-login-nonce': nonce,
    redirect: '/my-account/',
  });
  expect(res.status).toBe(303);
}

const storeAdd = (c: Client, nonce: string) =>
  c.postJson('/wp-json/wc/store/v1/cart/add-item', { id: FIXTURES.greetingCard.id }, { Nonce: nonce });

describe('lazy session rows', () => {
  it('cookieless page views (crawlers) write no session rows', async () => {
    const before = await sessionRows();
    for (const path of [
      '/',
      '/shop/',
      '/product/art-print/',
      '/blog/',
      '/cart/',
      '/checkout/',
      '/my-account/',
      '/wp-admin/admin-ajax.php?action=rest-nonce',
      '/wp-json/wc/store/v1/cart',
    ]) {
      for (let i = 0; i < 3; i++) expect((await new Client(shop.app).request(path)).status).toBeLessThan(400);
    }
    expect(await sessionRows()).toBe(before);
  });

  it('the cookie a page sent keeps its nonces valid, and the row appears with the first thing kept', async () => {
    const c = new Client(shop.app);
    const page = await c.text('/');
    const nonce = /"storeApiNonce":"([0-9a-f]{10})"/.exec(page)![1]!;
    expect(await c.restNonce()).toBe(/"nonce":"([0-9a-f]{10})"/.exec(page)![1]);
    expect(await row(cookieOf(c))).toBeUndefined();
    expect((await storeAdd(c, nonce)).status).toBe(201);
    expect((await row(cookieOf(c)))!.customer_id).toBeNull();
    expect((await c.storeCart()).items_count).toBe(1);
  });
});

describe('login and logout', () => {
  it('login issues a new session id and secret: pre-login nonces and the old id stop working, the basket comes along', async () => {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
    const oldId = cookieOf(c);
    const oldNonce = await c.storeNonce();
    await logIn(c);
    const newId = cookieOf(c);
    expect(newId).not.toBe(oldId);
    expect(await row(oldId)).toBeUndefined();
    expect((await row(newId))!.customer_id).toBe(1);
    expect((await c.storeCart()).items_count).toBe(1);
    expect((await storeAdd(c, oldNonce)).status).toBe(403);
    expect((await storeAdd(c, await c.storeNonce())).status).toBe(201);
    // Someone who planted or kept the old id is not logged in and has no basket.
    const fixer = new Client(shop.app);
    fixer.cookies.set(SESSION_COOKIE, oldId);
    expect(parseHtml(await fixer.text('/my-account/')).querySelector('form.woocommerce-form-login')).not.toBeNull();
    expect((await fixer.storeCart()).items_count).toBe(0);
  });

  it('an account made at checkout logs in on a new session id, which owns the order; the basket is emptied', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const guestId = cookieOf(c);
    const { body } = await postCheckout(
      c,
      gbForm(nonces.process, {
        createaccount: '1',
        account_password: 'a-long-password',
        billing_email: 'rotated@example.org',
      }),
    );
    expect(body.result).toBe('success');
    expect(cookieOf(c)).not.toBe(guestId);
    const orderId = Number(/order-received\/(\d+)\//.exec(body.redirect!)![1]);
    expect(
      (await shop.db.query<{ session_id: string }>('select session_id from orders where id = $1', [orderId])).rows[0]!
        .session_id,
    ).toBe(cookieOf(c));
    expect((await c.storeCart()).items_count).toBe(0);
  });

  it('logout issues a new session id; the logged-in one is gone', async () => {
    const c = new Client(shop.app);
    await logIn(c);
    const loggedIn = cookieOf(c);
    const logout = parseHtml(await c.text('/my-account/'))
      .querySelector('.woocommerce-MyAccount-navigation-link--customer-logout a')!
      .getAttribute('href')!;
    const res = await c.request(logout);
    expect(res.status).toBe(302);
    const after = cookieOf(c);
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(loggedIn);
    expect(await row(loggedIn)).toBeUndefined();
    expect((await c.request(logout)).status).toBe(403);
    const replay = new Client(shop.app);
    replay.cookies.set(SESSION_COOKIE, loggedIn);
    expect(parseHtml(await replay.text('/my-account/')).querySelector('form.woocommerce-form-login')).not.toBeNull();
  });
});

describe('expiry', () => {
  it('stores 48 hours for guests and 14 days once logged in, in the row and the cookie', async () => {
    const c = new Client(shop.app);
    const res = await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
    expect(res.headers.getSetCookie().find((s) => s.startsWith(`${SESSION_COOKIE}=`))).toContain(
      `Max-Age=${SESSION_TTL.guest}`,
    );
    const guest = (await row(cookieOf(c)))!.expires_at.getTime() - Date.now();
    expect(Math.abs(guest - SESSION_TTL.guest * 1000)).toBeLessThan(60_000);
    await logIn(c);
    const customer = (await row(cookieOf(c)))!.expires_at.getTime() - Date.now();
    expect(Math.abs(customer - SESSION_TTL.customer * 1000)).toBeLessThan(60_000);
  });

  it('an expired session is not used, even before it is purged', async () => {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
    const id = cookieOf(c);
    await shop.db.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [id]);
    expect((await c.storeCart()).items_count).toBe(0);
    await c.text('/');
    expect(cookieOf(c)).not.toBe(id);
  });

  it('a session in use is kept alive: its expiry is pushed back and the cookie sent again', async () => {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
    const id = cookieOf(c);
    await shop.db.query(`update sessions set expires_at = now() + interval '2 hours' where id = $1`, [id]);
    const res = await c.request('/cart/');
    expect(res.headers.getSetCookie().some((s) => s.startsWith(`${SESSION_COOKIE}=${id}`))).toBe(true);
    expect((await row(id))!.expires_at.getTime() - Date.now()).toBeGreaterThan((SESSION_TTL.guest - 60) * 1000);
  });

  it('expired rows are purged (with their baskets) by the app', async () => {
    await shop.db.query(
      `insert into sessions (id, secret, expires_at) values ('00000000aaaaaaaaaaaaaaaaaaaaaaaa', 's', now() - interval '1 hour')`,
    );
    await shop.db.query(
      `insert into cart_items (session_id, item_key, product_id, quantity) values ('00000000aaaaaaaaaaaaaaaaaaaaaaaa', 'k', ${FIXTURES.greetingCard.id}, 1)`,
    );
    const app = createApp(shop.db);
    await app.request('/theme/style.css');
    expect(await row('00000000aaaaaaaaaaaaaaaaaaaaaaaa')).toBeUndefined();
    expect(
      (await shop.db.query(`select 1 from cart_items where session_id = '00000000aaaaaaaaaaaaaaaaaaaaaaaa'`)).rows,
    ).toEqual([]);
  });
});

describe('Secure cookies', () => {
  const setCookies = async (url: string, headers: Record<string, string> = {}): Promise<string[]> =>
    (
      await shop.app.request(url, {
        method: 'POST',
        body: new URLSearchParams({ product_id: String(FIXTURES.greetingCard.id) }),
        headers,
      })
    ).headers.getSetCookie();

  it('are Secure when the request came over HTTPS, directly or through a proxy', async () => {
    for (const cookies of [
      await setCookies('https://shop.test/?wc-ajax=add_to_cart'),
      await setCookies('http://shop.test/?wc-ajax=add_to_cart', { 'X-Forwarded-Proto': 'https' }),
    ]) {
      expect(cookies.length).toBeGreaterThanOrEqual(3);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    }
  });

  it('are not Secure over plain HTTP', async () => {
    const cookies = await setCookies('http://shop.test/?wc-ajax=add_to_cart');
    expect(cookies.length).toBeGreaterThanOrEqual(3);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/i);
  });
});
