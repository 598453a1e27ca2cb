import { describe, expect, it } from 'vitest';
import { BOLETO_TEST_TAX_IDS } from '@storefront/payments/boleto-tax-id';
import { parsePaymentHash, type VoucherHashFlow, type WalletHashFlow } from '@storefront/payments';
import { VOUCHER_TYPES, WALLET_TYPES } from '@storefront/payments/method-types';
import { checkoutWithBasket, gbForm, type CheckoutJson } from '../test/checkout-helpers';
import { Client, parseHtml } from '../test/helpers';
import { getOrder, orderPayUrl } from '../domain/orders';
import { upeParams, typeShopsForFile } from './payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';
import { VOUCHER_WALLET_FACTS } from './voucher-wallet-configs';

const shops = typeShopsForFile(['card', ...VOUCHER_TYPES, ...WALLET_TYPES]);

const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };
const ORIGIN = 'http://localhost';

/** A billing address each type accepts (its first country; GB when it has no limit). */
const ADDRESSES: Record<string, Record<string, string>> = {
  GB: { billing_country: 'GB', billing_postcode: 'bs1 4dj', 'shipping_method[0]': 'flat_rate:1' },
  BR: {
    billing_country: 'BR',
    billing_state: 'SP',
    billing_postcode: '01310-100',
    'shipping_method[0]': 'flat_rate:4',
  },
  PT: { billing_country: 'PT', billing_postcode: '1000-001', 'shipping_method[0]': 'flat_rate:4' },
  MX: { billing_country: 'MX', billing_state: 'DF', billing_postcode: '06000', 'shipping_method[0]': 'flat_rate:4' },
  US: { billing_country: 'US', billing_state: 'NY', billing_postcode: '10001', 'shipping_method[0]': 'flat_rate:4' },
};
const addressFor = (type: string) => ADDRESSES[VOUCHER_WALLET_FACTS[type]!.countries[0] ?? 'GB']!;

/** Creates a payment method of `type` on the double (what the page's element does). */
async function pmOf(c: Client, type: string): Promise<string> {
  // Boleto needs the customer's tax id.
  const boleto = type === 'boleto' ? { boleto: { tax_id: BOLETO_TEST_TAX_IDS.cpf } } : {};
  const res = await c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type, ...boleto }, AUTH);
  return ((await res.json()) as { id: string }).id;
}

/** Adds a basket and posts the checkout paying with `type`. */
async function pay(c: Client, type: string): Promise<CheckoutJson> {
  const { nonces } = await checkoutWithBasket(c);
  const form = gbForm(nonces.process, {
    ...addressFor(type),
    payment_method: `stripe_${type}`,
    'wc-stripe-payment-method': await pmOf(c, type),
    'wc-stripe-payment-type': type,
  });
  const res = await c.postForm('/?wc-ajax=checkout', form, { Referer: `${ORIGIN}/checkout/` });
  return (await res.json()) as CheckoutJson;
}

/** Confirms an intent by its client secret, as the provider's confirm calls do. */
async function confirm(c: Client, secret: string, returnUrl?: string): Promise<Record<string, any>> {
  const id = /^(pi_\w+?|seti_\w+?)_secret_/.exec(secret)![1]!;
  const path = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  const body = { client_secret: secret, ...(returnUrl ? { return_url: returnUrl } : {}) };
  return (await (await c.postJson(`${PAYMENT_DOUBLE_API_BASE}/${path}/${id}/confirm`, body, AUTH)).json()) as any;
}

/** Answers the double's authorisation page; returns where it sends the shopper. */
async function authorise(c: Client, url: string, outcome: 'complete' | 'fail'): Promise<string> {
  const form = parseHtml(await c.text(url)).querySelector('form')!;
  const fields = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
  );
  return (await c.postForm(form.getAttribute('action')!, { ...fields, outcome })).headers.get('location')!;
}

const cartCount = async (c: Client): Promise<number> =>
  parseHtml(await c.text('/cart/')).querySelectorAll('.woocommerce-cart-form__cart-item').length;

