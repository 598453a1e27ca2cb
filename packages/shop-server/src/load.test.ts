/**
 * Load and abuse on the shop's basket and checkout: many requests of one session racing, a replayed
 * checkout POST, and 50 shoppers checking out at once. Each test reports what it measured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from './domain/orders';
import { checkoutWithBasket, gbForm, postCheckout, type CheckoutJson } from './test/checkout-helpers';
import { Client, closeParsers, testShop, type TestShop } from './test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const SESSION_COOKIE = 'wp_woocommerce_session_storefront';
const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  (await shop.db.query<{ n: number }>(sql, params)).rows[0]!.n;
const ordersOf = (c: Client): Promise<number> =>
  count('select count(*)::int as n from orders where session_id = $1', [c.cookies.get(SESSION_COOKIE)]);
const orderIdOf = (body: CheckoutJson): number => Number(/\/order-received\/(\d+)\//.exec(body.redirect ?? '')?.[1]);

/** Simple products anyone can buy in any number: in stock, priced, stock not tracked. */
async function openProducts(): Promise<Array<{ id: number; price: number }>> {
  return (
    await shop.db.query<{ id: number; price: number }>(
      `select id, price from products where type = 'simple' and price is not null and stock_status = 'instock'
       and stock_quantity is null and not sold_individually order by id`,
    )
  ).rows;
}

/** Logs what a load test measured (shows in the test output). */
const report = (what: string, started: number): void => console.info(`[load] ${what} in ${Date.now() - started} ms`);

describe('one session, many racing basket calls', () => {
  it('60 concurrent add_to_cart calls of one session all land: the basket holds their sum', async () => {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 1 }); // the session exists first
    const [a, b] = (await openProducts()).slice(0, 2);
    const started = Date.now();
    const calls = Array.from({ length: 60 }, (_, i) =>
      c.postForm('/?wc-ajax=add_to_cart', { product_id: i % 2 ? a!.id : b!.id, quantity: 1 + (i % 3) }),
    );
    const answers = await Promise.all(
      calls.map(async (r) => (await r).json() as Promise<{ fragments?: object; error?: boolean }>),
    );
    report('60 concurrent adds', started);
    expect(answers.filter((x) => x.fragments && !x.error)).toHaveLength(60);
    const want = new Map<number, number>([[102, 1]]);
    for (let i = 0; i < 60; i++) {
      const id = i % 2 ? a!.id : b!.id;
      want.set(id, (want.get(id) ?? 0) + 1 + (i % 3));
    }
    const items = (await c.storeCart()).items;
    expect(new Map(items.map((x) => [x.id, x.quantity]))).toEqual(want);
  });

  it('concurrent removes of one line: exactly one succeeds, the others answer success: false', async () => {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 2 });
    const key = (await c.storeCart()).items[0]!.key;
    const answers = await Promise.all(
      Array.from(
        { length: 10 },
        async () =>
          (await c.postForm('/?wc-ajax=remove_from_cart', { cart_item_key: key })).json() as Promise<{
            success?: boolean;
            fragments?: object;
          }>,
      ),
    );
    expect(answers.filter((x) => x.fragments)).toHaveLength(1);
    expect(answers.filter((x) => x.success === false)).toHaveLength(9);
    expect((await c.storeCart()).items).toEqual([]);
  });
});

