import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { getOrder, insertOrder, setOrderStatus, type Order } from '../domain/orders';
import { CARDS, createPm, logInCustomer } from '../payments/payment-double/test-helpers';
import { pageGlobals } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { PAY_ORDER_ERRORS } from './store-api-pay-order';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

type Json = Record<string, any>;
const address = {
  first_name: 'Grace',
  last_name: 'Hopper',
  company: '',
  address_1: '2 Quay Road',
  address_2: '',
  city: 'Leeds',
  state: '',
  postcode: 'LS1 4AP',
  country: 'GB',
};

/** A guest's unpaid order (£20 + £3.95 shipping). */
const guestOrder = (): Promise<Order> =>
  insertOrder(shop.db, {
    subtotal: 2000,
    discountTotal: 0,
    shippingTotal: 395,
    total: 2395,
    items: [{ product_id: 101, variation_id: 0, name: 'Art print', sku: '', quantity: 2, subtotal: 2000, total: 2000 }],
    coupons: [],
    shippingLines: [{ method_id: 'flat_rate:1', label: 'Flat rate', total: 395 }],
    billing: { ...address, email: 'Grace@Example.com', phone: '' },
    shipping: address,
    customerNote: '',
    customerId: null,
    sessionId: null,
    paymentMethod: '',
    paymentMethodTitle: '',
    attribution: {},
    cartHash: '',
    submissionKey: null,
  });

const body = (pm: string) => ({
  billing_address: { ...address, email: 'wallet@example.com', phone: '' },
  shipping_address: address,
  payment_method: 'stripe',
  payment_data: [
    { key: 'wc-stripe-payment-method', value: pm },
    { key: 'express_payment_type', value: 'double_wallet' },
  ],
});

const pay = async (c: Client, o: { id: number; key: string; email: string }, b: unknown, nonce?: string) => {
  const q = `key=${encodeURIComponent(o.key)}&billing_email=${encodeURIComponent(o.email)}`;
  const res = await c.postJson(`/wp-json/wc/store/v1/checkout/${o.id}?${q}`, b, {
    Nonce: nonce ?? (await c.storeNonce()),
  });
  return { status: res.status, json: (await res.json()) as Json };
};

