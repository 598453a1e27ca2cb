/**
 * The double settling direct debits, as the provider does days later: a `processing` payment intent succeeds (or,
 * with the late-failing test account, fails with the bank's return), and the double delivers the signed event
 * (`payment_intent.succeeded` / `payment_intent.payment_failed`) to the shop's webhook endpoint.
 *
 * Settling is never a timer a test waits for: tests call the double's test-helper route (routes/debit-settlement.ts);
 * the normal run may sweep on an interval ({@link startDebitSettler}), stopped when the shop closes.
 */
import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/types';
import { PAYMENT_API_VERSION } from '../config';
import { SIGNATURE_HEADER, WEBHOOK_PATH, signPayload, webhookSecret } from '../debit-webhook-signature';
import { DEBIT_RETURNED } from './debit';
import { getIntent, getPaymentMethod } from './engine';
import { intentJson, type IntentRow } from './objects';

/** How the double reaches the shop: sends a request to it and resolves with the answer. */
export type ShopFetch = (request: Request) => Response | Promise<Response>;

/** A provider event about a payment intent. */
export interface IntentEvent {
  id: string;
  object: 'event';
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  api_version: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

/**
 * Settles a `processing` payment intent: succeeded, or back to requires_payment_method with the bank's return for the
 * late-failing account. Null when the intent is not processing (already settled, or never was): once only.
 */
export async function settleIntent(db: Sql, id: string): Promise<IntentRow | null> {
  const intent = await getIntent(db, id);
  if (!intent || intent.kind !== 'payment' || intent.status !== 'processing') return null;
  const pm = intent.payment_method ? await getPaymentMethod(db, intent.payment_method) : null;
  const fails = pm?.behaviour === 'debit_fails_later';
  const r = await db.query<IntentRow>(
    `update payment_intents set status = $2, last_payment_error = $3, updated_at = now()
     where id = $1 and status = 'processing' returning *`,
    [id, fails ? 'requires_payment_method' : 'succeeded', fails ? JSON.stringify(DEBIT_RETURNED) : null],
  );
  return r.rows[0] ?? null;
}

/** The event announcing a settled intent, with the intent as the provider answers it. */
export function intentEvent(intent: IntentRow, now: number): IntentEvent {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    api_version: PAYMENT_API_VERSION,
    created: now,
    livemode: false,
    data: { object: intentJson(intent) },
  };
}

/** A signed delivery of `event` to the shop's webhook endpoint (`origin`: the shop's), signed at `now`. */
export function eventDelivery(event: IntentEvent, origin: string, now: number, secret = webhookSecret()): Request {
  const body = JSON.stringify(event);
  return new Request(new URL(WEBHOOK_PATH, origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signPayload(body, secret, now) },
    body,
  });
}

/** What settling one intent did: the intent afterwards, the event and the shop's HTTP status. */
export interface Settlement {
  intent: IntentRow;
  event: IntentEvent;
  status: number;
}

const unixNow = (): number => Math.floor(Date.now() / 1000);

/** Settles one processing intent and delivers its event to the shop; null when it was not processing. */
export async function settleAndNotify(
  db: Sql,
  id: string,
  shop: ShopFetch,
  origin: string,
): Promise<Settlement | null> {
  const intent = await settleIntent(db, id);
  if (!intent) return null;
  const now = unixNow();
  const event = intentEvent(intent, now);
  const res = await shop(eventDelivery(event, origin, now));
  await res.body?.cancel();
  return { intent, event, status: res.status };
}

/** The ids of the payment intents processing since at least `ageMs` ago, oldest first (at most 50). */
export async function processingIntents(db: Sql, ageMs = 0): Promise<string[]> {
  const due = await db.query<{ id: string }>(
    `select id from payment_intents where kind = 'payment' and status = 'processing'
       and updated_at <= now() - make_interval(secs => $1) order by updated_at limit 50`,
    [ageMs / 1000],
  );
  return due.rows.map((r) => r.id);
}

/** A running settler: {@link DebitSettler.stop} clears its timer and waits for a sweep under way. */
export interface DebitSettler {
  stop(): Promise<void>;
}

/**
 * Settles, every `afterMs`, the debits processing for at least `afterMs` (the normal run's stand-in for the bank's
 * days). Sweeps never overlap; a failed one is logged and the next goes on.
 */
export function startDebitSettler(db: Sql, shop: ShopFetch, origin: string, afterMs: number): DebitSettler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = async (): Promise<void> => {
    for (const id of await processingIntents(db, afterMs)) if (!stopped) await settleAndNotify(db, id, shop, origin);
  };
  const schedule = (): void => {
    timer = setTimeout(() => {
      sweeping = sweep()
        .catch((err: unknown) => console.error('[payment-double] settling debits failed', err))
        .finally(() => !stopped && schedule());
    }, afterMs);
    timer.unref?.();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await sweeping;
    },
  };
}
