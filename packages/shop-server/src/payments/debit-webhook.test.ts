import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import { DEBIT_TYPES, type DebitType } from '@storefront/payments/debit-types';
import { checkoutWithBasket, gbForm, type CheckoutJson } from '../test/checkout-helpers';
import { Client, testShop } from '../test/helpers';
import { getOrder, type Order } from '../domain/orders';
import { createIntent, getIntent } from './payment-double/engine';
import { typeShopsForFile } from './payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';
import {
  PAYMENT_DOUBLE_WEBHOOK_SECRET,
  SIGNATURE_HEADER,
  WEBHOOK_PATH,
  signPayload,
  verifySignature,
  webhookSecret,
} from './debit-webhook-signature';
import { eventDelivery, intentEvent, startDebitSettler } from './payment-double/debit-settlement';

const shops = typeShopsForFile(['card', ...DEBIT_TYPES]);
const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };
const SEPA = {
  'shipping_method[0]': 'flat_rate:4',
  billing_country: 'DE',
  billing_postcode: '10115',
  billing_city: 'Berlin',
};
const ADDRESS: Partial<Record<DebitType, Record<string, string>>> = {
  sepa_debit: SEPA,
  us_bank_account: {
    ...SEPA,
    billing_country: 'US',
    billing_state: 'NY',
    billing_postcode: '10001',
    billing_city: 'New York',
  },
};
const now = () => Math.floor(Date.now() / 1000);

/** Pays a basket with the debit test account `which` of `type`: the order (on hold) and its intent id. */
async function heldOrder(
  which: 'good' | 'failsLater',
  type: 'sepa_debit' | 'us_bank_account' = 'sepa_debit',
): Promise<{ c: Client; orderId: number; intentId: string }> {
  const c = new Client(shops.shop().app);
  const made = await c.postJson(
    `${PAYMENT_DOUBLE_API_BASE}/payment_methods`,
    { type, [type]: DEBIT_TEST_ACCOUNTS[type][which] },
    AUTH,
  );
  const pm = ((await made.json()) as { id: string }).id;
  const { nonces } = await checkoutWithBasket(c);
  const form = gbForm(nonces.process, {
    ...ADDRESS[type],
    payment_method: `stripe_${type}`,
    'wc-stripe-payment-method': pm,
    'wc-stripe-payment-type': type,
  });
  const res = await c.postForm('/?wc-ajax=checkout', form, { Referer: 'http://localhost/checkout/' });
  const body = (await res.json()) as CheckoutJson;
  const orderId = Number(/order-received\/(\d+)/.exec(body.redirect ?? '')?.[1]);
  const order = (await getOrder(shops.shop().db, orderId))!;
  expect(order.status).toBe('on-hold');
  return { c, orderId, intentId: /\((pi_\w+)\)/.exec(order.notes[1]!.note)![1]! };
}

const order = async (id: number): Promise<Order> => (await getOrder(shops.shop().db, id))!;
const settle = (c: Client, intentId: string) =>
  c.request(`/payment-double/test-helpers/payment_intents/${intentId}/settle`, { method: 'POST' });

/** Posts a raw webhook body with a signature header (none when `signature` is undefined). */
const post = (body: string, signature?: string) =>
  shops.shop().app.request(WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    body,
  });

/** A signed event body about the intent `intentId` (as the double would send it). */
async function signedEvent(intentId: string, at = now()) {
  const intent = (await getIntent(shops.shop().db, intentId))!;
  const body = JSON.stringify(intentEvent(intent, at));
  return { body, signature: signPayload(body, PAYMENT_DOUBLE_WEBHOOK_SECRET, at) };
}

