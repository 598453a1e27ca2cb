import { describe, expect, it } from 'vitest';
import { parsePaymentHash, type WalletHashFlow } from '@storefront/payments';
import { checkoutWithBasket, gbForm, messageItems, type CheckoutJson } from '../test/checkout-helpers';
import { Client, parseHtml } from '../test/helpers';
import { getOrder } from '../domain/orders';
import { saveToken } from '../domain/payment-tokens';
import { createPm, logInCustomer, typeShopsForFile, upeParams } from './payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';
import { SAVED_METHOD_NOT_FOUND } from './save-methods';

const shops = typeShopsForFile(['card', 'cashapp', 'wechat_pay']);

const CASHAPP = 'stripe_cashapp';
const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };
const US = {
  billing_country: 'US',
  billing_state: 'NY',
  billing_postcode: '10001',
  'shipping_method[0]': 'flat_rate:4',
};

/** A new Cash App payment method (what the page's element creates). */
async function cashappPm(c: Client): Promise<string> {
  const res = await c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type: 'cashapp' }, AUTH);
  return ((await res.json()) as { id: string }).id;
}

/** Posts the checkout paying by Cash App Pay with `fields` (a new method, the save box, a saved one…). */
async function payCashapp(c: Client, fields: Record<string, string>): Promise<CheckoutJson> {
  const { nonces } = await checkoutWithBasket(c);
  const form = gbForm(nonces.process, {
    ...US,
    payment_method: CASHAPP,
    'wc-stripe-payment-type': 'cashapp',
    ...fields,
  });
  return (await (await c.postForm('/?wc-ajax=checkout', form)).json()) as CheckoutJson;
}

/** The wallet step of a hash answer: confirms the intent, authorises it on the double's page, comes back. */
async function authoriseWallet(c: Client, body: CheckoutJson): Promise<number> {
  const flow = parsePaymentHash(body.redirect) as WalletHashFlow;
  expect(flow.kind).toBe('wallet');
  const id = /^(pi_\w+?)_secret_/.exec(flow.clientSecret)![1]!;
  const intent = (await (
    await c.postJson(
      `${PAYMENT_DOUBLE_API_BASE}/payment_intents/${id}/confirm`,
      { client_secret: flow.clientSecret, return_url: flow.returnUrl },
      AUTH,
    )
  ).json()) as { next_action: { redirect_to_url: { url: string } } };
  const form = parseHtml(await c.text(intent.next_action.redirect_to_url.url)).querySelector('form')!;
  const hidden = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
  );
  const back = await c.postForm(form.getAttribute('action')!, { ...hidden, outcome: 'complete' });
  await c.request(back.headers.get('location')!);
  return Number(flow.orderId);
}

type TokenRow = { id: number; gateway_id: string; type: string; cashtag: string | null; payment_method_id: string };

/** The seeded customer's tokens of the Cash App gateway. */
async function cashappTokens(): Promise<TokenRow[]> {
  const r = await shops.shop().db.query<TokenRow>(
    `select id, gateway_id, type, cashtag, payment_method_id from payment_tokens
       where gateway_id = $1 and customer_id = (select id from customers where username = 'customer') order by id`,
    [CASHAPP],
  );
  return r.rows;
}

const intentsNow = async (): Promise<number> =>
  Number((await shops.shop().db.query<{ n: string }>('select count(*) as n from payment_intents')).rows[0]!.n);

const paymentNotes = async (orderId: number): Promise<number> =>
  (await getOrder(shops.shop().db, orderId))!.notes.filter((n) => n.note.startsWith('Payment received')).length;

