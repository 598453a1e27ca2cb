/**
 * Guest sessions and nonces.
 *
 * A session is a row keyed by a random id (the httpOnly cookie) with its own random secret.
 * A nonce is HMAC-SHA256(secret, action) cut to 10 hex characters, as long as WordPress's: it is
 * stable for the session (no time ticks) and useless to another session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/types';

/** A stored session. */
export interface Session {
  id: string;
  secret: string;
  /** The logged-in customer, or null for a guest. */
  customerId: number | null;
}

/** A notice to show on the next page the visitor sees (WooCommerce's wc_add_notice). */
export interface Notice {
  type: 'success' | 'error' | 'notice';
  /** Plain text (escaped when rendered). */
  text: string;
  /** Optional button link shown before the text, e.g. 'View basket'. */
  link?: { href: string; label: string };
}

/** The nonce of `action` for a session's secret. */
export function createNonce(secret: string, action: string): string {
  return createHmac('sha256', secret).update(action).digest('hex').slice(0, 10);
}

/** Whether `nonce` is the session's nonce for `action` (constant-time compare). */
export function verifyNonce(secret: string, action: string, nonce: string | null | undefined): boolean {
  if (!nonce || nonce.length !== 10) return false;
  const want = Buffer.from(createNonce(secret, action));
  const got = Buffer.from(nonce);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Session ids are 32 hex characters; anything else is ignored without a query. */
const ID_RE = /^[0-9a-f]{32}$/;

/** Loads a session by id. */
export async function loadSession(db: Sql, id: string | undefined): Promise<Session | null> {
  if (!id || !ID_RE.test(id)) return null;
  const r = await db.query<Session>('select id, secret, customer_id as "customerId" from sessions where id = $1', [id]);
  return r.rows[0] ?? null;
}

/** Creates a new session with a fresh secret. */
export async function createSession(db: Sql): Promise<Session> {
  const s: Session = { id: randomBytes(16).toString('hex'), secret: randomBytes(32).toString('hex'), customerId: null };
  await db.query('insert into sessions (id, secret) values ($1, $2)', [s.id, s.secret]);
  return s;
}

/** Queues a notice for the session's next page. */
export async function addNotice(db: Sql, sessionId: string, notice: Notice): Promise<void> {
  await db.query(`update sessions set notices = notices || $2::jsonb, updated_at = now() where id = $1`, [sessionId, JSON.stringify([notice])]);
}

/** Returns and clears the session's queued notices. */
export async function takeNotices(db: Sql, sessionId: string): Promise<Notice[]> {
  const r = await db.query<{ notices: Notice[] }>(
    `update sessions s set notices = '[]' from (select id, notices from sessions where id = $1 for update) old
     where s.id = old.id and jsonb_array_length(old.notices) > 0 returning old.notices`, [sessionId]);
  return r.rows[0]?.notices ?? [];
}

/** Logs a session in as a customer (or out with null). */
export async function setSessionCustomer(db: Sql, sessionId: string, customerId: number | null): Promise<void> {
  await db.query('update sessions set customer_id = $2, updated_at = now() where id = $1', [sessionId, customerId]);
}

/** Ends a session: its row, basket and notices are deleted (a logout). */
export async function deleteSession(db: Sql, sessionId: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [sessionId]);
}