describe.each([...VOUCHER_TYPES, ...WALLET_TYPES].map((t) => [t]))('type %s', (type) => {
  it('has its config entry and gateway, and the checkout answers its hash with an unconfirmed intent', async () => {
    const c = new Client(shops.shop().app);
    const { doc } = await checkoutWithBasket(c);
    const facts = VOUCHER_WALLET_FACTS[type]!;
    expect(upeParams(doc).paymentMethodsConfig[type]).toMatchObject({
      title: facts.title,
      countries: facts.countries,
      // Only Cash App Pay is reusable (as the provider's gateway has it).
      isReusable: type === 'cashapp',
      supportsDeferredIntent: true,
    });
    const li = doc.querySelector(`li.payment_method_stripe_${type}`)!;
    expect(li.querySelector('label')!.textContent).toBe(facts.title);
    expect(li.querySelector(`[data-payment-method-type="${type}"]`)).not.toBeNull();

    const body = await pay(c, type);
    expect(body.messages ?? '').toBe('');
    expect(body.result).toBe('success');
    const flow = parsePaymentHash(body.redirect) as VoucherHashFlow | WalletHashFlow;
    const voucher = VOUCHER_TYPES.includes(type);
    expect(flow?.kind).toBe(voucher ? 'voucher' : 'wallet');
    expect(flow).toMatchObject({ paymentType: type });
    const url = new URL(voucher ? (flow as VoucherHashFlow).redirectUrl : (flow as WalletHashFlow).returnUrl, ORIGIN);
    expect(url.pathname).toBe(`/checkout/order-received/${flow.orderId}/`);
    expect(url.searchParams.get('utm_nooverride')).toBe('1');
    const intent = await confirm(c, flow.clientSecret, voucher ? undefined : url.href);
    expect(intent.status).toBe('requires_action');
    expect(intent.payment_method_types).toEqual([type]);
    expect(intent.next_action.type).toBe(voucher ? `${type}_display_details` : 'redirect_to_url');
    // The basket stays while the shopper is with the provider.
    expect(await cartCount(c)).toBeGreaterThan(0);
  });
});

describe('a voucher (boleto)', () => {
  it('shows its number and expiry; back on order received the order is on-hold once, the basket emptied', async () => {
    const c = new Client(shops.shop().app);
    const flow = parsePaymentHash((await pay(c, 'boleto')).redirect) as VoucherHashFlow;
    const orderId = Number(flow.orderId);
    const intent = await confirm(c, flow.clientSecret);
    const details = intent.next_action.boleto_display_details;
    expect(details.number).toMatch(/^\d{47}$/);
    expect(details.expires_at).toBeGreaterThan(Date.now() / 1000 + 2 * 86_400);
    expect((await getOrder(shops.shop().db, orderId))!.status).toBe('pending');
    const redirect = new URL(flow.redirectUrl, ORIGIN);
    expect((await c.request(redirect.pathname + redirect.search)).status).toBe(200);
    const order = (await getOrder(shops.shop().db, orderId))!;
    expect(order.status).toBe('on-hold');
    const notes = order.notes.filter((n) => n.note.startsWith('Awaiting Boleto payment'));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.note).toContain(details.number);
    expect(await cartCount(c)).toBe(0);
    // The fallback (order-received base + id) and a reload change nothing more.
    expect((await c.request(`/checkout/order-received/${orderId}?utm_nooverride=1`)).status).toBe(200);
    const again = (await getOrder(shops.shop().db, orderId))!;
    expect(again.status).toBe('on-hold');
    expect(again.notes.filter((n) => n.note.startsWith('Awaiting Boleto'))).toHaveLength(1);
  });

  it('an unconfirmed voucher (not shown) leaves the order pending', async () => {
    const c = new Client(shops.shop().app);
    const flow = parsePaymentHash((await pay(c, 'oxxo')).redirect) as VoucherHashFlow;
    const redirect = new URL(flow.redirectUrl, ORIGIN);
    await c.request(redirect.pathname + redirect.search);
    expect((await getOrder(shops.shop().db, Number(flow.orderId)))!.status).toBe('pending');
  });
});

