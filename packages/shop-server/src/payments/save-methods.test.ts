import { describe, expect, it } from 'vitest';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import { checkoutWithBasket, type CheckoutJson } from '../test/checkout-helpers';
import { Client, parseHtml } from '../test/helpers';
import { getOrder } from '../domain/orders';
import { logInCustomer, typeShopsForFile, upeParams } from './payment-double/test-helpers';
import {
  authoriseAtDouble,
  doubleMethod,
  expectForeignTokensRefused,
  postCheckout,
} from './payment-double/save-fixtures';

const shops = typeShopsForFile(['card', 'sepa_debit', 'bacs_debit', 'au_becs_debit', 'ideal']);

const SEPA = 'stripe_sepa_debit';
const DE = {
  'shipping_method[0]': 'flat_rate:4',
  billing_country: 'DE',
  billing_postcode: '10115',
  billing_city: 'Berlin',
};

/** A SEPA debit payment method with the double's good test IBAN (last four 3000). */
const sepaPm = (c: Client): Promise<string> =>
  doubleMethod(c, { type: 'sepa_debit', sepa_debit: DEBIT_TEST_ACCOUNTS.sepa_debit.good });

/** Posts the checkout paying by SEPA debit with `fields` (a new method, a saved one, the save box…). */
const paySepa = (c: Client, fields: Record<string, string>): Promise<CheckoutJson> =>
  postCheckout(c, { ...DE, payment_method: SEPA, 'wc-stripe-payment-type': 'sepa_debit', ...fields });

const orderOf = (body: CheckoutJson) => Number(/order-received\/(\d+)/.exec(body.redirect ?? '')?.[1]);

/** The shop's tokens of the seeded customer (id 1), as rows. */
async function tokens(): Promise<Array<{ id: number; gateway_id: string; type: string; last4: string }>> {
  const r = await shops
    .shop()
    .db.query<{ id: number; gateway_id: string; type: string; last4: string }>(
      "select id, gateway_id, type, last4 from payment_tokens where customer_id = (select id from customers where username = 'customer') order by id",
    );
  return r.rows;
}

describe('saving reusable types (issue 18)', () => {
  it('offers the save box per reusable type only; a guest gets no box ticked, and no token', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const { doc } = await checkoutWithBasket(c);
    const config = upeParams(doc).paymentMethodsConfig;
    expect([config.sepa_debit.showSaveOption, config.bacs_debit.showSaveOption]).toEqual([true, true]);
    expect(config.au_becs_debit.showSaveOption).toBe(false);
    const box = (type: string) => doc.querySelector(`li.payment_method_stripe_${type}`)!;
    expect(
      box('sepa_debit').querySelector(`#wc-${SEPA}-new-payment-method[name="wc-${SEPA}-new-payment-method"]`),
    ).not.toBeNull();
    expect(box('bacs_debit').querySelector('#wc-stripe_bacs_debit-new-payment-method')).not.toBeNull();
    expect(box('au_becs_debit').querySelector('.woocommerce-SavedPaymentMethods-saveNew')).toBeNull();

    // A guest posting the box anyway: paid, nothing saved.
    const guest = new Client(shops.shop().app);
    const before = await shops.shop().db.query('select id from payment_tokens');
    const body = await paySepa(guest, {
      'wc-stripe-payment-method': await sepaPm(guest),
      [`wc-${SEPA}-new-payment-method`]: 'true',
    });
    expect(body.redirect).toMatch(/order-received/);
    expect((await shops.shop().db.query('select id from payment_tokens')).rows).toHaveLength(before.rows.length);
  });

  it('a customer saves a SEPA account once, lists it under SEPA only, and pays a second order with it', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const first = await paySepa(c, {
      'wc-stripe-payment-method': await sepaPm(c),
      [`wc-${SEPA}-new-payment-method`]: 'true',
    });
    expect(first.redirect).toMatch(/order-received/);
    expect((await getOrder(shops.shop().db, orderOf(first)))!.status).toBe('on-hold');
    const saved = (await tokens()).filter((t) => t.type === 'sepa_debit');
    expect(saved).toEqual([{ id: expect.any(Number), gateway_id: SEPA, type: 'sepa_debit', last4: '3000' }]);
    const tokenId = String(saved[0]!.id);

    // Listed in WooCommerce's markup in the SEPA box only, with its label; not among the card's nor the Bacs's.
    const { doc } = await checkoutWithBasket(c);
    const radio = doc.querySelector<HTMLInputElement>(`#wc-${SEPA}-payment-token-${tokenId}`)!;
    expect(radio.name).toBe(`wc-${SEPA}-payment-token`);
    expect(radio.closest('li.payment_method_stripe_sepa_debit')).not.toBeNull();
    expect(doc.querySelector(`label[for="${radio.id}"]`)!.textContent).toBe('SEPA IBAN ending in 3000');
    expect(doc.querySelector(`#wc-${SEPA}-payment-token-new`)).not.toBeNull();
    expect(doc.querySelectorAll(`input[value="${tokenId}"]`)).toHaveLength(1);
    expect(doc.querySelector('li.payment_method_stripe_bacs_debit .woocommerce-SavedPaymentMethods')).toBeNull();
    // The account page lists it too.
    const account = parseHtml(await c.text('/my-account/payment-methods/'));
    expect(account.body.textContent).toContain('SEPA IBAN ending in 3000');

    // The second order: the saved account is debited (processing → on hold, once); nothing new is saved.
    const second = await paySepa(c, { [`wc-${SEPA}-payment-token`]: tokenId });
    expect(second.messages ?? '').toBe('');
    const order = (await getOrder(shops.shop().db, orderOf(second)))!;
    expect(order.status).toBe('on-hold');
    expect(order.notes.filter((n) => /on hold/.test(n.note))).toHaveLength(1);
    const intent = await shops
      .shop()
      .db.query<{ status: string; payment_method: string }>(
        'select status, payment_method from payment_intents where order_id = $1',
        [order.id],
      );
    expect(intent.rows).toHaveLength(1);
    expect(intent.rows[0]!.status).toBe('processing');
    expect((await tokens()).filter((t) => t.type === 'sepa_debit')).toHaveLength(1);

    // Deleted from the account page as a card is: gone from the SEPA box too.
    const list = parseHtml(await c.text('/my-account/payment-methods/'));
    const row = [...list.querySelectorAll('tr.payment-method')].find((r) => r.textContent!.includes('SEPA IBAN'))!;
    expect(row.querySelector('.woocommerce-PaymentMethod--expires')!.textContent).toBe('N/A');
    await c.request(row.querySelector('a.button.delete')!.getAttribute('href')!);
    expect((await tokens()).filter((t) => t.type === 'sepa_debit')).toEqual([]);
    const after = (await checkoutWithBasket(c)).doc;
    expect(after.querySelector(`input[name="wc-${SEPA}-payment-token"]`)).toBeNull();
  });

  it("a token of another gateway, unknown or posted by a guest gets the shop's error and charges nothing", async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    // A saved card of the same customer is not a SEPA method.
    const own = (await tokens()).find((t) => t.type === 'sepa_debit')?.id;
    await expectForeignTokensRefused(shops.shop(), c, own, (client, id) =>
      paySepa(client, { [`wc-${SEPA}-payment-token`]: id }),
    );
  });
});

