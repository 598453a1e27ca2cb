import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutWithBasket, gbForm, messageItems, type CheckoutJson } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import type { RequestShop } from '../domain/visitor';
import { getOrder } from '../domain/orders';
import type { GatewayContext, OrderRef } from './gateway-types';
import { CARDS, createPm, logInCustomer, upeParams } from './payment-double/test-helpers';
import { createPaymentMethod } from './payment-double/engine';
import { stripeGateway } from './stripe-gateway';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Adds a basket and posts the checkout paying by card. */
async function payByCard(c: Client, extra: Record<string, string>): Promise<CheckoutJson> {
  const { nonces } = await checkoutWithBasket(c);
  const res = await c.postForm('/?wc-ajax=checkout', gbForm(nonces.process, { payment_method: 'stripe', ...extra }), {
    Referer: 'http://localhost/checkout/',
  });
  return (await res.json()) as CheckoutJson;
}

const orderIdOf = (redirect: string): number => Number(/(?:order-received\/|confirm-pi:)(\d+)/.exec(redirect)![1]);

async function lastOrder(): Promise<{
  id: number;
  status: string;
  transaction_id: string;
  total: number;
  notes: Array<{ note: string }>;
}> {
  return (
    await shop.db.query<any>('select id, status, transaction_id, total, notes from orders order by id desc limit 1')
  ).rows[0];
}

describe('card payment at checkout (through the checkout endpoint)', () => {
  it('the success card pays the order: processing, transaction id = the intent, redirect to order received', async () => {
    const c = new Client(shop.app);
    const body = await payByCard(c, { 'wc-stripe-payment-method': await createPm(c, CARDS.success) });
    expect(body.result).toBe('success');
    expect(body.redirect).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    const order = (await getOrder(shop.db, orderIdOf(body.redirect!)))!;
    expect(order.status).toBe('processing');
    expect(order.transactionId).toMatch(/^pi_/);
    const intent = (await shop.db.query<any>('select * from payment_intents where id = $1', [order.transactionId]))
      .rows[0];
    expect(intent).toMatchObject({ status: 'succeeded', amount: order.total, order_id: order.id, currency: 'gbp' });
  });

  const declines: Array<[string, string]> = [
    [CARDS.declined, 'The card was declined.'],
    [CARDS.insufficient, 'Your card has insufficient funds.'],
    [CARDS.expired, 'The card has expired.'],
    [CARDS.incorrectCvc, "The card's security code is incorrect."],
    [CARDS.processing, 'An error occurred while processing the card.'],
  ];
  for (const [number, text] of declines) {
    it(`${number} fails with '${text}' and the order is failed, not paid`, async () => {
      const c = new Client(shop.app);
      const body = await payByCard(c, { 'wc-stripe-payment-method': await createPm(c, number) });
      expect(body.result).toBe('failure');
      expect(messageItems(body.messages).map((m) => m.text)).toEqual([text]);
      const order = await lastOrder();
      expect(order.status).toBe('failed');
      expect(order.transaction_id).toBe('');
    });
  }

  it('no card at all is refused before any order is made', async () => {
    const c = new Client(shop.app);
    const before = (await lastOrder()).id;
    const body = await payByCard(c, {});
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.text)).toContain(
      'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
    );
    expect((await lastOrder()).id).toBe(before);
  });

  it('the authentication card answers the confirm hash and leaves the order pending until update_order_status', async () => {
    const c = new Client(shop.app);
    const body = await payByCard(c, { 'wc-stripe-payment-method': await createPm(c, CARDS.authentication) });
    expect(body.result).toBe('success');
    const m = /^#wc-stripe-confirm-pi:(\d+):(pi_[0-9a-f]+_secret_[0-9a-f]+):([0-9a-f]{10})$/.exec(body.redirect!);
    expect(m).not.toBeNull();
    const [, orderId, secret] = m!;
    expect((await getOrder(shop.db, Number(orderId)))!.status).toBe('pending');
    const intent = (await shop.db.query<any>('select * from payment_intents where client_secret = $1', [secret]))
      .rows[0];
    expect(intent).toMatchObject({ status: 'requires_action', order_id: Number(orderId) });
    // The authentication page returns to the checkout page with the same hash.
    expect(intent.return_url).toBe(`/checkout/${body.redirect}`);
  });
});

