/**
 * Sessions and nonces.
 *
 * A session is keyed by a random id (the httpOnly cookie) and has a secret; it gets a row only once something is
 * kept for it (basket, notices, login…), so visitors who only read pages (crawlers included) cost nothing. Rows
 * expire server-side (48 hours for guests, 14 days logged in, pushed back while in use) and are purged; a login or
 * logout replaces the session by a new id and secret.
 * A nonce is HMAC-SHA256(secret, action) cut to 10 hex characters, as long as WordPress's: it is
 * stable for the session (no time ticks) and useless to another session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, Sql } from '../db/types';

/** A visitor's session. */
export interface Session {
  id: string;
  secret: string;
  /** The logged-in customer, or null for a guest. */
  customerId: number | null;
  /** Whether it has a row (it gets one only when something is kept: basket, notice, login…). */
  stored: boolean;
  /** When it ends (server side; the cookie lasts as long). */
  expiresAt: Date;
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

/** Lifetimes in seconds, as WooCommerce's: a guest session lasts 48 hours, a logged-in one 14 days. */
export const SESSION_TTL = { guest: 48 * 60 * 60, customer: 14 * 24 * 60 * 60 } as const;

/** A stored session's expiry is pushed back at most this often (seconds), so an active visitor keeps it. */
export const SESSION_EXTEND_EVERY = 60 * 60;

/** The lifetime of a session (seconds). */
export const ttlOf = (s: Pick<Session, 'customerId'>): number =>
  s.customerId === null ? SESSION_TTL.guest : SESSION_TTL.customer;

/**
 * Session ids are 32 hex characters: 8 of the issue time (Unix seconds) then 24 random ones. Anything else is
 * ignored without a query. The issue time lets an id that has no row yet expire like a guest session.
 */
const ID_RE = /^[0-9a-f]{32}$/;
const issuedAt = (id: string): number => parseInt(id.slice(0, 8), 16);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The shop's key for the secrets of sessions that have no row yet (one per database, made on first use). */
const keys = new WeakMap<object, Promise<Buffer>>();
function sessionKey(db: Sql): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query(`insert into shop_meta (key, value) values ('session_key', $1) on conflict (key) do nothing`, [
        randomBytes(32).toString('hex'),
      ]);
      const r = await db.query<{ value: string }>(`select value from shop_meta where key = 'session_key'`);
      return Buffer.from(r.rows[0]!.value, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** A key of the shop's for one purpose (derived from the shop's key; the same for every request). */
export async function shopKeyFor(db: Sql, purpose: string): Promise<Buffer> {
  return createHmac('sha256', await sessionKey(db))
    .update(`purpose:${purpose}`)
    .digest();
}

/** The secret of a session id: derived from the shop's key, so nonces work before the session has a row. */
async function secretOf(db: Sql, id: string): Promise<string> {
  return createHmac('sha256', await sessionKey(db))
    .update(`session:${id}`)
    .digest('hex');
}

/**
 * A new session (id and secret), not yet stored: visitors who only look at pages cost no row. Store it with
 * {@link storeSession} when there is something to keep.
 */
export async function mintSession(db: Sql): Promise<Session> {
  const id = nowSeconds().toString(16).padStart(8, '0') + randomBytes(12).toString('hex');
  return {
    id,
    secret: await secretOf(db, id),
    customerId: null,
    stored: false,
    expiresAt: new Date((nowSeconds() + SESSION_TTL.guest) * 1000),
  };
}

/**
 * The session of a cookie's id: its live row, or — when it has no row (never stored, or ended by a login or logout) —
 * an empty guest session for ids issued less than 48 hours ago. An expired row ends its id for good.
 */
export async function loadSession(db: Sql, id: string | undefined): Promise<Session | null> {
  if (!id || !ID_RE.test(id)) return null;
  const r = await db.query<Omit<Session, 'stored'> & { live: boolean }>(
    'select id, secret, customer_id as "customerId", expires_at as "expiresAt", expires_at > now() as live from sessions where id = $1',
    [id],
  );
  const found = r.rows[0];
  if (found)
    return found.live
      ? { id: found.id, secret: found.secret, customerId: found.customerId, expiresAt: found.expiresAt, stored: true }
      : null;
  const age = nowSeconds() - issuedAt(id);
  if (age < -60 || age >= SESSION_TTL.guest) return null;
  return {
    id,
    secret: await secretOf(db, id),
    customerId: null,
    stored: false,
    expiresAt: new Date((issuedAt(id) + SESSION_TTL.guest) * 1000),
  };
}

/** Gives a session its row (a guest's, 48 hours from now). A no-op for stored sessions. */
export async function storeSession(db: Sql, s: Session): Promise<Session> {
  if (s.stored) return s;
  // An expired row of the same id (not purged yet) must not come back to life with its old contents.
  await db.query('delete from sessions where id = $1 and expires_at <= now()', [s.id]);
  const r = await db.query<{ expiresAt: Date }>(
    `insert into sessions (id, secret, customer_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))
     on conflict (id) do update set updated_at = now() returning expires_at as "expiresAt"`,
    [s.id, s.secret, s.customerId, ttlOf(s)],
  );
  return { ...s, stored: true, expiresAt: r.rows[0]!.expiresAt };
}

/** Whether a stored session's expiry is due to be pushed back (it was last set over an hour ago). */
export const needsExtending = (s: Session): boolean =>
  s.stored && s.expiresAt.getTime() - Date.now() < (ttlOf(s) - SESSION_EXTEND_EVERY) * 1000;

/** Pushes a stored session's expiry to a full lifetime from now. */
export async function extendSession(db: Sql, s: Session): Promise<Session> {
  const r = await db.query<{ expiresAt: Date }>(
    'update sessions set expires_at = now() + make_interval(secs => $2) where id = $1 returning expires_at as "expiresAt"',
    [s.id, ttlOf(s)],
  );
  return r.rows[0] ? { ...s, expiresAt: r.rows[0].expiresAt } : s;
}

/**
 * Replaces a session by a new one (new id and secret) for `customerId`, as at a login: the basket, notices, checkout
 * details, orders and payment intents of the old session move to the new id, and the old id's row is gone, so the
 * old id (and every nonce made for it) no longer reaches any of them. A session fixed by someone else before the
 * login is worthless after it.
 */
export async function rotateSession(db: Db, old: Session | null, customerId: number | null): Promise<Session> {
  const fresh = { ...(await mintSession(db)), customerId };
  return db.transaction(async (tx) => {
    const ttl = ttlOf(fresh);
    const moved = old?.stored
      ? await tx.query<{ expiresAt: Date }>(
          // cart_items follow through their foreign key (on update cascade).
          `update sessions set id = $2, secret = $3, customer_id = $4, expires_at = now() + make_interval(secs => $5), updated_at = now()
         where id = $1 returning expires_at as "expiresAt"`,
          [old.id, fresh.id, fresh.secret, customerId, ttl],
        )
      : null;
    if (old?.stored && moved?.rows[0]) {
      await tx.query('update orders set session_id = $2 where session_id = $1', [old.id, fresh.id]);
      await tx.query('update payment_intents set session_id = $2 where session_id = $1', [old.id, fresh.id]);
      return { ...fresh, stored: true, expiresAt: moved.rows[0].expiresAt };
    }
    const made = await tx.query<{ expiresAt: Date }>(
      `insert into sessions (id, secret, customer_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4)) returning expires_at as "expiresAt"`,
      [fresh.id, fresh.secret, customerId, ttl],
    );
    return { ...fresh, stored: true, expiresAt: made.rows[0]!.expiresAt };
  });
}

/** Deletes expired sessions (with their baskets). @returns how many went. */
export async function purgeExpiredSessions(db: Sql): Promise<number> {
  const r = await db.query('delete from sessions where expires_at <= now()');
  return r.affectedRows ?? 0;
}

/** Queues a notice for the session's next page. */
export async function addNotice(db: Sql, sessionId: string, notice: Notice): Promise<void> {
  await db.query(`update sessions set notices = notices || $2::jsonb, updated_at = now() where id = $1`, [
    sessionId,
    JSON.stringify([notice]),
  ]);
}

/** Returns and clears the session's queued notices. */
export async function takeNotices(db: Sql, sessionId: string): Promise<Notice[]> {
  const r = await db.query<{ notices: Notice[] }>(
    `update sessions s set notices = '[]' from (select id, notices from sessions where id = $1 for update) old
     where s.id = old.id and jsonb_array_length(old.notices) > 0 returning old.notices`,
    [sessionId],
  );
  return r.rows[0]?.notices ?? [];
}

/** Ends a session: its row, basket and notices are deleted (a logout). */
export async function deleteSession(db: Sql, sessionId: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [sessionId]);
}
