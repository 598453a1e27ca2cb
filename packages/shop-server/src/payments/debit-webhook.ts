/**
 * The shop's webhook endpoint for the provider's events (`POST /?wc-api=wc_stripe`, as the Stripe gateway's): the
 * signature is checked with the shop's webhook secret (debit-webhook-signature.ts), each event is applied once, and a
 * settled debit moves its order: `payment_intent.succeeded` pays it (on hold → processing), and
 * `payment_intent.payment_failed` fails it with a note giving the provider's reason.
 *
 * Answers: 400 for an event unsigned, badly signed, outside the tolerance, replayed (a signature seen before) or not
 * JSON; 200 otherwise, also for a redelivery (applied once), another event type and an intent of no known order, as
 * the provider expects an acknowledgement of those.
 */
import type { Db, Sql } from '../db/types';
import { getOrder, markFailed, markPaid, orderRef } from '../domain/orders';
import { intentPaysOrder } from '../domain/payment-flow';
import { verifySignature, webhookSecret, type SignatureRefusal } from './debit-webhook-signature';
import { getIntent } from './payment-double/engine';

/** The endpoint's answer: HTTP status and JSON body. */
export interface WebhookAnswer {
  status: 200 | 400;
  body: { received: boolean; error?: SignatureRefusal | 'replayed' | 'invalid_event'; outcome?: string };
}

const refused = (error: NonNullable<WebhookAnswer['body']['error']>): WebhookAnswer => ({
  status: 400,
  body: { received: false, error },
});
const acknowledged = (outcome: string): WebhookAnswer => ({ status: 200, body: { received: true, outcome } });

/** The fields of an event the shop reads. */
interface EventFields {
  id: string;
  type: string;
  intentId: string;
}

function eventFields(raw: string): EventFields | null {
  try {
    const e = JSON.parse(raw) as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } };
    const intentId = e?.data?.object?.id;
    if (typeof e.id !== 'string' || !/^evt_\w{1,64}$/.test(e.id) || typeof e.type !== 'string') return null;
    return { id: e.id, type: e.type.slice(0, 100), intentId: typeof intentId === 'string' ? intentId : '' };
  } catch {
    return null;
  }
}

/**
 * Records an accepted event once. @returns 'new' the first time, 'redelivered' for the same event signed again, and
 * 'replayed' for a signature seen before.
 */
async function recordEvent(db: Sql, e: EventFields, signature: string): Promise<'new' | 'redelivered' | 'replayed'> {
  const r = await db.query(
    `insert into webhook_events (id, type, signature) values ($1, $2, $3) on conflict do nothing returning id`,
    [e.id, e.type, signature],
  );
  if (r.rows.length > 0) return 'new';
  const seen = await db.query('select 1 from webhook_events where signature = $1', [signature]);
  return seen.rows.length > 0 ? 'replayed' : 'redelivered';
}

/** Applies a settled intent's event to its order; what it did. */
async function applyEvent(db: Sql, e: EventFields): Promise<string> {
  const intent = e.intentId.startsWith('pi_') ? await getIntent(db, e.intentId) : null;
  const order = intent?.order_id != null ? await getOrder(db, intent.order_id) : null;
  if (!intent || !order) return 'ignored: no order of this shop';
  if (e.type === 'payment_intent.succeeded') {
    // The provider's intent, not the event's copy, decides (as the gateway reads the intent back).
    if (!intentPaysOrder(intent, orderRef(order))) return 'ignored: the intent does not pay the order';
    return (await markPaid(db, order.id, intent.id)) ? 'paid' : 'ignored: already paid';
  }
  // A failed payment fails an order still waiting for it (on hold while the debit was processing, or pending).
  if (intent.status !== 'requires_payment_method' || !['on-hold', 'pending'].includes(order.status))
    return 'ignored: the order is not waiting for this payment';
  const reason = intent.last_payment_error?.message ?? 'no reason given';
  await markFailed(db, order.id, `The payment failed (${intent.id}): ${reason} Status changed to failed.`);
  return 'failed';
}

/**
 * Handles one delivery: the raw body, its signature header and the clock (unix seconds). Recording the event and
 * applying it are one transaction, so an event that failed half-way is applied again when the provider retries.
 */
export async function receiveWebhook(
  db: Db,
  raw: string,
  signatureHeader: string | undefined,
  now = Math.floor(Date.now() / 1000),
): Promise<WebhookAnswer> {
  const check = verifySignature(raw, signatureHeader, webhookSecret(), now);
  if (!check.ok) return refused(check.reason);
  const event = eventFields(raw);
  if (!event) return refused('invalid_event');
  return db.transaction(async (tx) => {
    const recorded = await recordEvent(tx, event, check.signature);
    if (recorded === 'replayed') return refused('replayed');
    if (recorded === 'redelivered') return acknowledged('ignored: already received');
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
      return acknowledged('ignored: event type not handled');
    return acknowledged(await applyEvent(tx, event));
  });
}
