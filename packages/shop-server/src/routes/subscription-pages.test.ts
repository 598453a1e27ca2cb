import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_SUBSCRIPTION } from '../db/migrations-subscriptions';
import { authenticateIntent } from '../payments/payment-double/engine';
import { CARDS, createPm, logInCustomer, upeParams } from '../payments/payment-double/test-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const CHANGE = `/checkout/order-pay/902/?pay_for_order=true&key=${SEED_SUBSCRIPTION.key}&change_payment_method=902`;
const VIEW = '/my-account/view-subscription/902/';

type Row = { payment_method_id: string; payment_method_title: string };
const subscription = async (): Promise<Row> =>
  (await shop.db.query<Row>('select payment_method_id, payment_method_title from subscriptions where id = 902'))
    .rows[0]!;

/** The seeded card back on the subscription. */
const resetCard = async (): Promise<void> => {
  await shop.db.query('update subscriptions set payment_method_id = $1, payment_method_title = $2 where id = 902', [
    SEED_SUBSCRIPTION.paymentMethodId,
    SEED_SUBSCRIPTION.paymentMethodTitle,
  ]);
};
beforeEach(resetCard);

const page = async (c: Client, path: string): Promise<Document> => parseHtml(await c.text(path));
const notices = async (c: Client, path: string): Promise<string> =>
  (await page(c, path)).querySelector('.woocommerce-notices-wrapper')?.textContent ?? '';

/** Posts the change form with `fields` over what the page printed. */
async function postChange(c: Client, fields: Record<string, string>): Promise<Response> {
  const doc = await page(c, CHANGE);
  const nonce = doc.querySelector<HTMLInputElement>('#_wcsnonce')!.value;
  return c.postForm(CHANGE, {
    payment_method: 'stripe',
    woocommerce_change_payment: '902',
    _wcsnonce: nonce,
    ...fields,
  });
}

