/**
 * Saved cards in the block checkout (issue 17): the page prints the logged-in customer's cards the way WooCommerce
 * gives them to blocks (`wcSettings.customerPaymentMethods`), a new card is saved with
 * `wc-stripe-new-payment-method: true`, and a saved card pays through the classic checkout's gateway code when sent
 * as the blocks checkout sends it (`token`, `wc-stripe-payment-token`, `isSavedToken`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createPm, logInCustomer } from '../payments/payment-double/test-helpers';
import { pageGlobals } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

type Json = Record<string, any>;
type Entry = { key: string; value: string | boolean };

const gb = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  address_1: '1 Test Street',
  address_2: '',
  city: 'London',
  state: '',
  postcode: 'SW1A 1AA',
  country: 'GB',
};

/** A shopper (the seeded customer when `loggedIn`) with a basket: client, Store API nonce, the page's wcSettings. */
async function shopper(loggedIn: boolean): Promise<{ c: Client; nonce: string; settings: Json }> {
  const c = new Client(shop.app);
  if (loggedIn) await logInCustomer(c);
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 1 });
  const settings = pageGlobals(parseHtml(await c.text('/checkout-block/'))).wcSettings as Json;
  return { c, nonce: await c.storeNonce(), settings };
}

const checkout = async (c: Client, nonce: string, data: Entry[]) => {
  const res = await c.postJson(
    '/wp-json/wc/store/v1/checkout',
    {
      billing_address: { ...gb, email: 'ada@example.com', phone: '+441632960000' },
      shipping_address: gb,
      customer_note: '',
      payment_method: 'stripe',
      payment_data: data,
    },
    { Nonce: nonce, Referer: 'http://localhost/checkout-block/' },
  );
  return { status: res.status, json: (await res.json()) as Json };
};

/** A new card's payment_data (the card gateway's blocks code, plus WooCommerce's save flag). */
const newCard = (pm: string, save: boolean): Entry[] => [
  { key: 'payment_method', value: 'stripe' },
  { key: 'wc_payment_intent_id', value: '' },
  { key: 'wc-stripe-is-deferred-intent', value: true },
  { key: 'wc-stripe-payment-method', value: pm },
  { key: 'save_payment_method', value: save ? 'yes' : 'no' },
  { key: 'wc-stripe-new-payment-method', value: save },
];

/** A saved card's payment_data, as WooCommerce's blocks checkout sends it. */
const savedCard = (token: string): Entry[] => [
  { key: 'token', value: token },
  { key: 'payment_method', value: 'stripe' },
  { key: 'wc-stripe-payment-token', value: token },
  { key: 'isSavedToken', value: true },
  { key: 'wc-stripe-new-payment-method', value: false },
];

const orderStatus = async (id: number) =>
  (await shop.db.query<{ status: string }>('select status from orders where id = $1', [id])).rows[0]?.status;

describe('saved cards in the block checkout', () => {
  it('a guest: no saved cards, saving offered (for a guest creating an account), a token refused', async () => {
    const { c, nonce, settings } = await shopper(false);
    expect(settings.customerPaymentMethods).toEqual({});
    expect(settings.stripe_data).toMatchObject({ showSavedCards: true, showSaveOption: true });
    const r = await checkout(c, nonce, savedCard('101'));
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('The saved card could not be found. Please choose another card or add a new one.');
    expect((await c.storeCart()).items_count).toBe(1);
  });

  it('saves a new card when asked, lists it next time as WooCommerce does, then pays with it', async () => {
    const first = await shopper(true);
    const before = (first.settings.customerPaymentMethods.cc ?? []) as Json[];
    const paid = await checkout(first.c, first.nonce, newCard(await createPm(first.c, CARDS.success), true));
    expect(paid.status).toBe(200);
    expect(paid.json.payment_result.payment_status).toBe('success');

    const next = await shopper(true);
    const cards = next.settings.customerPaymentMethods.cc as Json[];
    expect(cards).toHaveLength(before.length + 1);
    const card = cards.find((t) => !before.some((b) => b.tokenId === t.tokenId))!;
    expect(card).toEqual({
      method: { gateway: 'stripe', last4: '4242', brand: 'Visa' },
      expires: expect.stringMatching(/^12\/\d\d$/),
      is_default: before.length === 0,
      actions: {},
      tokenId: expect.any(Number),
    });

    const r = await checkout(next.c, next.nonce, savedCard(String(card.tokenId)));
    expect(r.status).toBe(200);
    expect(r.json.payment_result.redirect_url).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
    expect(await orderStatus(r.json.order_id)).toBe('processing');
  });

  it('a new card not asked to be saved is not saved', async () => {
    const { c, nonce, settings } = await shopper(true);
    const count = (settings.customerPaymentMethods.cc ?? []).length;
    expect((await checkout(c, nonce, newCard(await createPm(c, CARDS.success), false))).status).toBe(200);
    const again = await shopper(true);
    expect((again.settings.customerPaymentMethods.cc ?? []).length).toBe(count);
  });

  it("an unknown token: the gateway's message, no order paid, basket kept", async () => {
    const { c, nonce } = await shopper(true);
    const r = await checkout(c, nonce, savedCard('999999'));
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('The saved card could not be found. Please choose another card or add a new one.');
    expect((await c.storeCart()).items_count).toBe(1);
  });
});
