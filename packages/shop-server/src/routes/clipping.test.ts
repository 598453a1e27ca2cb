/**
 * Issue #10: free text visitors send is clipped before it is stored (session notices and shipping, order notes).
 * Comments are covered in request-limits.test.ts, checkout addresses in checkout-submit.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { SESSION_COOKIE } from '../config';
import { getOrder } from '../domain/orders';
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

const LONG = 'z'.repeat(20_000);

/** A client with a basket and the basket page's form nonces. */
async function atBasket(): Promise<{ c: Client; cart: string; calc: string }> {
  const c = new Client(shop.app);
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
  const doc = parseHtml(await c.text('/cart/'));
  return {
    c,
    cart: doc.querySelector<HTMLInputElement>('#woocommerce-cart-nonce')!.value,
    calc: doc.querySelector<HTMLInputElement>('#woocommerce-shipping-calculator-nonce')!.value,
  };
}

const sessionRow = async (c: Client) =>
  (
    await shop.db.query<{ notices: unknown; shipping: { postcode?: string } }>(
      'select notices, shipping from sessions where id = $1',
      [c.cookies.get(SESSION_COOKIE)],
    )
  ).rows[0]!;

describe('clipped before storing', () => {
  it('an unknown coupon code is echoed clipped in the stored notice', async () => {
    const { c, cart } = await atBasket();
    expect(
      (await c.postForm('/cart/', { 'woocommerce-cart-nonce': cart, apply_coupon: 'Apply coupon', coupon_code: LONG }))
        .status,
    ).toBe(303);
    expect(JSON.stringify((await sessionRow(c)).notices).length).toBeLessThan(300);
  });

  it('the shipping calculator keeps at most 20 characters of a postcode', async () => {
    const { c, calc } = await atBasket();
    await c.postForm('/cart/', {
      calc_shipping: 'x',
      'woocommerce-shipping-calculator-nonce': calc,
      calc_shipping_country: 'IE',
      calc_shipping_postcode: LONG,
      calc_shipping_city: LONG,
      calc_shipping_state: LONG,
    });
    const shipping = (await sessionRow(c)).shipping;
    expect(shipping.postcode!.length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(shipping).length).toBeLessThan(400);
  });

  it('an over-long payment method id is refused before it can reach the order’s notes', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const { body } = await postCheckout(
      c,
      gbForm(nonces.process, { payment_method: 'stripe', 'wc-stripe-payment-method': `pm_${LONG}` }),
    );
    expect(body.result).toBe('failure');
    const { rows } = await shop.db.query<{ id: number }>(
      'select id from orders where session_id = $1 order by id desc limit 1',
      [c.cookies.get(SESSION_COOKIE)],
    );
    if (rows[0]) expect(JSON.stringify((await getOrder(shop.db, rows[0].id))!.notes).length).toBeLessThan(1_000);
  });
});
