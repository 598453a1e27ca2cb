import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ORDER_COUPON } from '../db/migrations-free-orders';
import { getOrder } from '../domain/orders';
import { FIXTURES } from '../fixtures';
import { CHECKOUT_MESSAGES } from '../messages';
import { checkoutWithBasket, gbForm, messageItems, postCheckout } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { FREE_ORDER_NOTE } from './free-order';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

type Json = Record<string, any>;
const GIFT = FIXTURES.eGiftCard.id;
const FREE = 'free_shipping:2';
const orderCount = async (): Promise<number> =>
  (await shop.db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;
const orderIdOf = (redirect: string): number => Number(/\/checkout\/order-received\/(\d+)\/\?key=/.exec(redirect)![1]);

/** A client at checkout with one E-gift card and, unless `coupon` is '', the free-order coupon applied. */
async function giftCheckout(coupon: string = FREE_ORDER_COUPON.code) {
  const c = new Client(shop.app);
  const { nonces } = await checkoutWithBasket(c, GIFT, 1);
  if (coupon) {
    const res = await c.postForm('/?wc-ajax=apply_coupon', { security: nonces.applyCoupon, coupon_code: coupon });
    expect(res.status).toBe(200);
  }
  return { c, nonces };
}

/** The payment fragment of an order review refresh choosing `rate`. */
async function paymentFragment(c: Client, nonce: string, rate: string): Promise<Element> {
  const form = gbForm('', { payment_method: '', 'shipping_method[0]': rate });
  const res = await c.postForm('/?wc-ajax=update_order_review', {
    security: nonce,
    country: 'GB',
    postcode: form.billing_postcode!,
    'shipping_method[0]': rate,
    has_full_address: 'true',
    post_data: new URLSearchParams(form).toString(),
  });
  const body = (await res.json()) as { fragments: Record<string, string> };
  return parseHtml(`<div>${body.fragments['.woocommerce-checkout-payment']}</div>`).querySelector('#payment')!;
}

describe('the free-order coupon (migration 180)', () => {
  it('is seeded: 100% off, allowing free shipping', async () => {
    const r = await shop.db.query<Json>('select * from coupons where code = $1', [FREE_ORDER_COUPON.code]);
    expect(r.rows[0]).toMatchObject({ kind: 'percent', amount: 100, free_shipping: true });
    const others = await shop.db.query<Json>('select count(*)::int as n from coupons where free_shipping');
    expect(others.rows[0]!.n).toBe(1);
  });
});

describe('classic checkout of a free order', () => {
  it('prints the payment block without methods once the total is 0, with them again above 0', async () => {
    const { c, nonces } = await giftCheckout();
    const free = await paymentFragment(c, nonces.updateOrderReview, FREE);
    expect(free.querySelector('ul.wc_payment_methods')).toBeNull();
    expect(free.querySelector('input[name=payment_method]')).toBeNull();
    expect(free.querySelector('#place_order')!.textContent).toBe('Place order');
    expect(free.querySelector('#woocommerce-process-checkout-nonce')).not.toBeNull();
    // The page itself, now that free shipping is chosen.
    const page = parseHtml(await c.text('/checkout/'));
    expect(page.querySelector('#payment ul.wc_payment_methods')).toBeNull();
    expect(page.querySelector('#payment #place_order')).not.toBeNull();
    // Paid shipping: £3.95 to pay, the methods are back.
    const paid = await paymentFragment(c, nonces.updateOrderReview, 'flat_rate:1');
    expect(paid.querySelectorAll('ul.wc_payment_methods input[name=payment_method]').length).toBeGreaterThan(0);
  });

  it('places it without a payment method, once, processing and paid, and empties the basket', async () => {
    const { c, nonces } = await giftCheckout();
    const before = await orderCount();
    const fields = gbForm(nonces.process, { payment_method: '', 'shipping_method[0]': FREE });
    const { status, body } = await postCheckout(c, fields);
    expect(status).toBe(200);
    expect(body.result).toBe('success');
    const order = (await getOrder(shop.db, orderIdOf(body.redirect!)))!;
    expect(order).toMatchObject({ status: 'processing', total: 0, discountTotal: 2500, paymentMethod: '' });
    expect(order.shippingLines).toEqual([{ method_id: FREE, label: 'Free shipping', total: 0 }]);
    expect(order.notes.map((n) => n.note)).toContain(FREE_ORDER_NOTE);
    const paid = await shop.db.query<Json>('select paid_at from orders where id = $1', [order.id]);
    expect(paid.rows[0]!.paid_at).not.toBeNull();
    expect(body.redirect).toBe(`/checkout/order-received/${order.id}/?key=${encodeURIComponent(order.key)}`);
    expect((await c.storeCart()).items_count).toBe(0);
    // Posted again (a double click): the same answer, no second order.
    expect((await postCheckout(c, fields)).body).toEqual(body);
    expect(await orderCount()).toBe(before + 1);
    // The order-received page shows it.
    const received = parseHtml(await c.text(body.redirect!));
    expect(received.querySelector('.woocommerce-order-overview__order strong')?.textContent).toBe(String(order.id));
  });

  it('ignores a payment method posted for a free order (nothing is charged)', async () => {
    const { c, nonces } = await giftCheckout();
    const { body } = await postCheckout(
      c,
      gbForm(nonces.process, { payment_method: 'stripe', 'shipping_method[0]': FREE }),
    );
    expect(body.result).toBe('success');
    expect(await getOrder(shop.db, orderIdOf(body.redirect!))).toMatchObject({
      status: 'processing',
      paymentMethod: '',
    });
  });

  it('still refuses a missing payment method when the total is above 0', async () => {
    // The free coupon with paid shipping (£3.95 to pay).
    const { c, nonces } = await giftCheckout();
    const before = await orderCount();
    const { body } = await postCheckout(c, gbForm(nonces.process, { payment_method: '' }));
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.id)).toContain('payment_method');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a forged total or coupon: the total is the basket the shop prices', async () => {
    const { c, nonces } = await giftCheckout('');
    const before = await orderCount();
    const forged = gbForm(nonces.process, {
      payment_method: '',
      'shipping_method[0]': FREE,
      coupon_code: FREE_ORDER_COUPON.code,
      'applied_coupons[]': FREE_ORDER_COUPON.code,
      order_total: '0',
      cart_total: '0',
    });
    const { body } = await postCheckout(c, forged);
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.id)).toContain('payment_method');
    // An expired coupon does not apply, so it cannot make the basket free either.
    await c.postForm('/?wc-ajax=apply_coupon', { security: nonces.applyCoupon, coupon_code: 'summer20' });
    expect((await postCheckout(c, forged)).body.result).toBe('failure');
    expect(await orderCount()).toBe(before);
  });
});

