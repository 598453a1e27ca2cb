import { describe, expect, it } from 'vitest';
import { checkoutWithBasket, gbForm, messageItems, type CheckoutJson } from '../test/checkout-helpers';
import { Client, parseHtml } from '../test/helpers';
import { getOrder } from '../domain/orders';
import { createPm, upeParams, typeShopsForFile } from './payment-double/test-helpers';
import { enabledPaymentTypes, PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';

const shops = typeShopsForFile(['card', 'ideal']);

const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };

/** Creates an iDEAL payment method through the double's API. */
async function idealPm(c: Client, bank: unknown = 'ing'): Promise<Response> {
  return c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type: 'ideal', ideal: { bank } }, AUTH);
}

/** A Dutch billing address (iDEAL's country). */
const NL = {
  billing_country: 'NL',
  billing_postcode: '1012 AB',
  billing_city: 'Amsterdam',
  'shipping_method[0]': 'flat_rate:4',
};

/** Adds a basket and posts the checkout paying with iDEAL. */
async function payByIdeal(c: Client, extra: Record<string, string> = {}): Promise<CheckoutJson> {
  const { nonces } = await checkoutWithBasket(c);
  const pm = ((await (await idealPm(c)).json()) as { id: string }).id;
  const form = gbForm(nonces.process, {
    ...NL,
    payment_method: 'stripe_ideal',
    'wc-stripe-payment-method': pm,
    'wc-stripe-payment-type': 'ideal',
    ...extra,
  });
  const res = await c.postForm('/?wc-ajax=checkout', form, { Referer: 'http://localhost/checkout/' });
  return (await res.json()) as CheckoutJson;
}

/** Answers the double's authorisation page (`outcome`: complete or fail); returns where it sends the shopper. */
async function authorise(c: Client, url: string, outcome: 'complete' | 'fail'): Promise<string> {
  const doc = parseHtml(await c.text(url));
  const form = doc.querySelector('form')!;
  const fields = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
  );
  const res = await c.postForm(form.getAttribute('action')!, { ...fields, outcome });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

const cartCount = async (c: Client): Promise<number> =>
  parseHtml(await c.text('/cart/')).querySelectorAll('.woocommerce-cart-form__cart-item').length;

describe('enabled payment types', () => {
  it('is the card alone by default; PAYMENT_METHODS lists more; unknown types and a list without card throw', () => {
    expect(enabledPaymentTypes(undefined, {})).toEqual(['card']);
    expect(enabledPaymentTypes(undefined, { PAYMENT_METHODS: ' ideal, card ' })).toEqual(['card', 'ideal']);
    expect(enabledPaymentTypes(['card', 'ideal'], { PAYMENT_METHODS: 'card' })).toEqual(['card', 'ideal']);
    expect(() => enabledPaymentTypes(undefined, { PAYMENT_METHODS: 'card,paypal' })).toThrow(/paypal/);
    expect(() => enabledPaymentTypes(['ideal'])).toThrow(/card/);
  });
});

