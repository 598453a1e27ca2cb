import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutWithBasket, gbForm, messageItems, type CheckoutJson } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { getOrder } from '../domain/orders';
import { getIntent } from './payment-double/engine';
import { upeParams } from './payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop({ paymentMethods: ['card', 'blik'] });
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };
const PL = {
  billing_country: 'PL',
  billing_postcode: '00-001',
  billing_city: 'Warszawa',
  'shipping_method[0]': 'flat_rate:4',
};

/** A BLIK payment method through the double's API. */
async function blikPm(c: Client): Promise<string> {
  const res = await c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type: 'blik', blik: {} }, AUTH);
  const body = (await res.json()) as { id: string; type: string };
  expect(body.type).toBe('blik');
  return body.id;
}

/** The checkout page with a basket, the intent the page creates first (create_payment_intent), then the post. */
async function payByBlik(c: Client, code: string, withIntent = true): Promise<CheckoutJson & { intentId: string }> {
  const { doc, nonces } = await checkoutWithBasket(c);
  let intentId = '';
  if (withIntent) {
    const res = await c.postForm('/?wc-ajax=wc_stripe_create_payment_intent', {
      payment_method_type: 'blik',
      _ajax_nonce: upeParams(doc).createPaymentIntentNonce,
    });
    const created = (await res.json()) as { success: boolean; data: { id: string } };
    expect(created.success).toBe(true);
    intentId = created.data.id;
  }
  const form = gbForm(nonces.process, {
    ...PL,
    payment_method: 'stripe_blik',
    'wc-stripe-payment-method': await blikPm(c),
    'wc-stripe-payment-type': 'blik',
    'wc-stripe-blik-code': code,
    wc_payment_intent_id: intentId,
  });
  const res = await c.postForm('/?wc-ajax=checkout', form, { Referer: 'http://localhost/checkout/' });
  return { ...((await res.json()) as CheckoutJson), intentId };
}

describe('BLIK (stripe_blik)', () => {
  it('has an intent-first config entry and a box with the code field in the mount point', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    expect(upeParams(doc).paymentMethodsConfig.blik).toEqual({
      isReusable: false,
      title: 'BLIK',
      description: '',
      showSaveOption: false,
      supportsDeferredIntent: false,
      countries: ['PL'],
    });
    const li = doc.querySelector('li.payment_method_stripe_blik')!;
    const mount = li.querySelector('fieldset.wc-upe-form .wc-stripe-upe-element[data-payment-method-type="blik"]')!;
    const input = mount.querySelector<HTMLInputElement>('p#wc-stripe-blik-code_field input#wc-stripe-blik-code')!;
    expect(input.getAttribute('name')).toBe('wc-stripe-blik-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(mount.querySelector('label[for="wc-stripe-blik-code"]')!.textContent).toContain('BLIK Code');
    expect(li.textContent).toContain('approve the payment in your banking app');
  });

  it("a code not of 6 digits is refused with the spec's message before any order is made", async () => {
    const c = new Client(shop.app);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const body = await payByBlik(c, code, false);
      expect(body.result).toBe('failure');
      expect(messageItems(body.messages).map((m) => m.text)).toContain('BLIK Code is invalid');
    }
  });

  it("pays the page's own intent: a good code waits for the bank app, approved → processing once", async () => {
    const c = new Client(shop.app);
    const body = await payByBlik(c, '123456');
    expect(body.result).toBe('success');
    // The intent the page created is the one confirmed (no new intent is made).
    expect(body.redirect).toContain(`/payment-double/authenticate/${body.intentId}?`);
    const orderId = Number(/order-received%2F(\d+)/.exec(body.redirect!)![1]);
    expect((await getOrder(shop.db, orderId))!.status).toBe('pending');
    const doc = parseHtml(await c.text(body.redirect!));
    expect(doc.body.textContent).toContain('BLIK');
    const form = doc.querySelector('form')!;
    const fields = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
    );
    const res = await c.postForm(form.getAttribute('action')!, { ...fields, outcome: 'complete' });
    const back = res.headers.get('location')!;
    await c.request(back);
    await c.request(back);
    const order = (await getOrder(shop.db, orderId))!;
    expect(order.status).toBe('processing');
    expect(order.transactionId).toBe(body.intentId);
    expect((await getIntent(shop.db, body.intentId))!.order_id).toBe(orderId);
  });

  it('the documented refused code → the §8 authentication message and the order failed', async () => {
    const c = new Client(shop.app);
    const body = await payByBlik(c, '000000');
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.text)[0]).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect((await getIntent(shop.db, body.intentId))!.status).toBe('requires_payment_method');
  });
});
