import { describe, expect, it } from 'vitest';
import { parsePaymentHash, type WalletHashFlow } from '@storefront/payments';
import { checkoutWithBasket, type CheckoutJson } from '../test/checkout-helpers';
import { Client, parseHtml } from '../test/helpers';
import { getOrder } from '../domain/orders';
import { logInCustomer, typeShopsForFile, upeParams } from './payment-double/test-helpers';
import {
  authoriseAtDouble,
  doubleMethod,
  DOUBLE_AUTH,
  expectForeignTokensRefused,
  postCheckout,
} from './payment-double/save-fixtures';
import { PAYMENT_DOUBLE_API_BASE } from './config';

const shops = typeShopsForFile(['card', 'cashapp', 'wechat_pay']);

const CASHAPP = 'stripe_cashapp';
const US = {
  billing_country: 'US',
  billing_state: 'NY',
  billing_postcode: '10001',
  'shipping_method[0]': 'flat_rate:4',
};

/** A new Cash App payment method (what the page's element creates). */
const cashappPm = (c: Client): Promise<string> => doubleMethod(c, { type: 'cashapp' });

/** Posts the checkout paying by Cash App Pay with `fields` (a new method, the save box, a saved one…). */
const payCashapp = (c: Client, fields: Record<string, string>): Promise<CheckoutJson> =>
  postCheckout(c, { ...US, payment_method: CASHAPP, 'wc-stripe-payment-type': 'cashapp', ...fields });

/** The wallet step of a hash answer: confirms the intent, authorises it on the double's page, comes back. */
async function authoriseWallet(c: Client, body: CheckoutJson): Promise<number> {
  const flow = parsePaymentHash(body.redirect) as WalletHashFlow;
  expect(flow.kind).toBe('wallet');
  const id = /^(pi_\w+?)_secret_/.exec(flow.clientSecret)![1]!;
  const intent = (await (
    await c.postJson(
      `${PAYMENT_DOUBLE_API_BASE}/payment_intents/${id}/confirm`,
      { client_secret: flow.clientSecret, return_url: flow.returnUrl },
      DOUBLE_AUTH,
    )
  ).json()) as { next_action: { redirect_to_url: { url: string } } };
  await authoriseAtDouble(c, intent.next_action.redirect_to_url.url);
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
    const pm = await c.request(`${PAYMENT_DOUBLE_API_BASE}/payment_methods/${pmId}`, { headers: DOUBLE_AUTH });
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
    const own = (await cashappTokens())[0]?.id;
    await expectForeignTokensRefused(shops.shop(), c, own, (client, id) =>
      payCashapp(client, { [`wc-${CASHAPP}-payment-token`]: id }),
    );
  });
});