describe('a wallet (cash app)', () => {
  it('authorised → back through the return URL, order processing once, basket emptied', async () => {
    const c = new Client(shops.shop().app);
    const flow = parsePaymentHash((await pay(c, 'cashapp')).redirect) as WalletHashFlow;
    expect(flow.intentKind).toBe('payment');
    expect(flow.nonce).toMatch(/^[0-9a-f]{10}$/);
    const intent = await confirm(c, flow.clientSecret, flow.returnUrl);
    const back = await authorise(c, intent.next_action.redirect_to_url.url, 'complete');
    const url = new URL(back, ORIGIN);
    expect(url.searchParams.get('utm_nooverride')).toBe('1');
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    await c.request(back);
    await c.request(back);
    const order = (await getOrder(shops.shop().db, Number(flow.orderId)))!;
    expect(order.status).toBe('processing');
    expect(order.notes.filter((n) => n.note.startsWith('Payment received'))).toHaveLength(1);
    expect(await cartCount(c)).toBe(0);
  });

  it('declined → back at checkout with the message, order failed, basket kept; order-pay then answers its hash', async () => {
    const c = new Client(shops.shop().app);
    const flow = parsePaymentHash((await pay(c, 'cashapp')).redirect) as WalletHashFlow;
    const intent = await confirm(c, flow.clientSecret, flow.returnUrl);
    const res = await c.request(await authorise(c, intent.next_action.redirect_to_url.url, 'fail'));
    expect(res.headers.get('location')).toBe('/checkout/');
    expect(await c.text('/checkout/')).toContain(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    const order = (await getOrder(shops.shop().db, Number(flow.orderId)))!;
    expect(order.status).toBe('failed');
    expect(await cartCount(c)).toBeGreaterThan(0);

    // Order-pay: the same orderReceivedURL contract, the order's id, and its form post comes back with the hash.
    const payUrl = orderPayUrl(order);
    const doc = parseHtml(await c.text(payUrl));
    expect(upeParams(doc)).toMatchObject({ orderId: String(order.id), orderReceivedURL: '/checkout/order-received/' });
    const item = doc.querySelector('li.payment_method_stripe_cashapp')!;
    expect(item.getAttribute('data-cart-total')).toBe(String(order.total));
    const posted = await c.postForm(payUrl, {
      payment_method: 'stripe_cashapp',
      'wc-stripe-payment-method': await pmOf(c, 'cashapp'),
      terms: 'on',
      woocommerce_pay: '1',
      'woocommerce-pay-nonce': doc.querySelector<HTMLInputElement>('#woocommerce-pay-nonce')!.value,
    });
    const location = posted.headers.get('location')!;
    expect(location.startsWith(`${payUrl}#wc-stripe-wallet-${order.id}:cashapp:payment_intent:`)).toBe(true);
  });

  it("prints the total the notice follows on the cash app's method item, at checkout", async () => {
    const c = new Client(shops.shop().app);
    const { doc } = await checkoutWithBasket(c);
    const total = upeParams(doc).cartTotal as number;
    expect(doc.querySelector('li.payment_method_stripe_cashapp')!.getAttribute('data-cart-total')).toBe(String(total));
    expect(doc.querySelector('li.payment_method_stripe_boleto')!.hasAttribute('data-cart-total')).toBe(false);
  });
});

describe('orderReceivedURL and refusals', () => {
  it('the page settings print the order-received base at checkout', async () => {
    const { doc } = await checkoutWithBasket(new Client(shops.shop().app));
    expect(upeParams(doc)).toMatchObject({ orderReceivedURL: '/checkout/order-received/', orderId: '' });
  });

  it('the types are off by default, and a payment method of another type is refused', async () => {
    const off = new Client(shops.cardOnly().app);
    const { doc } = await checkoutWithBasket(off);
    expect(doc.querySelector('li.payment_method_stripe_boleto')).toBeNull();
    const c = new Client(shops.shop().app);
    const { nonces } = await checkoutWithBasket(c);
    const res = await c.postForm(
      '/?wc-ajax=checkout',
      gbForm(nonces.process, {
        ...ADDRESSES.BR,
        payment_method: 'stripe_boleto',
        'wc-stripe-payment-method': await pmOf(c, 'oxxo'),
      }),
    );
    const body = (await res.json()) as CheckoutJson;
    expect(body.result).toBe('failure');
    expect(body.messages).toMatch(/Invalid or missing payment details/);
  });
});
