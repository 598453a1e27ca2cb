import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '../domain/orders';
import { checkoutWithBasket, gbForm, messageItems, postCheckout } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const orderCount = async (): Promise<number> =>
  (await shop.db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;
const orderIdOf = (redirect: string): number => Number(/\/checkout\/order-received\/(\d+)\//.exec(redirect)![1]);

describe('?wc-ajax=checkout refusals', () => {
  it('refuses a wrong nonce with a 403 failure and creates nothing', async () => {
    const c = new Client(shop.app);
    await checkoutWithBasket(c);
    const before = await orderCount();
    const { status, body } = await postCheckout(c, gbForm('0123456789'));
    expect(status).toBe(403);
    expect(body).toMatchObject({ result: 'failure', reload: false, refresh: false });
    expect(messageItems(body.messages)[0]!.text).toMatch(/could not verify/);
    expect(await orderCount()).toBe(before);
    expect((await c.storeCart()).items_count).toBe(2);
  });

  it('asks for a reload without a session', async () => {
    const { status, body } = await postCheckout(new Client(shop.app), gbForm('0123456789'));
    expect(status).toBe(403);
    expect(body).toMatchObject({ result: 'failure', reload: true });
  });

  it('asks for a reload when the basket is empty', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    await shop.db.query('delete from cart_items where session_id = $1', [
      c.cookies.get('wp_woocommerce_session_storefront'),
    ]);
    const { body } = await postCheckout(c, gbForm(nonces.process));
    expect(body).toMatchObject({ result: 'failure', reload: true });
  });
});

describe('?wc-ajax=checkout validation (same per-country rules as the page)', () => {
  const failWith = async (fields: Record<string, string>) => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const before = await orderCount();
    const { status, body } = await postCheckout(c, { ...gbForm(nonces.process), ...fields });
    expect(status).toBe(200);
    expect(body.result).toBe('failure');
    expect(await orderCount()).toBe(before);
    return messageItems(body.messages);
  };

  it('names every missing GB field with WooCommerce’s wording', async () => {
    const items = await failWith({
      billing_first_name: '',
      billing_city: ' ',
      billing_postcode: '',
      billing_phone: '',
      billing_email: '',
      terms: '',
    });
    expect(items).toEqual([
      { id: 'billing_first_name', text: 'Billing First name is a required field.' },
      { id: 'billing_city', text: 'Billing Town / City is a required field.' },
      { id: 'billing_postcode', text: 'Billing Postcode is a required field.' },
      { id: 'billing_phone', text: 'Billing Phone is a required field.' },
      { id: 'billing_email', text: 'Billing Email address is a required field.' },
      { id: 'terms', text: 'Please read and accept the terms and conditions to place your order.' },
    ]);
  });

  it('wraps the field in <strong> like WooCommerce', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const { body } = await postCheckout(c, gbForm(nonces.process, { billing_last_name: '' }));
    expect(body.messages).toBe(
      '<ul class="woocommerce-error" role="alert"><li data-id="billing_last_name"><strong>Billing Last name</strong> is a required field.</li></ul>',
    );
  });

  it('checks email, phone and postcode formats', async () => {
    const items = await failWith({
      billing_email: 'ada@example',
      billing_phone: '0117 CALL ME',
      billing_postcode: '12345',
    });
    expect(items).toEqual([
      { id: 'billing_postcode', text: 'Billing Postcode is not a valid postcode / ZIP.' },
      { id: 'billing_phone', text: 'Billing Phone is not a valid phone number.' },
      { id: 'billing_email', text: 'Billing Email address is not a valid email address.' },
    ]);
  });

  it('requires the Eircode for Ireland and checks its format', async () => {
    expect(
      await failWith({
        billing_country: 'IE',
        billing_postcode: '',
        billing_state: 'D',
        'shipping_method[0]': 'flat_rate:3',
      }),
    ).toEqual([{ id: 'billing_postcode', text: 'Billing Eircode is a required field.' }]);
    expect(
      await failWith({
        billing_country: 'IE',
        billing_postcode: 'BS1 4DJ',
        billing_state: 'D',
        'shipping_method[0]': 'flat_rate:3',
      }),
    ).toEqual([{ id: 'billing_postcode', text: 'Billing Eircode is not a valid postcode / ZIP.' }]);
  });

  it('requires a US state from the list', async () => {
    expect(
      await failWith({
        billing_country: 'US',
        billing_postcode: '10001',
        billing_state: '',
        'shipping_method[0]': 'flat_rate:4',
      }),
    ).toEqual([{ id: 'billing_state', text: 'Billing State is a required field.' }]);
    expect(
      await failWith({
        billing_country: 'US',
        billing_postcode: '10001',
        billing_state: 'XX',
        'shipping_method[0]': 'flat_rate:4',
      }),
    ).toEqual([{ id: 'billing_state', text: 'Billing State is not valid. Please choose one from the list.' }]);
  });

  it('checks the shipping address when shipping elsewhere', async () => {
    const items = await failWith({
      ship_to_different_address: '1',
      shipping_country: 'GB',
      shipping_first_name: 'Bea',
      shipping_last_name: '',
      shipping_address_1: '2 Lane',
      shipping_city: 'Bath',
      shipping_postcode: 'BA1 1AA',
    });
    expect(items).toEqual([{ id: 'shipping_last_name', text: 'Shipping Last name is a required field.' }]);
  });

  it('needs a password to create an account, and refuses a registered email', async () => {
    expect(await failWith({ createaccount: '1', account_password: '' })).toEqual([
      { id: 'account_password', text: 'Account password is a required field.' },
    ]);
    expect(
      await failWith({ createaccount: '1', account_password: 'secret-pass', billing_email: 'customer@example.com' }),
    ).toEqual([
      { id: 'billing_email', text: 'An account is already registered with your email address. Please log in.' },
    ]);
  });

  it('refuses a payment method not offered for the billing country, or an unknown one', async () => {
    expect(
      await failWith({
        billing_country: 'IE',
        billing_postcode: 'D02 X285',
        billing_state: 'D',
        'shipping_method[0]': 'flat_rate:3',
        payment_method: 'cheque',
      }),
    ).toEqual([{ id: 'payment_method', text: 'Please choose a payment method.' }]);
    expect(await failWith({ payment_method: 'bitcoin' })).toEqual([
      { id: 'payment_method', text: 'Please choose a payment method.' },
    ]);
  });

  it('refuses a basket whose stock ran out since it was filled', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c, 103, 3);
    await shop.db.query('update products set stock_quantity = 2 where id = 103');
    const { body } = await postCheckout(c, gbForm(nonces.process));
    await shop.db.query('update products set stock_quantity = 8 where id = 103');
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages)).toEqual([
      {
        id: null,
        text: 'Sorry, we do not have enough “Linen cushion” in stock for your order. Please edit your basket and try again.',
      },
    ]);
  });

  it('refuses a shipping method not offered for the address', async () => {
    expect(await failWith({ 'shipping_method[0]': 'flat_rate:3' })).toEqual([
      { id: null, text: 'Please choose a shipping method.' },
    ]);
  });
});