describe('saved cards (logged-in customer)', () => {
  it('saves the card when asked, shows it in the box, and pays with the saved token', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const first = await payByCard(c, {
      'wc-stripe-payment-method': await createPm(c, CARDS.success),
      'wc-stripe-new-payment-method': 'true',
    });
    expect(first.result).toBe('success');
    const tokens = (await shop.db.query<any>('select * from payment_tokens where customer_id = 1')).rows;
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ brand: 'visa', last4: '4242', is_default: true });

    const { doc } = await checkoutWithBasket(c);
    const list = doc.querySelector(
      '.payment_box.payment_method_stripe ul.woocommerce-SavedPaymentMethods.wc-saved-payment-methods',
    )!;
    expect(list.getAttribute('data-count')).toBe('1');
    const radios = [...list.querySelectorAll<HTMLInputElement>('input[type=radio][name="wc-stripe-payment-token"]')];
    expect(radios.map((r) => r.value)).toEqual([String(tokens[0].id), 'new']);
    expect(radios[0]!.checked).toBe(true);
    expect(list.textContent).toContain('Visa ending in 4242');

    const nonce = doc.querySelector<HTMLInputElement>('#woocommerce-process-checkout-nonce')!.value;
    const res = await c.postForm(
      '/?wc-ajax=checkout',
      gbForm(nonce, { payment_method: 'stripe', 'wc-stripe-payment-token': String(tokens[0].id) }),
    );
    const second = (await res.json()) as CheckoutJson;
    expect(second.result).toBe('success');
    expect((await getOrder(shop.db, orderIdOf(second.redirect!)))!.status).toBe('processing');
  });

  it("a guest cannot pay with someone's saved token, nor with their payment method id", async () => {
    const token = (await shop.db.query<any>('select * from payment_tokens where customer_id = 1 limit 1')).rows[0];
    const c = new Client(shop.app);
    const byToken = await payByCard(c, { 'wc-stripe-payment-token': String(token.id) });
    expect(byToken.result).toBe('failure');
    const byPm = await payByCard(c, { 'wc-stripe-payment-method': token.payment_method_id });
    expect(byPm.result).toBe('failure');
    expect((await lastOrder()).status).not.toBe('processing');
  });
});

describe('page settings and payment box', () => {
  it('prints wc_stripe_upe_params with the provider, key, nonces, totals and the card config', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    const p = upeParams(doc);
    expect(p.provider).toEqual({ kind: 'local-double', apiBase: '/payment-double/v1' });
    expect(p).toMatchObject({
      key: 'pk_test_payment_double_local',
      apiVersion: '2024-06-20',
      locale: 'en-GB',
      gatewayId: 'stripe',
      currency: 'gbp',
      isCheckout: true,
      isOrderPay: false,
      isChangingPayment: false,
      isAddPaymentMethodPage: false,
      isPaymentNeeded: true,
      isLoggedIn: false,
      isSignupOnCheckoutAllowed: true,
      cartContainsSubscription: false,
      isUPEEnabled: true,
      isECEEnabled: true,
      isOCEnabled: false,
      OCLayout: 'accordion',
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      accountDescriptor: 'Loom & Press',
      customerData: { billing_country: 'GB' },
      genericErrorMessage:
        'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.',
    });
    expect(p.paymentMethodsConfig.card).toMatchObject({
      isReusable: true,
      title: 'Credit / Debit Card',
      showSaveOption: true,
      supportsDeferredIntent: true,
      countries: [],
    });
    const total = doc.querySelector('.order-total .amount')!.textContent!.replace(/[^0-9]/g, '');
    expect(p.cartTotal).toBe(Number(total));
    for (const n of [
      'createPaymentIntentNonce',
      'updatePaymentIntentNonce',
      'createSetupIntentNonce',
      'createAndConfirmSetupIntentNonce',
      'updateOrderStatusNonce',
      'confirmChangePaymentNonce',
      'updateFailedOrderNonce',
      'saveAppearanceNonce',
    ]) {
      expect(p[n], n).toMatch(/^[0-9a-f]{10}$/);
    }
    expect(p.messages.card_declined).toBe('The card was declined.');
    expect(p.enabledBillingFields).toContain('billing_email');
  });

  it('renders the card box: the form mount point and, for guests at checkout, the save checkbox', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    const li = doc.querySelector('li.wc_payment_method.payment_method_stripe')!;
    expect(li.querySelector('label[for=payment_method_stripe]')?.textContent).toBe('Card');
    const box = li.querySelector('.payment_box.payment_method_stripe')!;
    const fieldset = box.querySelector('fieldset#wc-stripe-upe-form.wc-upe-form.wc-payment-form')!;
    expect(fieldset.querySelector('.wc-stripe-upe-element[data-payment-method-type=card]')).not.toBeNull();
    expect(fieldset.querySelector('#wc-stripe-upe-errors[role=alert]')).not.toBeNull();
    expect(fieldset.querySelector<HTMLInputElement>('input.wc-stripe-is-deferred-intent')?.value).toBe('1');
    expect(box.querySelector('ul.woocommerce-SavedPaymentMethods')).toBeNull();
    const save = box.querySelector<HTMLInputElement>(
      'p.woocommerce-SavedPaymentMethods-saveNew input#wc-stripe-new-payment-method',
    )!;
    expect(save.value).toBe('true');
    expect(box.querySelector('label[for=wc-stripe-new-payment-method]')?.textContent).toBe(
      'Save payment information to my account for future purchases.',
    );
  });

  it('in stripe mode prints the real key and provider kind, and payments answer a clear error', async () => {
    vi.stubEnv('PAYMENT_PROVIDER', 'stripe');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_live_example');
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    expect(upeParams(doc)).toMatchObject({ provider: { kind: 'stripe' }, key: 'pk_live_example' });
    const body = await payByCard(c, { 'wc-stripe-payment-method': 'pm_123abc' });
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages)[0]!.text).toContain('PAYMENT_PROVIDER=stripe');
  });

  it('refuses an unknown PAYMENT_PROVIDER instead of falling back', async () => {
    vi.stubEnv('PAYMENT_PROVIDER', 'paypal');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 1 });
    expect((await c.request('/checkout/')).status).toBe(500);
    expect(String(logged.mock.calls[0]?.[3])).toContain("PAYMENT_PROVIDER must be 'local-double' or 'stripe'");
    logged.mockRestore();
  });
});