describe('subscription pages', () => {
  it('guests get the login form, coming back to the page', async () => {
    const c = new Client(shop.app);
    for (const path of ['/my-account/subscriptions/', VIEW, CHANGE]) {
      const doc = await page(c, path);
      expect(doc.querySelector<HTMLInputElement>('form.woocommerce-form-login input[name=redirect]')!.value).toBe(path);
      expect(doc.querySelector('form#order_review, table.subscription_details')).toBeNull();
    }
  });

  it("lists the customer's subscription and shows it with its card and the change link", async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const list = await page(c, '/my-account/subscriptions/');
    const row = list.querySelector('table.my_account_subscriptions tbody tr')!;
    expect(row.querySelector('.subscription-id a')!.getAttribute('href')).toBe(VIEW);
    expect(row.querySelector('.subscription-status')!.textContent).toBe('Active');
    expect(row.querySelector('.subscription-next-payment')!.textContent).toBe('15 January 2027');
    expect(row.querySelector('.subscription-total')!.textContent).toMatch(/3\.50 every month/);
    const view = await page(c, VIEW);
    expect(view.querySelector('.subscription-payment-method')!.textContent).toBe('Visa ending in 4242');
    expect(view.querySelector('a.change_payment_method')!.getAttribute('href')).toBe(CHANGE);
  });

  it('the change page: form#order_review with the card method, its nonce and page settings, no terms', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const doc = await page(c, CHANGE);
    const form = doc.querySelector('form#order_review')!;
    expect(form.querySelector('li.payment_method_stripe fieldset.wc-upe-form')).not.toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name=woocommerce_change_payment]')!.value).toBe('902');
    expect(form.querySelector('#place_order')!.textContent).toBe('Change payment method');
    expect(form.querySelector('#terms')).toBeNull();
    expect(upeParams(doc)).toMatchObject({ isChangingPayment: true, isCheckout: false, cartTotal: 0 });
  });

  it('is not found with a wrong key, a change parameter naming another id, or an id that is no subscription', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    for (const path of [
      CHANGE.replace(SEED_SUBSCRIPTION.key, 'wc_order_wrong'),
      CHANGE.replace('change_payment_method=902', 'change_payment_method=901'),
      '/my-account/view-subscription/901/',
    ]) {
      const res = await c.request(path);
      expect(res.status).toBe(404);
    }
  });

  it('a new card is confirmed without a charge, saved and put on the subscription', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const pm = await createPm(c, '5555555555554444');
    const res = await postChange(c, { 'wc-stripe-payment-method': pm });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(VIEW);
    expect(await subscription()).toEqual({ payment_method_id: pm, payment_method_title: 'Mastercard ending in 4444' });
    expect(await notices(c, VIEW)).toContain('Payment method updated.');
  });

  it('a declined card comes back to the page with the message, the subscription unchanged', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const res = await postChange(c, { 'wc-stripe-payment-method': await createPm(c, CARDS.declined) });
    expect(res.headers.get('location')).toBe(CHANGE);
    expect(await notices(c, CHANGE)).toContain('The card was declined.');
    expect((await subscription()).payment_method_id).toBe(SEED_SUBSCRIPTION.paymentMethodId);
  });

  it('a card asking for authentication goes through the confirm-si hash and confirm_change_payment', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const pm = await createPm(c, CARDS.authentication);
    const res = await postChange(c, { 'wc-stripe-payment-method': pm });
    const location = res.headers.get('location')!;
    const [, secret, nonce] = /#wc-stripe-confirm-si:902:(seti_\w+_secret_\w+):(\w+)$/.exec(location)!;
    expect(location.startsWith(CHANGE)).toBe(true);
    expect((await subscription()).payment_method_id).toBe(SEED_SUBSCRIPTION.paymentMethodId);
    const intentId = secret!.split('_secret_')[0]!;
    const { auth_token } = (
      await shop.db.query<{ auth_token: string }>('select auth_token from payment_intents where id = $1', [intentId])
    ).rows[0]!;
    await authenticateIntent(shop.db, intentId, auth_token, 'complete');
    const r = await c.postForm('/?wc-ajax=wc_stripe_confirm_change_payment', {
      order_id: '902',
      intent_id: intentId,
      payment_method_id: pm,
      _ajax_nonce: nonce!,
    });
    expect(await r.json()).toEqual({ success: true, data: { return_url: VIEW } });
    expect((await subscription()).payment_method_id).toBe(pm);
    expect(await notices(c, VIEW)).toContain('Payment method updated.');
  });

  it('a saved card can be chosen; a bad nonce, no method or an unknown token change nothing', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const pm = await createPm(c, CARDS.success);
    await postChange(c, { 'wc-stripe-payment-method': pm });
    const token = (
      await shop.db.query<{ id: number }>('select id from payment_tokens where payment_method_id = $1', [pm])
    ).rows[0]!;
    await resetCard();
    for (const [fields, text] of [
      [{ _wcsnonce: 'bad', 'wc-stripe-payment-token': String(token.id) }, 'We could not verify this request.'],
      [{ payment_method: 'cod' }, 'Please choose a payment method.'],
      [{ 'wc-stripe-payment-token': '99999' }, 'That payment method could not be found.'],
      [{ 'wc-stripe-payment-method': 'not-a-card' }, 'Invalid or missing payment details.'],
    ] as const) {
      const res = await postChange(c, fields);
      expect(res.headers.get('location')).toBe(CHANGE);
      expect(await notices(c, CHANGE)).toContain(text);
      expect((await subscription()).payment_method_id).toBe(SEED_SUBSCRIPTION.paymentMethodId);
    }
    // The saved card is listed on the page and chosen as it is.
    expect(
      (await page(c, CHANGE)).querySelector(`input[name="wc-stripe-payment-token"][value="${token.id}"]`),
    ).not.toBe(null);
    const res = await postChange(c, { 'wc-stripe-payment-token': String(token.id) });
    expect(res.headers.get('location')).toBe(VIEW);
    expect((await subscription()).payment_method_id).toBe(pm);
  });
});