describe('saving Cash App Pay (issue 18)', () => {
  it('offers the save box for Cash App Pay, not for WeChat Pay', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const { doc } = await checkoutWithBasket(c);
    const config = upeParams(doc).paymentMethodsConfig;
    expect(config.cashapp).toMatchObject({ isReusable: true, showSaveOption: true });
    expect(config.wechat_pay).toMatchObject({ isReusable: false, showSaveOption: false });
    const box = doc.querySelector(`li.payment_method_${CASHAPP}`)!;
    expect(box.querySelector(`#wc-${CASHAPP}-new-payment-method[name="wc-${CASHAPP}-new-payment-method"]`)).not.toBe(
      null,
    );
    expect(doc.querySelector('li.payment_method_stripe_wechat_pay .woocommerce-SavedPaymentMethods-saveNew')).toBe(
      null,
    );
  });

  it('saves the authorised method once with its cashtag, lists it, and pays a second order off-session', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const first = await payCashapp(c, {
      'wc-stripe-payment-method': await cashappPm(c),
      [`wc-${CASHAPP}-new-payment-method`]: 'true',
    });
    expect(first.messages ?? '').toBe('');
    // Nothing is saved before the shopper authorised the payment in the wallet.
    expect(await cashappTokens()).toEqual([]);
    const firstOrder = await authoriseWallet(c, first);
    expect((await getOrder(shops.shop().db, firstOrder))!.status).toBe('processing');
    const saved = await cashappTokens();
    expect(saved).toEqual([
      {
        id: expect.any(Number),
        gateway_id: CASHAPP,
        type: 'cashapp',
        cashtag: expect.stringMatching(/^\$buyer[0-9a-f]{6}$/),
        payment_method_id: expect.stringMatching(/^pm_/),
      },
    ]);
    const { id: tokenId, cashtag, payment_method_id: pmId } = saved[0]!;
    // The double's method carries the cashtag too (the provider's `cashapp.cashtag`).
    const pm = await c.request(`${PAYMENT_DOUBLE_API_BASE}/payment_methods/${pmId}`, { headers: AUTH });
    expect(((await pm.json()) as { cashapp: { cashtag: string } }).cashapp.cashtag).toBe(cashtag);

    // Listed in the Cash App box only, in WooCommerce's saved-methods markup, with its label.
    const { doc } = await checkoutWithBasket(c);
    const radio = doc.querySelector<HTMLInputElement>(`#wc-${CASHAPP}-payment-token-${tokenId}`)!;
    expect(radio.name).toBe(`wc-${CASHAPP}-payment-token`);
    expect(radio.closest(`li.payment_method_${CASHAPP} ul.woocommerce-SavedPaymentMethods`)).not.toBeNull();
    expect(doc.querySelector(`label[for="${radio.id}"]`)!.textContent).toBe(`Cash App Pay (${cashtag})`);
    expect(doc.querySelector(`#wc-${CASHAPP}-payment-token-new`)).not.toBeNull();
    expect(doc.querySelectorAll(`input[value="${tokenId}"]`)).toHaveLength(1);
    const account = parseHtml(await c.text('/my-account/payment-methods/'));
    expect(account.body.textContent).toContain(`Cash App Pay (${cashtag})`);

    // The second order: confirmed off-session with the saved method, no wallet step; paid once, nothing new saved.
    const second = await payCashapp(c, { [`wc-${CASHAPP}-payment-token`]: String(tokenId) });
    expect(second.messages ?? '').toBe('');
    expect(second.redirect).toMatch(/^\/checkout\/order-received\/\d+\//);
    const orderId = Number(/order-received\/(\d+)/.exec(second.redirect!)![1]);
    await c.request(second.redirect!);
    await c.request(second.redirect!);
    const order = (await getOrder(shops.shop().db, orderId))!;
    expect([order.status, order.paymentMethod]).toEqual(['processing', CASHAPP]);
    expect(await paymentNotes(orderId)).toBe(1);
    const intents = await shops
      .shop()
      .db.query<{ status: string; payment_method: string; auth_token: string | null }>(
        'select status, payment_method, auth_token from payment_intents where order_id = $1',
        [orderId],
      );
    expect(intents.rows).toEqual([{ status: 'succeeded', payment_method: pmId, auth_token: null }]);
    expect(await cashappTokens()).toHaveLength(1);
  });

  it('without the box ticked nothing is saved and the method is spent; a guest ticking it saves nothing', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const before = (await cashappTokens()).length;
    const pm = await cashappPm(c);
    await authoriseWallet(c, await payCashapp(c, { 'wc-stripe-payment-method': pm }));
    expect(await cashappTokens()).toHaveLength(before);
    const row = await shops
      .shop()
      .db.query<{ cashtag: string | null; behaviour: string }>(
        'select cashtag, behaviour from payment_methods where id = $1',
        [pm],
      );
    expect(row.rows[0]).toEqual({ cashtag: null, behaviour: 'redirect' });

    const guest = new Client(shops.shop().app);
    const all = async () => (await shops.shop().db.query('select id from payment_tokens')).rows.length;
    const tokensBefore = await all();
    const orderId = await authoriseWallet(
      guest,
      await payCashapp(guest, {
        'wc-stripe-payment-method': await cashappPm(guest),
        [`wc-${CASHAPP}-new-payment-method`]: 'true',
      }),
    );
    expect((await getOrder(shops.shop().db, orderId))!.status).toBe('processing');
    expect(await all()).toBe(tokensBefore);
  });

  it('a token of another gateway, unknown or posted by a guest is refused and charges nothing', async () => {
    const c = new Client(shops.shop().app);
    await logInCustomer(c);
    const customerId = (
      await shops.shop().db.query<{ id: number }>("select id from customers where username = 'customer'")
    ).rows[0]!.id;
    const pm = await createPm(c, '4242424242424242');
    await shops.shop().db.query('update payment_methods set customer_id = $2 where id = $1', [pm, customerId]);
    const card = (await saveToken(shops.shop().db, customerId, pm))!;
    const own = (await cashappTokens())[0];
    const guest = new Client(shops.shop().app);
    for (const [client, id] of [
      [c, String(card.id)],
      [c, '99999'],
      [c, 'new-ish'],
      [guest, String(own?.id ?? 101)],
    ] as const) {
      const before = await intentsNow();
      const body = await payCashapp(client, { [`wc-${CASHAPP}-payment-token`]: id });
      expect(body.result).toBe('failure');
      expect(messageItems(body.messages).map((m) => m.text)).toEqual([SAVED_METHOD_NOT_FOUND]);
      expect(await intentsNow()).toBe(before);
    }
  });
});