describe('?wc-ajax=checkout success', () => {
  it('stores the order with lines, totals, addresses, shipping, payment and attribution, then empties the basket', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const { body } = await postCheckout(
      c,
      gbForm(nonces.process, {
        order_comments: 'Leave by the door',
        wc_order_attribution_source_type: 'utm',
        wc_order_attribution_utm_source: 'news',
        wc_order_attribution_utm_medium: 'email',
        wc_order_attribution_session_entry: 'http://shop.test/?utm_source=news&utm_medium=email',
        wc_order_attribution_session_pages: '3',
        wc_order_attribution_unknown: 'dropped',
      }),
    );
    expect(body.result).toBe('success');
    expect(body.redirect).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_[A-Za-z0-9]{13}$/);
    const order = (await getOrder(shop.db, orderIdOf(body.redirect!)))!;
    expect(order).toMatchObject({
      status: 'processing',
      subtotal: 700,
      shippingTotal: 395,
      total: 1095,
      paymentMethod: 'cod',
      paymentMethodTitle: 'Cash on delivery',
      customerNote: 'Leave by the door',
      customerId: null,
      shippingLines: [{ method_id: 'flat_rate:1', label: 'Flat rate', total: 395 }],
      items: [{ product_id: 102, variation_id: 0, name: 'Greeting card', quantity: 2, total: 700 }],
    });
    expect(order.billing).toMatchObject({
      first_name: 'Ada',
      country: 'GB',
      postcode: 'BS1 4DJ',
      email: 'ada@example.co.uk',
    });
    expect(order.shipping).toMatchObject({ first_name: 'Ada', address_1: '1 Analytical Row' });
    expect(order.attribution).toEqual({
      source_type: 'utm',
      utm_source: 'news',
      utm_medium: 'email',
      session_entry: 'http://shop.test/?utm_source=news&utm_medium=email',
      session_pages: '3',
    });
    expect((await c.storeCart()).items_count).toBe(0);
    expect(c.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('applies a coupon posted through apply_coupon and clears it with the order', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c, 104, 1);
    const notice = await (
      await c.postForm('/?wc-ajax=apply_coupon', {
        security: nonces.applyCoupon,
        coupon_code: 'WELCOME10',
        billing_email: 'ada@example.co.uk',
      })
    ).text();
    expect(notice).toContain('Coupon applied');
    const { body } = await postCheckout(
      c,
      gbForm(nonces.process, { 'shipping_method[0]': 'free_shipping:2', payment_method: 'bacs' }),
    );
    const order = (await getOrder(shop.db, orderIdOf(body.redirect!)))!;
    expect(order).toMatchObject({
      status: 'on-hold',
      subtotal: 8500,
      discountTotal: 850,
      shippingTotal: 0,
      total: 7650,
      coupons: [{ code: 'welcome10', discount: 850 }],
    });
    const session = c.cookies.get('wp_woocommerce_session_storefront')!;
    expect(
      (await shop.db.query<{ coupons: string[] }>('select coupons from sessions where id = $1', [session])).rows[0]!
        .coupons,
    ).toEqual([]);
  });

  it('places orders for AE (no postcode) and DE (no state) addresses', async () => {
    for (const extra of [
      { billing_country: 'AE', billing_postcode: '', billing_state: 'Dubai', 'shipping_method[0]': 'flat_rate:4' },
      { billing_country: 'DE', billing_postcode: '10115', billing_state: '', 'shipping_method[0]': 'flat_rate:4' },
    ]) {
      const c = new Client(shop.app);
      const { nonces } = await checkoutWithBasket(c);
      const { body } = await postCheckout(c, gbForm(nonces.process, extra));
      expect(body, extra.billing_country).toMatchObject({ result: 'success' });
      const order = (await getOrder(shop.db, orderIdOf(body.redirect!)))!;
      expect(order.billing.country).toBe(extra.billing_country);
      expect(order.shippingTotal).toBe(1500);
    }
  });

  it('takes the cheque with its GB-only rule', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const { body } = await postCheckout(c, gbForm(nonces.process, { payment_method: 'cheque' }));
    expect((await getOrder(shop.db, orderIdOf(body.redirect!)))!).toMatchObject({
      status: 'on-hold',
      paymentMethodTitle: 'Cheque payments',
    });
  });

  it('makes one order for a double submit, racing or repeated, and answers the same redirect', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const before = await orderCount();
    const form = gbForm(nonces.process);
    const [a, b] = await Promise.all([postCheckout(c, form), postCheckout(c, form)]);
    expect(a.body.result).toBe('success');
    expect(b.body).toEqual(a.body);
    const again = await postCheckout(c, form);
    expect(again.body).toEqual(a.body);
    expect(await orderCount()).toBe(before + 1);
  });

  it('creates the account and logs the session in', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const { body } = await postCheckout(
      c,
      gbForm(nonces.process, {
        createaccount: '1',
        account_password: 'a-long-password',
        billing_email: 'new.person@example.org',
      }),
    );
    expect(body.result).toBe('success');
    const order = (await getOrder(shop.db, orderIdOf(body.redirect!)))!;
    expect(order.customerId).toBeGreaterThanOrEqual(100);
    const account = parseHtml(await c.text('/my-account/'));
    expect(account.querySelector('.woocommerce-MyAccount-content')?.textContent).toContain('Hello Ada Lovelace');
    expect(account.querySelector(`.woocommerce-orders-table a[href="${body.redirect}"]`)).not.toBeNull();
  });
});
