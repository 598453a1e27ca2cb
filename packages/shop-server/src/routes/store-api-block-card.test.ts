/**
 * The card in the block checkout (issue 17): the page's `wcSettings` offer it with its blocks data (`stripe_data`),
 * save_appearance with `is_block_checkout` keeps the block checkout's appearance apart, and the Store API checkout
 * takes the card on the classic checkout's order and payment code (success, decline, authentication).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createPm } from '../payments/payment-double/test-helpers';
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

/** A shopper with a basket on the block checkout: its client, Store API nonce and the page's `wcSettings`. */
async function shopper(): Promise<{ c: Client; nonce: string; settings: Json }> {
  const c = new Client(shop.app);
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 2 });
  const settings = pageGlobals(parseHtml(await c.text('/checkout-block/'))).wcSettings as Json;
  return { c, nonce: await c.storeNonce(), settings };
}

/** The block checkout's card order, as the island posts it (from the block checkout page). */
const payByCard = async (c: Client, nonce: string, pm: string) => {
  const res = await c.postJson(
    '/wp-json/wc/store/v1/checkout',
    {
      billing_address: { ...gb, email: 'ada@example.com', phone: '+441632960000' },
      shipping_address: gb,
      customer_note: '',
      payment_method: 'stripe',
      payment_data: [
        { key: 'payment_method', value: 'stripe' },
        { key: 'wc_payment_intent_id', value: '' },
        { key: 'wc-stripe-is-deferred-intent', value: true },
        { key: 'wc-stripe-payment-method', value: pm },
        { key: 'save_payment_method', value: 'no' },
      ],
    },
    { Nonce: nonce, Referer: 'http://localhost/checkout-block/' },
  );
  return { status: res.status, json: (await res.json()) as Json };
};

const orderStatus = async (id: number) =>
  (await shop.db.query<{ status: string }>('select status from orders where id = $1', [id])).rows[0]?.status;

describe('the card in the block checkout', () => {
  it('is offered last, with its blocks data (the gateway params, title) in stripe_data', async () => {
    const { settings } = await shopper();
    expect(settings.paymentMethodSortOrder).toEqual(['cod', 'bacs', 'cheque', 'stripe']);
    expect(settings.paymentMethodData.stripe).toMatchObject({ title: 'Card' });
    expect(settings.stripe_data).toMatchObject({
      title: 'Card',
      gatewayId: 'stripe',
      provider: { kind: 'local-double' },
      isCheckout: true,
      blocksAppearance: null,
      theme_name: 'loom-and-press',
    });
    expect(settings.stripe_data.key).toMatch(/^pk_/);
    expect(settings.stripe_data.saveAppearanceNonce).toMatch(/^[0-9a-f]{10}$/);
  });

  it('prints the express checkout container in the express payment area, above the form, with its params', async () => {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 2 });
    const doc = parseHtml(await c.text('/checkout-block/'));
    const area = doc.querySelector(
      '.wp-block-woocommerce-checkout .wp-block-woocommerce-checkout-express-payment-block',
    );
    // It loads with the page (default: when visible), so keyboard users get the wallet button too.
    expect(area?.querySelector('#wc-stripe-express-checkout-element')?.hasAttribute('data-hydrate')).toBe(false);
    expect(area?.querySelector('#wc-stripe-express-checkout-button-separator')?.hasAttribute('hidden')).toBe(true);
    const params = pageGlobals(doc).wc_stripe_express_checkout_params as Json;
    expect(params).toMatchObject({ is_checkout_page: true, is_product_page: false, has_block: true });
    expect(params.nonce.wc_store_api_express_checkout).toMatch(/^[0-9a-f]{10}$/);
    // An empty basket: no block, no button, no params.
    const empty = parseHtml(await new Client(shop.app).text('/checkout-block/'));
    expect(empty.querySelector('#wc-stripe-express-checkout-element')).toBeNull();
    expect(pageGlobals(empty).wc_stripe_express_checkout_params).toBeUndefined();
  });

  it("save_appearance with is_block_checkout 'yes' is printed back as blocksAppearance only", async () => {
    const { c, settings } = await shopper();
    const appearance = { variables: { colorPrimary: '#1a3d8f' } };
    const saved = await c.postForm('/?wc-ajax=wc_stripe_save_appearance', {
      appearance: JSON.stringify(appearance),
      is_block_checkout: 'yes',
      theme_name: 'loom-and-press',
      _ajax_nonce: settings.stripe_data.saveAppearanceNonce,
    });
    expect(((await saved.json()) as Json).success).toBe(true);
    const again = pageGlobals(parseHtml(await c.text('/checkout-block/'))).wcSettings as Json;
    expect(again.stripe_data.blocksAppearance).toEqual(appearance);
    expect(again.stripe_data.appearance).toBeNull();
  });

  it('the success card pays the order: order received, basket emptied', async () => {
    const { c, nonce } = await shopper();
    const r = await payByCard(c, nonce, await createPm(c, CARDS.success));
    expect(r.status).toBe(200);
    expect(r.json.payment_result).toMatchObject({ payment_status: 'success' });
    expect(r.json.payment_result.redirect_url).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
    expect(await orderStatus(r.json.order_id)).toBe('processing');
    expect((await c.storeCart()).items_count).toBe(0);
  });

  it('a declined card answers 400 with the catalogue message; the basket stays', async () => {
    const { c, nonce } = await shopper();
    const r = await payByCard(c, nonce, await createPm(c, CARDS.declined));
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({
      code: 'woocommerce_rest_checkout_process_payment_error',
      message: 'The card was declined.',
    });
    expect((await c.storeCart()).items_count).toBe(2);
  });

  it('a card needing authentication answers the confirm hash (not a Store API URL); order pending, basket kept', async () => {
    const { c, nonce } = await shopper();
    const r = await payByCard(c, nonce, await createPm(c, CARDS.authentication));
    expect(r.status).toBe(200);
    const hash = r.json.payment_result.redirect_url as string;
    expect(hash).toMatch(new RegExp(`^#wc-stripe-confirm-pi:${r.json.order_id}:pi_\\w+_secret_\\w+:[0-9a-f]{10}$`));
    expect(await orderStatus(r.json.order_id)).toBe('pending');
    expect((await c.storeCart()).items_count).toBe(2);
  });
});
