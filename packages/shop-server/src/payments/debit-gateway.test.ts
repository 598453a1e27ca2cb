import { describe, expect, it } from 'vitest';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import { DEBIT_TYPES, type DebitType } from '@storefront/payments/debit-types';
import { checkoutWithBasket, gbForm, messageItems, type CheckoutJson } from '../test/checkout-helpers';
import { Client, parseHtml } from '../test/helpers';
import { getOrder } from '../domain/orders';
import { getIntent } from './payment-double/engine';
import { createPm, logInCustomer, upeParams, typeShopsForFile } from './payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';
import { DEBIT_TYPE_FACTS, doubleDebitNote } from './debit-gateway';

const shops = typeShopsForFile(['card', ...DEBIT_TYPES]);

const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };

/** A billing address of each type's country. */
const ADDRESSES: Record<DebitType, Record<string, string>> = {
  sepa_debit: { billing_country: 'DE', billing_postcode: '10115', billing_city: 'Berlin' },
  bacs_debit: { billing_country: 'GB', billing_postcode: 'bs1 4dj', 'shipping_method[0]': 'flat_rate:1' },
  au_becs_debit: { billing_country: 'AU', billing_state: 'NSW', billing_postcode: '2000', billing_city: 'Sydney' },
  acss_debit: { billing_country: 'CA', billing_state: 'ON', billing_postcode: 'M5H 2N2', billing_city: 'Toronto' },
  us_bank_account: { billing_country: 'US', billing_state: 'NY', billing_postcode: '10001', billing_city: 'New York' },
};
const address = (type: DebitType) => ({ 'shipping_method[0]': 'flat_rate:4', ...ADDRESSES[type] });

/** Creates a payment method of `type` with `account` through the double's API. */
const debitPm = (c: Client, type: string, account: object): Promise<Response> =>
  c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type, [type]: account }, AUTH);

/** Posts the checkout paying with the debit `type` and the payment method `pm`. */
async function payWith(c: Client, type: DebitType, pm: string, extra: Record<string, string> = {}) {
  const { nonces } = await checkoutWithBasket(c);
  const form = gbForm(nonces.process, {
    ...address(type),
    payment_method: `stripe_${type}`,
    'wc-stripe-payment-method': pm,
    'wc-stripe-payment-type': type,
    ...extra,
  });
  const res = await c.postForm('/?wc-ajax=checkout', form, { Referer: 'http://localhost/checkout/' });
  return (await res.json()) as CheckoutJson;
}

const cartCount = async (c: Client): Promise<number> =>
  parseHtml(await c.text('/cart/')).querySelectorAll('.woocommerce-cart-form__cart-item').length;

describe.each(DEBIT_TYPES.map((t) => [t]))('debit type %s', (type) => {
  it('has its config entry (reusable but BECS) and gateway with the form of its type', async () => {
    const c = new Client(shops.shop().app);
    const { doc } = await checkoutWithBasket(c);
    const facts = DEBIT_TYPE_FACTS[type];
    expect(upeParams(doc).paymentMethodsConfig[type]).toEqual({
      isReusable: type !== 'au_becs_debit',
      title: facts.title,
      description: '',
      showSaveOption: type !== 'au_becs_debit',
      supportsDeferredIntent: true,
      countries: facts.countries,
    });
    const li = doc.querySelector(`li.payment_method_stripe_${type}`)!;
    expect(li.querySelector('label')!.textContent).toBe(facts.title);
    expect(li.querySelector(`[data-payment-method-type="${type}"]`)).not.toBeNull();
    expect(li.hasAttribute('data-countries')).toBe(false);
    expect(li.textContent).toContain(doubleDebitNote(type));
  });

  it('a good account: the debit is processing, the order on hold once with a note, order received', async () => {
    const c = new Client(shops.shop().app);
    const made = await debitPm(c, type, DEBIT_TEST_ACCOUNTS[type].good);
    const pm = (await made.json()) as Record<string, any>;
    expect(pm).toMatchObject({ type, [type]: { last4: expect.stringMatching(/^\w{4}$/) } });
    const body = await payWith(c, type, pm.id);
    expect(body.messages ?? '').toBe('');
    expect(body.redirect).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
    const orderId = Number(/order-received\/(\d+)/.exec(body.redirect!)![1]);
    const order = (await getOrder(shops.shop().db, orderId))!;
    expect(order.status).toBe('on-hold');
    expect(order.paidAt).toBeNull();
    expect(order.paymentMethod).toBe(`stripe_${type}`);
    // Created, then on hold: one status change.
    expect(order.notes.map((n) => n.note)).toEqual([
      'Order created.',
      expect.stringMatching(
        new RegExp(
          `^${DEBIT_TYPE_FACTS[type].title}: the debit of the account ending in \\w{4} is processing \\(pi_\\w+\\)\\. The order is on hold until the payment settles\\.$`,
        ),
      ),
    ]);
    const intentId = /\((pi_\w+)\)/.exec(order.notes[1]!.note)![1]!;
    expect((await getIntent(shops.shop().db, intentId))!.status).toBe('processing');
    expect(await cartCount(c)).toBe(0);
    const received = parseHtml(await c.text(body.redirect!));
    expect(received.querySelector('.woocommerce-order-overview__status strong')?.textContent).toBe('On hold');
  });

  it("the failing test account: declined with the spec's message, the order failed, the basket kept", async () => {
    const c = new Client(shops.shop().app);
    const pm = ((await (await debitPm(c, type, DEBIT_TEST_ACCOUNTS[type].failing)).json()) as { id: string }).id;
    const body = await payWith(c, type, pm);
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.text)).toEqual([
      'Unable to process this payment, please try again or use alternative method.',
    ]);
    const last = await shops
      .shop()
      .db.query<{ id: number; status: string }>('select id, status from orders order by id desc limit 1');
    expect(last.rows[0]!.status).toBe('failed');
    expect(await cartCount(c)).toBeGreaterThan(0);
    // Then a good account pays the same basket.
    const good = ((await (await debitPm(c, type, DEBIT_TEST_ACCOUNTS[type].good)).json()) as { id: string }).id;
    const again = await payWith(c, type, good);
    expect(again.redirect).toMatch(/^\/checkout\/order-received\/\d+\//);
    const order = (await getOrder(shops.shop().db, Number(/order-received\/(\d+)/.exec(again.redirect!)![1])))!;
    expect(order.status).toBe('on-hold');
  });

  it('the double refuses an invalid account with the field and its message', async () => {
    const c = new Client(shops.shop().app);
    const res = await debitPm(c, type, {});
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { param: string; message: string } }).error;
    expect(error.param).toMatch(new RegExp(`^${type}\\[\\w+\\]$`));
    expect(error.message).toMatch(/^Enter the /);
  });
});