describe('Store API checkout of a free order (block checkout)', () => {
  const API = '/wp-json/wc/store/v1/';
  const gb = { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Test Street', city: 'London' };
  const address = { ...gb, company: '', address_2: '', state: '', postcode: 'SW1A 1AA', country: 'GB' };
  const order = (method: string) => ({
    billing_address: { ...address, email: 'ada@example.com', phone: '+441632960000' },
    shipping_address: address,
    customer_note: '',
    payment_method: method,
    payment_data: [],
  });

  async function blockShopper(coupon: boolean) {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: GIFT, quantity: 1 });
    const Nonce = await c.storeNonce();
    const post = async (path: string, b: unknown) => {
      const res = await c.postJson(API + path, b, { Nonce });
      return { status: res.status, json: (await res.json()) as Json };
    };
    await post('cart/update-customer', { shipping_address: address, billing_address: address });
    if (coupon) expect((await post('cart/apply-coupon', { code: FREE_ORDER_COUPON.code })).status).toBe(200);
    return { c, post };
  }

  it('answers needs_payment false, then places the order without a payment method', async () => {
    const { post } = await blockShopper(true);
    const cart = await post('cart/select-shipping-rate', { package_id: 0, rate_id: FREE });
    expect(cart.json).toMatchObject({ needs_payment: false, totals: { total_price: '0' } });
    const before = await orderCount();
    const r = await post('checkout', order(''));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ status: 'processing', payment_result: { payment_status: 'success' } });
    expect(r.json.payment_result.redirect_url).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    expect(await getOrder(shop.db, r.json.order_id)).toMatchObject({ status: 'processing', total: 0 });
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a missing payment method when there is something to pay', async () => {
    const { post } = await blockShopper(true);
    expect(
      (await post('cart/select-shipping-rate', { package_id: 0, rate_id: 'flat_rate:1' })).json.needs_payment,
    ).toBe(true);
    const before = await orderCount();
    const r = await post('checkout', order(''));
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(CHECKOUT_MESSAGES.paymentMethod);
    expect(await orderCount()).toBe(before);
  });
});