describe('saving a bank redirect (iDEAL: the SEPA debit made from the payment)', () => {
  const NL = { 'shipping_method[0]': 'flat_rate:4', billing_country: 'NL', billing_postcode: '1012 AB' };
  const IDEAL = 'stripe_ideal';

  /** Posts the checkout paying with iDEAL and `fields`. */
  const payIdeal = (c: Client, fields: Record<string, string>): Promise<CheckoutJson> =>
    postCheckout(c, { ...NL, billing_city: 'Amsterdam', payment_method: IDEAL, ...fields });

  it('saves it once authorised, lists it under iDEAL, and debits it for the next order (on hold)', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const pm = await doubleMethod(c, { type: 'ideal', ideal: { bank: 'ing' } });
    const first = await payIdeal(c, {
      'wc-stripe-payment-method': pm,
      'wc-stripe-payment-type': 'ideal',
      [`wc-${IDEAL}-new-payment-method`]: 'true',
    });
    expect(first.redirect).toMatch(/^\/payment-double\/authenticate\//);
    // The double's authorisation page: complete, then back to the order-received page.
    const received = await authoriseAtDouble(c, first.redirect!);
    const saved = (await tokens()).filter((t) => t.gateway_id === IDEAL);
    expect(saved).toEqual([{ id: expect.any(Number), gateway_id: IDEAL, type: 'sepa_debit', last4: '3000' }]);
    // The order-received page again (a reload) saves nothing more.
    await c.text(received);
    expect((await tokens()).filter((t) => t.gateway_id === IDEAL)).toHaveLength(1);

    const { doc } = await checkoutWithBasket(c);
    const radio = doc.querySelector<HTMLInputElement>(`#wc-${IDEAL}-payment-token-${saved[0]!.id}`)!;
    expect(radio.closest('li.payment_method_stripe_ideal')).not.toBeNull();
    expect(doc.querySelector(`label[for="${radio.id}"]`)!.textContent).toBe('SEPA IBAN ending in 3000 (ING)');
    expect(upeParams(doc).paymentMethodsConfig.ideal).toMatchObject({ isReusable: true, showSaveOption: true });

    const second = await payIdeal(c, { [`wc-${IDEAL}-payment-token`]: String(saved[0]!.id) });
    expect(second.redirect).toMatch(/^\/checkout\/order-received\/\d+\//);
    const order = (await getOrder(shops.shop().db, orderOf(second)))!;
    expect(order.status).toBe('on-hold');
    expect(order.paymentMethod).toBe(IDEAL);
  });
});