describe('a replayed checkout POST', () => {
  it('sent again, one by one and then 5 at once, makes one order; every replay answers the first redirect', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const form = gbForm(nonces.process);
    const first = await postCheckout(c, form);
    expect(first).toMatchObject({ status: 200, body: { result: 'success' } });
    const replays = [
      await postCheckout(c, form),
      await postCheckout(c, form),
      ...(await Promise.all(Array.from({ length: 5 }, () => postCheckout(c, form)))),
    ];
    for (const r of replays) expect(r).toEqual(first);
    expect(await ordersOf(c)).toBe(1);
    expect((await c.storeCart()).items).toEqual([]); // the order emptied the basket; the replays did not refill it
  });

  it('sent 10 times at once before any order exists, makes one order; all 10 answers are that order', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c, 104, 3);
    const form = gbForm(nonces.process);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCheckout(c, form)));
    report('10 identical concurrent checkouts', started);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(answers[0])]));
    expect(answers[0]!.body.result).toBe('success');
    expect(await ordersOf(c)).toBe(1);
    const order = (await getOrder(shop.db, orderIdOf(answers[0]!.body)))!;
    expect(order.items).toMatchObject([{ product_id: 104, quantity: 3 }]);
  });

  it('replayed from another browser (other session, same body) is refused with 403 and makes nothing', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const form = gbForm(nonces.process);
    const other = new Client(shop.app);
    await checkoutWithBasket(other);
    const before = await count('select count(*)::int as n from orders');
    const stolen = await postCheckout(other, form);
    expect(stolen.status).toBe(403);
    expect(stolen.body.result).toBe('failure');
    expect(await count('select count(*)::int as n from orders')).toBe(before);
    expect((await postCheckout(c, form)).body.result).toBe('success');
  });

  it('after the shopper fills a new basket, the same form is a new order, not a replay', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const form = gbForm(nonces.process);
    const first = await postCheckout(c, form);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: 104, quantity: 1 });
    const second = await postCheckout(c, form);
    expect(second.body.result).toBe('success');
    expect(orderIdOf(second.body)).not.toBe(orderIdOf(first.body));
    expect(await ordersOf(c)).toBe(2);
  });
});

describe('50 shoppers checking out at once', () => {
  it('50 concurrent checkouts of 50 sessions make 50 orders, each with its own basket’s lines and total', async () => {
    const products = await openProducts();
    expect(products.length).toBeGreaterThanOrEqual(3);
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const c = new Client(shop.app);
        const lines = [products[i % products.length]!, products[(i * 7 + 1) % products.length]!];
        for (const [j, p] of lines.entries())
          await c.postForm('/?wc-ajax=add_to_cart', { product_id: p.id, quantity: 1 + ((i + j) % 4) });
        const { nonces } = await checkoutWithBasket(c, lines[0]!.id, 1);
        const basket = await c.storeCart();
        const itemsTotal = Number(basket.totals.total_items);
        // Every other shopper with a basket of £40 or more takes free shipping; the rest pay the flat rate.
        const free = itemsTotal >= 4000 && i % 2 === 0;
        const form = gbForm(nonces.process, {
          'shipping_method[0]': free ? 'free_shipping:2' : 'flat_rate:1',
          billing_email: `shopper${i}@example.org`,
        });
        return { c, form, basket, expected: itemsTotal + (free ? 0 : 395) };
      }),
    );
    const before = await count('select count(*)::int as n from orders');
    const started = Date.now();
    const answers = await Promise.all(shoppers.map((s) => postCheckout(s.c, s.form)));
    report('50 concurrent checkouts', started);

    expect(answers.map((a) => a.body.result)).toEqual(Array(50).fill('success'));
    expect(await count('select count(*)::int as n from orders')).toBe(before + 50);
    const ids = answers.map((a) => orderIdOf(a.body));
    expect(new Set(ids).size).toBe(50);
    for (const [i, s] of shoppers.entries()) {
      const order = (await getOrder(shop.db, ids[i]!))!;
      expect(order.sessionId).toBe(s.c.cookies.get(SESSION_COOKIE));
      expect(order.billing.email).toBe(`shopper${i}@example.org`);
      expect(order.total, `shopper ${i}`).toBe(s.expected);
      expect(order.subtotal).toBe(Number(s.basket.totals.total_items));
      expect(order.items.map((l) => [l.product_id, l.quantity])).toEqual(s.basket.items.map((l) => [l.id, l.quantity]));
      expect(order.items.reduce((sum, l) => sum + l.total, 0)).toBe(order.subtotal);
      expect((await s.c.storeCart()).items).toEqual([]);
    }
  }, 120_000);
});