describe('debit settlement: the double settles, the shop receives the signed event', () => {
  it.each([['sepa_debit'], ['us_bank_account']] as const)(
    '%s, a good account: succeeded, the order on hold → processing once, with a note',
    async (type) => {
      const { c, orderId, intentId } = await heldOrder('good', type);
      const res = await settle(c, intentId);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'succeeded',
        event_type: 'payment_intent.succeeded',
        delivery_status: 200,
      });
      const paid = await order(orderId);
      expect(paid.status).toBe('processing');
      expect(paid.paidAt).not.toBeNull();
      expect(paid.notes.at(-1)!.note).toBe(`Payment received (${intentId}). Status changed to processing.`);
      // Settled once: a second settle is refused and changes nothing.
      const again = await settle(c, intentId);
      expect(again.status).toBe(400);
      expect(((await again.json()) as any).error.code).toBe('payment_intent_unexpected_state');
      expect((await order(orderId)).notes).toHaveLength(paid.notes.length);
    },
  );

  it('the late-failing account: the intent fails, the order on hold → failed with the reason in a note', async () => {
    const { c, orderId, intentId } = await heldOrder('failsLater');
    const res = await settle(c, intentId);
    expect(await res.json()).toMatchObject({
      status: 'requires_payment_method',
      event_type: 'payment_intent.payment_failed',
      delivery_status: 200,
    });
    const failed = await order(orderId);
    expect(failed.status).toBe('failed');
    expect(failed.paidAt).toBeNull();
    expect(failed.notes.at(-1)!.note).toBe(
      `The payment failed (${intentId}): The bank returned the debit unpaid (the payment double's late-failing ` +
        'test account). Status changed to failed.',
    );
    expect((await getIntent(shops.shop().db, intentId))!.last_payment_error).toMatchObject({
      code: 'insufficient_funds',
    });
  });

  it('a redelivered event is acknowledged and applied once; a replayed signature is refused', async () => {
    const { c, orderId, intentId } = await heldOrder('good');
    expect((await settle(c, 'pi_unknown')).status).toBe(400);
    // The intent settles without the double's delivery; the event comes from here.
    const db = shops.shop().db;
    await db.query(`update payment_intents set status = 'succeeded' where id = $1`, [intentId]);
    const { body, signature } = await signedEvent(intentId);
    const first = await post(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'paid' });
    const notes = (await order(orderId)).notes.length;
    // The same bytes and signature again: a replay.
    const replay = await post(body, signature);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ received: false, error: 'replayed' });
    // The same event signed anew (the provider retrying): acknowledged, not applied again.
    const resigned = await post(body, signPayload(body, PAYMENT_DOUBLE_WEBHOOK_SECRET, now() - 1));
    expect(resigned.status).toBe(200);
    expect(await resigned.json()).toEqual({ received: true, outcome: 'ignored: already received' });
    const after = await order(orderId);
    expect(after.status).toBe('processing');
    expect(after.notes).toHaveLength(notes);
  });

  it('refuses unsigned, badly signed, stale and future events (400) and changes nothing', async () => {
    const { orderId, intentId } = await heldOrder('good');
    await shops.shop().db.query(`update payment_intents set status = 'succeeded' where id = $1`, [intentId]);
    const { body } = await signedEvent(intentId);
    const cases: [string | undefined, string][] = [
      [undefined, 'signature_missing'],
      ['v1=abc', 'signature_invalid'],
      [signPayload(body, 'whsec_someone_else', now()), 'signature_mismatch'],
      [signPayload(`${body} `, PAYMENT_DOUBLE_WEBHOOK_SECRET, now()), 'signature_mismatch'],
      [signPayload(body, PAYMENT_DOUBLE_WEBHOOK_SECRET, now() - 301), 'timestamp_out_of_range'],
      [signPayload(body, PAYMENT_DOUBLE_WEBHOOK_SECRET, now() + 301), 'timestamp_out_of_range'],
    ];
    for (const [signature, error] of cases) {
      const res = await post(body, signature);
      expect(res.status, error).toBe(400);
      expect(await res.json()).toEqual({ received: false, error });
    }
    expect((await order(orderId)).status).toBe('on-hold');
    // Within the five minutes' tolerance: accepted.
    const late = await post(body, signPayload(body, PAYMENT_DOUBLE_WEBHOOK_SECRET, now() - 290));
    expect(await late.json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('acknowledges and ignores events of unknown intents or orders and other event types', async () => {
    const { intentId } = await heldOrder('good');
    const intent = (await getIntent(shops.shop().db, intentId))!;
    const send = async (event: object) => {
      const body = JSON.stringify(event);
      const res = await post(body, signPayload(body, PAYMENT_DOUBLE_WEBHOOK_SECRET, now()));
      expect(res.status).toBe(200);
      return ((await res.json()) as { outcome: string }).outcome;
    };
    const base = intentEvent({ ...intent, status: 'succeeded' }, now());
    expect(await send({ ...base, data: { object: { id: 'pi_nobodys' } } })).toBe('ignored: no order of this shop');
    const orphan = await createIntent(shops.shop().db, {
      kind: 'payment',
      amount: 100,
      currency: 'gbp',
      orderId: 999_999,
    });
    expect(await send(intentEvent({ ...orphan, status: 'succeeded' }, now()))).toBe('ignored: no order of this shop');
    // The event says succeeded, the provider's intent is still processing: nothing is paid.
    expect(await send(intentEvent({ ...intent, status: 'succeeded' }, now()))).toBe(
      'ignored: the intent does not pay the order',
    );
    expect(await send({ ...intentEvent(intent, now()), type: 'charge.refunded' })).toBe(
      'ignored: event type not handled',
    );
    const bad = await post('not json', signPayload('not json', PAYMENT_DOUBLE_WEBHOOK_SECRET, now()));
    expect(bad.status).toBe(400);
  });

  it('settle_debits settles every processing debit once', async () => {
    const good = await heldOrder('good');
    const late = await heldOrder('failsLater');
    const res = await good.c.request('/payment-double/test-helpers/settle_debits', { method: 'POST' });
    const { settled } = (await res.json()) as { settled: { id: string; status: string; delivery_status: number }[] };
    expect(settled).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: good.intentId, status: 'succeeded', delivery_status: 200 }),
        expect.objectContaining({ id: late.intentId, status: 'requires_payment_method', delivery_status: 200 }),
      ]),
    );
    expect([(await order(good.orderId)).status, (await order(late.orderId)).status]).toEqual(['processing', 'failed']);
    const again = await good.c.request('/payment-double/test-helpers/settle_debits', { method: 'POST' });
    expect(await again.json()).toEqual({ settled: [] });
  });

  it('a GET with wc-api=wc_stripe is a page; the settle helper is off without test routes', async () => {
    expect((await shops.shop().app.request(WEBHOOK_PATH)).status).not.toBe(400);
    const prod = await testShop({ paymentMethods: ['card', 'sepa_debit'], testRoutes: false });
    try {
      const res = await prod.app.request('/payment-double/test-helpers/payment_intents/pi_x/settle', {
        method: 'POST',
      });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('the normal run settles on an interval, released on close', () => {
  afterEach(() => vi.useRealTimers());

  it('settles debits processing for long enough, delivers their events, and stops cleanly', async () => {
    const { orderId, intentId } = await heldOrder('good');
    const db = shops.shop().db;
    await db.query(`update payment_intents set updated_at = now() - interval '1 hour' where id = $1`, [intentId]);
    const deliveries: Request[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settler = startDebitSettler(
      db,
      (r) => (deliveries.push(r.clone()), shops.shop().app.fetch(r)),
      'http://localhost',
      60_000,
    );
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(deliveries.length).toBeGreaterThan(0));
    await settler.stop();
    // Stopped: no sweep is left to run.
    const sent = deliveries.length;
    await db.query(`update payment_intents set status = 'processing' where id = $1`, [intentId]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(deliveries).toHaveLength(sent);
    await db.query(`update payment_intents set status = 'succeeded' where id = $1`, [intentId]);
    expect((await order(orderId)).status).toBe('processing');
    const bodies = await Promise.all(deliveries.map((r) => r.clone().text()));
    const req = deliveries[bodies.findIndex((b) => b.includes(intentId))]!;
    expect(new URL(req.url).search).toBe('?wc-api=wc_stripe');
    expect(req.headers.get(SIGNATURE_HEADER)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('a delivery is signed over its exact body', async () => {
    const { intentId } = await heldOrder('good');
    const intent = (await getIntent(shops.shop().db, intentId))!;
    const at = now();
    const req = eventDelivery(intentEvent(intent, at), 'http://localhost', at);
    const body = await req.text();
    expect(req.headers.get(SIGNATURE_HEADER)).toBe(signPayload(body, PAYMENT_DOUBLE_WEBHOOK_SECRET, at));
    expect(JSON.parse(body)).toMatchObject({
      object: 'event',
      data: { object: { id: intentId, status: 'processing' } },
    });
  });
});

describe('the webhook secret and signature checks', () => {
  it('takes STRIPE_WEBHOOK_SECRET, else the double’s own; none in stripe mode without it', () => {
    expect(webhookSecret({})).toBe(PAYMENT_DOUBLE_WEBHOOK_SECRET);
    expect(webhookSecret({ STRIPE_WEBHOOK_SECRET: ' whsec_shop ' })).toBe('whsec_shop');
    expect(webhookSecret({ PAYMENT_PROVIDER: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toBe('');
    expect(verifySignature('{}', signPayload('{}', '', 1), '', 1)).toEqual({ ok: false, reason: 'no_secret' });
  });

  it('accepts any of several v1 signatures (a secret being rolled), ignoring other schemes', () => {
    const at = 1_700_000_000;
    const good = signPayload('{}', 'whsec_new', at).split(',')[1]!;
    const header = `t=${at},v0=${'a'.repeat(64)},v1=${'b'.repeat(64)},${good}`;
    expect(verifySignature('{}', header, 'whsec_new', at + 10)).toMatchObject({ ok: true });
    expect(verifySignature('{}', `t=${at},v0=${good.slice(3)}`, 'whsec_new', at)).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });
});