describe('debits', () => {
  it('are not listed nor accepted when not enabled (the default)', async () => {
    const c = new Client(shops.cardOnly().app);
    const { doc, nonces } = await checkoutWithBasket(c);
    expect(doc.querySelector('li.payment_method_stripe_sepa_debit')).toBeNull();
    const pm = ((await (await debitPm(c, 'sepa_debit', DEBIT_TEST_ACCOUNTS.sepa_debit.good)).json()) as any).id;
    const res = await c.postForm(
      '/?wc-ajax=checkout',
      gbForm(nonces.process, {
        ...address('sepa_debit'),
        payment_method: 'stripe_sepa_debit',
        'wc-stripe-payment-method': pm,
      }),
    );
    expect(((await res.json()) as CheckoutJson).result).toBe('failure');
  });

  it('a billing country outside the type is refused (Bacs from Germany)', async () => {
    const c = new Client(shops.shop().app);
    const pm = ((await (await debitPm(c, 'bacs_debit', DEBIT_TEST_ACCOUNTS.bacs_debit.good)).json()) as any).id;
    const body = await payWith(c, 'bacs_debit', pm, address('sepa_debit'));
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.id)).toContain('payment_method');
  });

  it('a card payment method posted for a debit is refused and nothing is charged', async () => {
    const c = new Client(shops.shop().app);
    const body = await payWith(c, 'sepa_debit', await createPm(c, '4242424242424242'));
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.text)[0]).toMatch(/Invalid or missing payment details/);
  });

  it('an IBAN failing its check digits is refused; spaces and lower case are accepted', async () => {
    const c = new Client(shops.shop().app);
    const bad = await debitPm(c, 'sepa_debit', { iban: 'DE89370400440532013001' });
    expect(((await bad.json()) as any).error.message).toBe('The IBAN is not valid: check its country code and digits.');
    const ok = await debitPm(c, 'sepa_debit', { iban: 'de89 3704 0044 0532 0130 00' });
    expect(((await ok.json()) as any).sepa_debit).toEqual({ last4: '3000' });
  });
});

describe('debits on order-pay', () => {
  const PAY_URL = '/checkout/order-pay/901/?pay_for_order=true&key=wc_order_seedpending01';

  it('a declined debit comes back with the message; a good one puts the order on hold and a second post debits nothing', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const doc = parseHtml(await c.text(PAY_URL));
    expect(
      doc.querySelector('li.payment_method_stripe_sepa_debit [data-payment-method-type="sepa_debit"]'),
    ).not.toBeNull();
    const nonce = doc.querySelector<HTMLInputElement>('#woocommerce-pay-nonce')!.value;
    const pay = async (account: object) =>
      c.postForm(PAY_URL, {
        payment_method: 'stripe_sepa_debit',
        'wc-stripe-payment-method': ((await (await debitPm(c, 'sepa_debit', account)).json()) as { id: string }).id,
        'wc-stripe-payment-type': 'sepa_debit',
        terms: 'on',
        woocommerce_pay: '1',
        'woocommerce-pay-nonce': nonce,
      });
    const declined = await pay(DEBIT_TEST_ACCOUNTS.sepa_debit.failing);
    expect(declined.headers.get('location')).toBe(PAY_URL);
    expect(parseHtml(await c.text(PAY_URL)).querySelector('.woocommerce-error')?.textContent).toBe(
      'Unable to process this payment, please try again or use alternative method.',
    );
    const ok = await pay(DEBIT_TEST_ACCOUNTS.sepa_debit.good);
    expect(ok.headers.get('location')).toBe('/checkout/order-received/901/?key=wc_order_seedpending01');
    expect((await getOrder(shops.shop().db, 901))!.status).toBe('on-hold');
    // An on-hold order is no longer payable: the page refuses it (no redirect to order received).
    const again = await pay(DEBIT_TEST_ACCOUNTS.sepa_debit.good);
    expect(again.headers.get('location')).toBeNull();
    const order = (await getOrder(shops.shop().db, 901))!;
    expect(order.status).toBe('on-hold');
    expect(order.notes.filter((n) => /on hold/.test(n.note))).toHaveLength(1);
    const processing = await shops
      .shop()
      .db.query("select id from payment_intents where order_id = 901 and status = 'processing'");
    expect(processing.rows).toHaveLength(1);
  });
});