describe('iDEAL at checkout', () => {
  it('with ideal enabled: a config entry and its own gateway with the provider form for the type', async () => {
    const c = new Client(shops.shop().app);
    const { doc } = await checkoutWithBasket(c);
    expect(upeParams(doc).paymentMethodsConfig.ideal).toEqual({
      isReusable: true,
      title: 'iDEAL',
      description: '',
      showSaveOption: true,
      supportsDeferredIntent: true,
      countries: ['NL'],
    });
    expect(upeParams(doc).paymentMethodsConfig.card.enabledPaymentMethods).toEqual(['card', 'ideal']);
    const li = doc.querySelector('li.payment_method_stripe_ideal')!;
    expect(li.querySelector('input[name="payment_method"]')!.getAttribute('value')).toBe('stripe_ideal');
    expect(li.querySelector('label')!.textContent).toBe('iDEAL');
    // Its countries come from the config entry, not an attribute of the list.
    expect(li.hasAttribute('data-countries')).toBe(false);
    const el = li.querySelector('fieldset.wc-upe-form .wc-stripe-upe-element')!;
    expect(el.getAttribute('data-payment-method-type')).toBe('ideal');
    expect(li.querySelector('#wc-stripe_ideal-upe-errors')).not.toBeNull();
    expect(li.querySelector('#wc-stripe-new-payment-method')).toBeNull();
    // The card's form is unchanged.
    expect(doc.querySelector('li.payment_method_stripe [data-payment-method-type="card"]')).not.toBeNull();
  });

  it('is not listed nor accepted when not enabled (the default)', async () => {
    const c = new Client(shops.cardOnly().app);
    const { doc, nonces } = await checkoutWithBasket(c);
    expect(doc.querySelector('li.payment_method_stripe_ideal')).toBeNull();
    expect(Object.keys(upeParams(doc).paymentMethodsConfig)).toEqual(['card']);
    const pm = ((await (await idealPm(c)).json()) as { id: string }).id;
    const res = await c.postForm(
      '/?wc-ajax=checkout',
      gbForm(nonces.process, { ...NL, payment_method: 'stripe_ideal', 'wc-stripe-payment-method': pm }),
    );
    const body = (await res.json()) as CheckoutJson;
    expect(body.result).toBe('failure');
  });

  it('the double makes ideal payment methods with a bank from its list only', async () => {
    const c = new Client(shops.shop().app);
    const ok = (await (await idealPm(c, 'rabobank')).json()) as Record<string, any>;
    expect(ok).toMatchObject({ type: 'ideal', ideal: { bank: 'rabobank' } });
    expect(ok.card).toBeUndefined();
    const bad = await idealPm(c, 'no_such_bank');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.param).toBe('ideal[bank]');
  });

  it('a GB billing address cannot pay with iDEAL', async () => {
    const c = new Client(shops.shop().app);
    const gb = { billing_country: 'GB', billing_postcode: 'bs1 4dj', billing_city: 'Bristol' };
    const body = await payByIdeal(c, { ...gb, 'shipping_method[0]': 'flat_rate:1' });
    expect(messageItems(body.messages).map((m) => m.id)).toContain('payment_method');
    expect(body.result).toBe('failure');
  });

  it('a card payment method posted for iDEAL is refused and nothing is charged', async () => {
    const c = new Client(shops.shop().app);
    const body = await payByIdeal(c, { 'wc-stripe-payment-method': await createPm(c, '4242424242424242') });
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.text)[0]).toMatch(/Invalid or missing payment details/);
  });

  it('redirects to the authorisation page; authorised → back on order received, paid once, basket emptied', async () => {
    const c = new Client(shops.shop().app);
    const body = await payByIdeal(c);
    expect(body.messages ?? '').toBe('');
    expect(body.result).toBe('success');
    expect(body.redirect).toMatch(/^\/payment-double\/authenticate\/pi_[0-9a-f]+\?token=/);
    const orderId = Number(/order-received%2F(\d+)/.exec(body.redirect!)![1]);
    expect((await getOrder(shops.shop().db, orderId))!.status).toBe('pending');
    // The basket stays while the shopper is at the bank.
    expect(await cartCount(c)).toBeGreaterThan(0);
    const page = await c.text(body.redirect!);
    expect(page).toContain('Authorise test payment');
    expect(page).toContain('ING (iDEAL)');
    const back = await authorise(c, body.redirect!, 'complete');
    const url = new URL(back, 'http://localhost');
    expect(url.pathname).toBe(`/checkout/order-received/${orderId}/`);
    expect(url.searchParams.get('wc_payment_method')).toBe('stripe_ideal');
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    expect(url.searchParams.get('payment_intent')).toMatch(/^pi_/);
    const received = await c.request(back);
    expect(received.status).toBe(200);
    const order = (await getOrder(shops.shop().db, orderId))!;
    expect(order.status).toBe('processing');
    expect(order.transactionId).toBe(url.searchParams.get('payment_intent'));
    expect(await cartCount(c)).toBe(0);
    // A reload changes nothing.
    expect((await c.request(back)).status).toBe(200);
    expect((await getOrder(shops.shop().db, orderId))!.status).toBe('processing');
  });

  it('failed at the bank → the order is failed and the shopper is back at checkout with the message', async () => {
    const c = new Client(shops.shop().app);
    const body = await payByIdeal(c);
    const orderId = Number(/order-received%2F(\d+)/.exec(body.redirect!)![1]);
    const back = await authorise(c, body.redirect!, 'fail');
    expect(new URL(back, 'http://localhost').searchParams.get('redirect_status')).toBe('failed');
    const res = await c.request(back);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await getOrder(shops.shop().db, orderId))!.status).toBe('failed');
    const checkout = await c.text('/checkout/');
    expect(checkout).toContain(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect(await cartCount(c)).toBeGreaterThan(0);
  });

  it('a forged return (wrong client secret) changes nothing', async () => {
    const c = new Client(shops.shop().app);
    const body = await payByIdeal(c);
    const back = new URL(await authorise(c, body.redirect!, 'complete'), 'http://localhost');
    back.searchParams.set('payment_intent_client_secret', 'pi_x_secret_y');
    const orderId = Number(/order-received\/(\d+)/.exec(back.pathname)![1]);
    await c.request(back.pathname + back.search);
    expect((await getOrder(shops.shop().db, orderId))!.status).toBe('pending');
  });
});