describe('POST /wc/store/v1/checkout/{order_id} (express on order-pay)', () => {
  it('pays a guest order with its key and billing email (any case); it cannot be paid twice', async () => {
    const c = new Client(shop.app);
    const order = await guestOrder();
    const r = await pay(
      c,
      { id: order.id, key: order.key, email: 'grace@example.com' },
      body(await createPm(c, CARDS.success)),
    );
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ order_id: order.id, order_key: order.key, status: 'processing' });
    expect(r.json.payment_result).toMatchObject({ payment_status: 'success' });
    expect(r.json.payment_result.redirect_url).toBe(`/checkout/order-received/${order.id}/?key=${order.key}`);
    expect((await getOrder(shop.db, order.id))!).toMatchObject({ status: 'processing', paymentMethod: 'stripe' });
    const again = await pay(
      c,
      { id: order.id, key: order.key, email: 'wallet@example.com' },
      body(await createPm(c, CARDS.success)),
    );
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'woocommerce_rest_order_not_payable',
      message: PAY_ORDER_ERRORS.notPayable,
    });
  });

  it('refuses a bad nonce, a wrong key or email, an unknown order; nothing is charged', async () => {
    const c = new Client(shop.app);
    const order = await guestOrder();
    const ok = { id: order.id, key: order.key, email: 'grace@example.com' };
    const pm = await createPm(c, CARDS.success);
    expect((await pay(c, ok, body(pm), '0000000000')).status).toBe(403);
    const wrongKey = await pay(c, { ...ok, key: 'wc_order_wrong' }, body(pm));
    expect(wrongKey).toMatchObject({ status: 401, json: { message: PAY_ORDER_ERRORS.invalidOrder } });
    const noKey = await pay(c, { ...ok, key: '' }, body(pm));
    expect(noKey).toMatchObject({ status: 401, json: { code: 'woocommerce_rest_invalid_order' } });
    const wrongEmail = await pay(c, { ...ok, email: 'someone@example.com' }, body(pm));
    expect(wrongEmail).toMatchObject({ status: 401, json: { code: 'woocommerce_rest_invalid_billing_email' } });
    expect((await pay(c, { ...ok, id: 999999 }, body(pm))).status).toBe(401);
    expect((await getOrder(shop.db, order.id))!.status).toBe('pending');
  });

  it('a declined card answers 400 with its message; the order stays payable and is paid next time', async () => {
    const c = new Client(shop.app);
    const order = await guestOrder();
    const ok = { id: order.id, key: order.key, email: 'grace@example.com' };
    const declined = await pay(c, ok, body(await createPm(c, CARDS.declined)));
    expect(declined.status).toBe(400);
    expect(declined.json).toMatchObject({
      code: 'woocommerce_rest_checkout_process_payment_error',
      message: 'The card was declined.',
    });
    expect(['pending', 'failed']).toContain((await getOrder(shop.db, order.id))!.status);
    // As WooCommerce's: the payer's details went on the order before paying, so its email is the wallet's now.
    expect((await getOrder(shop.db, order.id))!.billing.email).toBe('wallet@example.com');
    expect((await pay(c, ok, body(await createPm(c, CARDS.success)))).status).toBe(401);
    const next = { ...ok, email: 'wallet@example.com' };
    const noMethod = await pay(c, next, { ...body('pm_x'), payment_method: 'nope' });
    expect(noMethod.status).toBe(400);
    expect((await pay(c, next, body(await createPm(c, CARDS.success)))).status).toBe(200);
  });

  it("puts the payer's billing details on the order; blanks keep the order's; a bad address changes nothing", async () => {
    const c = new Client(shop.app);
    const order = await guestOrder();
    const ok = { id: order.id, key: order.key, email: 'grace@example.com' };
    const bad = await pay(c, ok, {
      ...body(await createPm(c, CARDS.success)),
      billing_address: { ...address, postcode: 'NOT A CODE', email: 'wallet@example.com' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'rest_invalid_param', data: { details: { billing_address: {} } } });
    expect((await getOrder(shop.db, order.id))!).toMatchObject({ status: 'pending', billing: order.billing });
    // A wallet that asked for no address: a name, an email and a phone over the order's address.
    const r = await pay(c, ok, {
      ...body(await createPm(c, CARDS.success)),
      billing_address: { first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com', phone: '0113 496 0000' },
      shipping_address: {},
    });
    expect(r.status).toBe(200);
    expect((await getOrder(shop.db, order.id))!).toMatchObject({
      billing: { ...address, first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com', phone: '0113 496 0000' },
      shipping: address,
    });
  });

  it("a customer's order needs that customer logged in", async () => {
    const { orderId, key } = FIXTURES.pendingOrder;
    const o = { id: orderId, key, email: FIXTURES.customer.email };
    const guest = new Client(shop.app);
    const r = await pay(guest, o, body(await createPm(guest, CARDS.success)));
    expect(r).toMatchObject({ status: 401, json: { message: PAY_ORDER_ERRORS.login } });
    expect((await getOrder(shop.db, orderId))!.status).toBe('pending');
  });

  it('the order-pay page prints the express element in the pay form and the order it pays', async () => {
    const { orderId, key, payUrl, total } = FIXTURES.pendingOrder;
    const c = new Client(shop.app);
    await logInCustomer(c);
    const doc = parseHtml(await c.text(payUrl));
    const form = doc.querySelector('form#order_review')!;
    const element = form.querySelector('#wc-stripe-express-checkout-element');
    expect(element).not.toBeNull();
    // After the order table, before the payment methods (where the provider's plugin prints it).
    const payment = form.querySelector('#payment')!;
    expect(element!.compareDocumentPosition(payment) & 4).toBe(4);
    expect(form.querySelector('table.shop_table')!.compareDocumentPosition(element!) & 4).toBe(4);
    const g = pageGlobals(doc);
    expect(g.wc_stripe_express_checkout_params).toMatchObject({ is_pay_for_order: true, is_product_page: false });
    expect(g.wcStripeExpressCheckoutPayForOrderParams).toMatchObject({
      order: orderId,
      orderDetails: { orderKey: key, billingEmail: FIXTURES.customer.email },
      needs_shipping: false,
      currency: 'gbp',
      total: { amount: total },
    });

    // Paid, logged in as its customer; the page then shows no express button.
    const r = await pay(
      c,
      { id: orderId, key, email: FIXTURES.customer.email },
      body(await createPm(c, CARDS.success)),
    );
    expect(r.status).toBe(200);
    const after = parseHtml(await c.text(payUrl));
    expect(after.querySelector('#wc-stripe-express-checkout-element')).toBeNull();
    expect(pageGlobals(after).wcStripeExpressCheckoutPayForOrderParams).toBeUndefined();
  });

  it('a failed order can be paid; a cancelled one cannot', async () => {
    const c = new Client(shop.app);
    const failed = await guestOrder();
    await setOrderStatus(shop.db, failed.id, 'failed', 'test');
    const ok = { id: failed.id, key: failed.key, email: 'grace@example.com' };
    expect((await pay(c, ok, body(await createPm(c, CARDS.success)))).status).toBe(200);
    const cancelled = await guestOrder();
    await setOrderStatus(shop.db, cancelled.id, 'cancelled', 'test');
    const r = await pay(c, { ...ok, id: cancelled.id, key: cancelled.key }, body(await createPm(c, CARDS.success)));
    expect(r.status).toBe(409);
  });
});