describe('processPayment with a fake context', () => {
  /** A context whose order operations only record what the gateway asked for. */
  function fakeContext(calls: string[]): GatewayContext {
    const fakeShop = {
      db: shop.db,
      session: async () => null,
      customerId: async () => null,
      nonce: async () => '0123456789',
    };
    return {
      request: { url: 'http://localhost/?wc-ajax=checkout', referer: null },
      shop: fakeShop as unknown as RequestShop,
      orders: {
        get: async () => null,
        markPaid: async (id, tx) => {
          calls.push(`paid:${id}:${tx}`);
          return true;
        },
        markFailed: async (id, note) => {
          calls.push(`failed:${id}:${note}`);
        },
        receivedUrl: (o) => `/received/${o.id}`,
      },
    };
  }
  const order = (total: number, id: number): OrderRef => ({
    id,
    key: 'k',
    status: 'pending',
    total,
    currency: 'GBP',
    billingEmail: 'a@b.c',
    customerId: null,
  });

  it('a zero total is taken through a setup intent (seti_) and marks the order paid with it', async () => {
    const calls: string[] = [];
    const ctx = fakeContext(calls);
    const pm = await createPaymentMethod(shop.db, {
      type: 'card',
      card: { number: CARDS.success, exp_month: 1, exp_year: 2040, cvc: '123' },
    });
    const result = await stripeGateway!.processPayment(ctx, order(0, 5001), {
      'wc-stripe-payment-method': (pm as { id: string }).id,
    });
    expect(result).toEqual({ result: 'success', redirect: '/received/5001' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^paid:5001:seti_/);
  });

  it('authentication on a zero total answers the si hash', async () => {
    const calls: string[] = [];
    const ctx = fakeContext(calls);
    const pm = await createPaymentMethod(shop.db, {
      type: 'card',
      card: { number: CARDS.authentication, exp_month: 1, exp_year: 2040, cvc: '123' },
    });
    const result = await stripeGateway!.processPayment(ctx, order(0, 5002), {
      'wc-stripe-payment-method': (pm as { id: string }).id,
    });
    expect(result.result).toBe('success');
    expect((result as { redirect: string }).redirect).toMatch(
      /^#wc-stripe-confirm-si:5002:seti_[0-9a-f]+_secret_[0-9a-f]+:0123456789$/,
    );
    expect(calls).toEqual([]);
  });

  it('a decline marks the order failed with a note and never paid', async () => {
    const calls: string[] = [];
    const ctx = fakeContext(calls);
    const pm = await createPaymentMethod(shop.db, {
      type: 'card',
      card: { number: CARDS.declined, exp_month: 1, exp_year: 2040, cvc: '123' },
    });
    const result = await stripeGateway!.processPayment(ctx, order(1500, 5003), {
      'wc-stripe-payment-method': (pm as { id: string }).id,
    });
    expect(result).toEqual({ result: 'failure', messages: ['The card was declined.'] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^failed:5003:Card payment failed/);
  });
});

describe('order-pay', () => {
  const PAY_URL = '/checkout/order-pay/901/?pay_for_order=true&key=wc_order_seedpending01';

  it('prints the page settings with the order, and a card needing authentication comes back to order-pay with the hash; then a good card pays', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const doc = parseHtml(await c.text(PAY_URL));
    expect(upeParams(doc)).toMatchObject({
      isOrderPay: true,
      isCheckout: true,
      orderId: '901',
      cartTotal: 1095,
      isLoggedIn: true,
    });
    expect(doc.querySelector('form#order_review fieldset#wc-stripe-upe-form')).not.toBeNull();
    const nonce = doc.querySelector<HTMLInputElement>('#woocommerce-pay-nonce')!.value;
    const pay = async (number: string) =>
      c.postForm(PAY_URL, {
        payment_method: 'stripe',
        'wc-stripe-payment-method': await createPm(c, number),
        terms: 'on',
        woocommerce_pay: '1',
        'woocommerce-pay-nonce': nonce,
      });
    const action = await pay(CARDS.authentication);
    expect(action.status).toBe(303);
    expect(action.headers.get('location')).toMatch(
      /^\/checkout\/order-pay\/901\/\?pay_for_order=true&key=wc_order_seedpending01#wc-stripe-confirm-pi:901:pi_\w+_secret_\w+:[0-9a-f]{10}$/,
    );
    expect((await getOrder(shop.db, 901))!.status).toBe('pending');
    const declined = await pay(CARDS.declined);
    expect(declined.headers.get('location')).toBe(PAY_URL);
    expect(parseHtml(await c.text(PAY_URL)).querySelector('.woocommerce-error')?.textContent).toBe(
      'The card was declined.',
    );
    const ok = await pay(CARDS.success);
    expect(ok.headers.get('location')).toBe('/checkout/order-received/901/?key=wc_order_seedpending01');
    const order = (await getOrder(shop.db, 901))!;
    expect(order.status).toBe('processing');
    // One intent per order: the failed attempts' intent was reused, not a new one each time.
    const intents = (await shop.db.query('select id from payment_intents where order_id = 901')).rows;
    expect(intents).toHaveLength(1);
  });

  it('two payments racing for one order charge it once', async () => {
    const calls: string[] = [];
    const ctx = {
      request: { url: 'http://localhost/checkout/order-pay/7001/', referer: null },
      shop: { db: shop.db, session: async () => null, customerId: async () => null, nonce: async () => '0123456789' },
      orders: {
        get: async () => null,
        markPaid: async (id: number, tx: string) => {
          calls.push(`${id}:${tx}`);
          return calls.length === 1;
        },
        markFailed: async () => undefined,
        receivedUrl: () => '/done',
      },
    } as unknown as GatewayContext;
    const o: OrderRef = {
      id: 7001,
      key: 'k',
      status: 'pending',
      total: 999,
      currency: 'GBP',
      billingEmail: '',
      customerId: null,
    };
    const pm = async () =>
      (
        (await createPaymentMethod(shop.db, {
          type: 'card',
          card: { number: CARDS.success, exp_month: 1, exp_year: 2040, cvc: '123' },
        })) as { id: string }
      ).id;
    const [a, b] = await Promise.all([
      stripeGateway!.processPayment(ctx, o, { 'wc-stripe-payment-method': await pm() }),
      stripeGateway!.processPayment(ctx, o, { 'wc-stripe-payment-method': await pm() }),
    ]);
    expect([a, b]).toEqual([
      { result: 'success', redirect: '/done' },
      { result: 'success', redirect: '/done' },
    ]);
    const succeeded = (
      await shop.db.query(`select id from payment_intents where order_id = 7001 and status = 'succeeded'`)
    ).rows;
    expect(succeeded).toHaveLength(1);
  });
});
