/**
 * Issue #10, finding 10: a basket line never holds more than MAX_LINE_QUANTITY — not through the basket form, not by
 * adding again and again — with a clear message and never a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { MAX_LINE_QUANTITY } from '../domain/limits';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

/** A client with one greeting card (no stock limit) in the basket, and the basket form's line key and nonce. */
async function withLine(): Promise<{ c: Client; key: string; nonce: string }> {
  const c = new Client(shop.app);
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
  const page = parseHtml(await c.text('/cart/'));
  const key = /^cart\[([0-9a-f]{32})\]\[qty\]$/.exec(page.querySelector('input.qty')!.getAttribute('name')!)![1]!;
  return { c, key, nonce: page.querySelector<HTMLInputElement>('input[name="woocommerce-cart-nonce"]')!.value };
}

const quantity = async (c: Client): Promise<number> => (await c.storeCart()).items[0]!.quantity;
const errors = async (c: Client): Promise<string[]> =>
  [...parseHtml(await c.text('/cart/')).querySelectorAll('.woocommerce-error li, .woocommerce-error')].map((e) =>
    e.textContent!.trim(),
  );

describe('basket quantity limit', () => {
  it('update_cart clamps a huge quantity to the limit with a notice (it used to overflow into a 500)', async () => {
    const { c, key, nonce } = await withLine();
    for (const qty of ['99999999999', String(MAX_LINE_QUANTITY + 1), '12345678901234567890']) {
      const res = await c.postForm('/cart/', {
        'woocommerce-cart-nonce': nonce,
        update_cart: 'Update basket',
        [`cart[${key}][qty]`]: qty,
      });
      expect(res.status, qty).toBe(303);
      expect(await quantity(c)).toBe(MAX_LINE_QUANTITY);
      expect((await errors(c)).join(' ')).toContain(
        `You can only have ${MAX_LINE_QUANTITY} of “Greeting card” in your basket.`,
      );
      await c.postForm('/cart/', {
        'woocommerce-cart-nonce': nonce,
        update_cart: 'Update basket',
        [`cart[${key}][qty]`]: '5',
      });
    }
  });

  it('repeated adds cannot sum past the limit', async () => {
    const c = new Client(shop.app);
    const add = async (qty: number) =>
      (
        await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id, quantity: qty })
      ).json() as Promise<Record<string, unknown>>;
    expect((await add(MAX_LINE_QUANTITY - 1)).fragments).toBeTruthy();
    const refused = await add(2);
    expect(refused).toMatchObject({ error: true });
    expect(await quantity(c)).toBe(MAX_LINE_QUANTITY - 1);
    expect((await errors(c)).join(' ')).toContain(
      `the most you can order is ${MAX_LINE_QUANTITY} and you already have ${MAX_LINE_QUANTITY - 1} in your basket`,
    );
    for (let i = 0; i < 3; i++) await add(1_000_000);
    expect(await quantity(c)).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
    expect((await add(1)).fragments).toBeTruthy();
    expect(await quantity(c)).toBe(MAX_LINE_QUANTITY);
  });

  it('the Store API refuses an add over the limit and reports the limit as the line’s maximum', async () => {
    const c = new Client(shop.app);
    const nonce = await c.storeNonce();
    const res = await c.postJson(
      '/wp-json/wc/store/v1/cart/add-item',
      { id: FIXTURES.greetingCard.id, quantity: MAX_LINE_QUANTITY + 1 },
      { Nonce: nonce },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(
      `the most you can order is ${MAX_LINE_QUANTITY}`,
    );
    await c.postJson(
      '/wp-json/wc/store/v1/cart/add-item',
      { id: FIXTURES.greetingCard.id, quantity: 2 },
      { Nonce: nonce },
    );
    const cart = (await (await c.request('/wp-json/wc/store/v1/cart')).json()) as {
      items: Array<{ quantity_limits: { maximum: number } }>;
    };
    expect(cart.items[0]!.quantity_limits.maximum).toBe(MAX_LINE_QUANTITY);
  });
});
