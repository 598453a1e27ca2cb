/**
 * Issue #10, finding 7: wc_stripe_update_order_status and wc_stripe_update_failed_order only act on the visitor's own
 * orders; another visitor's order gets the same answer as an unknown one, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../payments/config';
import { CARDS, createPm, upeParams } from '../payments/payment-double/test-helpers';
import { getOrder } from '../domain/orders';
import { checkoutWithBasket, gbForm, type CheckoutJson } from '../test/checkout-helpers';
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

/** A card checkout waiting for authentication: the order, its intent, and the hash flow's nonce. */
async function pendingAuthOrder(
  c: Client,
): Promise<{ orderId: number; intentId: string; secret: string; nonce: string }> {
  const { nonces } = await checkoutWithBasket(c);
  const res = await c.postForm(
    '/?wc-ajax=checkout',
    gbForm(nonces.process, {
      payment_method: 'stripe',
      'wc-stripe-payment-method': await createPm(c, CARDS.authentication),
    }),
  );
  const [, orderId, secret, nonce] = /^#wc-stripe-confirm-pi:(\d+):(.+):(\w+)$/.exec(
    ((await res.json()) as CheckoutJson).redirect!,
  )!;
  return { orderId: Number(orderId), intentId: secret!.split('_secret_')[0]!, secret: secret!, nonce: nonce! };
}

/** Completes the double's authentication page for an intent. */
async function authenticate(c: Client, intentId: string, secret: string): Promise<void> {
  const intent = (await (
    await c.request(`${PAYMENT_DOUBLE_API_BASE}/payment_intents/${intentId}?client_secret=${secret}`, {
      headers: { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` },
    })
  ).json()) as Json;
  const page = parseHtml(await c.text(intent.next_action.redirect_to_url.url));
  const fields = Object.fromEntries(
    [...page.querySelectorAll<HTMLInputElement>('form input[type=hidden]')].map((i) => [i.name, i.value]),
  );
  expect(
    (await c.postForm(page.querySelector('form')!.getAttribute('action')!, { ...fields, outcome: 'complete' })).status,
  ).toBe(303);
}

/** Another visitor with a basket at the checkout, and the payment nonces its page printed. */
async function otherVisitor(): Promise<{ c: Client; params: Json }> {
  const c = new Client(shop.app);
  const { doc } = await checkoutWithBasket(c);
  return { c, params: upeParams(doc) };
}

const ajax = async (
  c: Client,
  endpoint: string,
  fields: Record<string, string>,
): Promise<{ status: number; json: Json }> => {
  const res = await c.postForm(`/?wc-ajax=${endpoint}`, fields);
  return { status: res.status, json: (await res.json()) as Json };
};

describe('payment endpoints check the order is the visitor’s', () => {
  it('update_order_status: another visitor gets the unknown-order answer; the order is not paid and its key not shown', async () => {
    const owner = new Client(shop.app);
    const { orderId, intentId, secret } = await pendingAuthOrder(owner);
    await authenticate(owner, intentId, secret);
    const { c, params } = await otherVisitor();
    const nonce = params.updateOrderStatusNonce as string;
    const theirs = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: String(orderId),
      intent_id: intentId,
      payment_method_id: '',
      _ajax_nonce: nonce,
    });
    const unknown = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: '999999',
      intent_id: intentId,
      payment_method_id: '',
      _ajax_nonce: nonce,
    });
    expect(theirs).toEqual(unknown);
    expect(theirs.json.success).toBe(false);
    const order = (await getOrder(shop.db, orderId))!;
    expect(JSON.stringify(theirs.json)).not.toContain(order.key);
    expect(order.status).toBe('pending');
  });

  it('update_failed_order: another visitor gets the unknown-order answer and the order is left alone', async () => {
    const owner = new Client(shop.app);
    const { orderId, intentId } = await pendingAuthOrder(owner);
    const { c, params } = await otherVisitor();
    const nonce = params.updateFailedOrderNonce as string;
    const theirs = await ajax(c, 'wc_stripe_update_failed_order', {
      order_id: String(orderId),
      intent_id: intentId,
      _ajax_nonce: nonce,
    });
    const unknown = await ajax(c, 'wc_stripe_update_failed_order', {
      order_id: '999999',
      intent_id: intentId,
      _ajax_nonce: nonce,
    });
    expect(theirs).toEqual(unknown);
    expect((await getOrder(shop.db, orderId))!.status).toBe('pending');
  });

  it('the owner still gets both', async () => {
    const owner = new Client(shop.app);
    const { orderId, intentId, secret, nonce } = await pendingAuthOrder(owner);
    await authenticate(owner, intentId, secret);
    const paid = await ajax(owner, 'wc_stripe_update_order_status', {
      order_id: String(orderId),
      intent_id: intentId,
      payment_method_id: '',
      _ajax_nonce: nonce,
    });
    expect(paid.json.success).toBe(true);
    expect((await getOrder(shop.db, orderId))!.status).toBe('processing');
  });
});
