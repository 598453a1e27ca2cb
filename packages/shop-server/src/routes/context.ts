/**
 * Per-request state: the visitor's session (made lazily, stored only when something is kept), its nonces and
 * basket, and the middleware that writes the session and basket cookies once the handler has run.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE, SESSION_COOKIE } from '../config';
import type { Db } from '../db/types';
import { mediaByIds, type Media } from '../domain/catalog';
import { loadCart, type Cart } from '../domain/cart';
import {
  createNonce,
  deleteSession,
  extendSession,
  loadSession,
  mintSession,
  needsExtending,
  purgeExpiredSessions,
  rotateSession,
  storeSession,
  ttlOf,
  verifyNonce,
  type Session,
} from '../domain/session';

/** Options the app was built with. */
export interface AppOptions {
  /** Built front-end bundles, served at /assets/. */
  distDir?: string;
  /** Always include jQuery before the loader. */
  withJquery?: boolean;
  /** Serve the test-only routes (`/wp-json/storefront/v1/echo`); default: only when NODE_ENV is 'test'. */
  testRoutes?: boolean;
}

/** State of one request. */
export class RequestShop {
  private sessionPromise: Promise<Session | null> | undefined;
  private cartPromise: Promise<Cart> | undefined;
  /** The session whose cookie must be sent with the response (a new id, or a lifetime pushed back). */
  cookie: Session | null = null;
  /** The basket was looked at, so the basket cookies should reflect it. */
  cartSeen = false;

  constructor(
    readonly db: Db,
    readonly opts: AppOptions,
    private readonly cookieId: string | undefined,
  ) {}

  /** The visitor's existing session, if any (never creates one). A stored one in use is kept alive. */
  session(): Promise<Session | null> {
    this.sessionPromise ??= loadSession(this.db, this.cookieId).then(async (s) => {
      if (!s || !needsExtending(s)) return s;
      const extended = await extendSession(this.db, s);
      this.cookie = extended;
      return extended;
    });
    return this.sessionPromise;
  }

  /**
   * The visitor's session, made now if there is none. A new session has no row yet (pages print nonces for it and
   * send its cookie); {@link storedSession} gives it one when something is kept.
   */
  async ensureSession(): Promise<Session> {
    const s = await this.session();
    if (s) return s;
    return this.use(await mintSession(this.db));
  }

  /** The visitor's session with its row, for anything that writes to it (basket, notices, coupons, checkout details…). */
  async storedSession(): Promise<Session> {
    const s = await this.ensureSession();
    if (s.stored) return s;
    return this.use(await storeSession(this.db, s));
  }

  /** The logged-in customer of the session, or null for guests (and visitors without a session). */
  async customerId(): Promise<number | null> {
    return (await this.session())?.customerId ?? null;
  }

  /**
   * Logs the visitor in as `customerId`: a new session id and secret replace the old ones (which stop working,
   * nonces included); the basket and what was entered come along.
   */
  async logIn(customerId: number): Promise<void> {
    this.use(await rotateSession(this.db, await this.session(), customerId));
    this.cartChanged();
  }

  /** Logs out: the session (with its basket) is deleted, as WordPress does, and a new empty one takes its place. */
  async logOut(): Promise<void> {
    const s = await this.session();
    if (s?.stored) await deleteSession(this.db, s.id);
    this.use(await mintSession(this.db));
    this.cartChanged();
  }

  /** Makes `s` the request's session and sends its cookie. */
  private use(s: Session): Session {
    this.sessionPromise = Promise.resolve(s);
    this.cookie = s;
    return s;
  }

  /** The session's nonce for an action (creates the session: a nonce must be checkable later). */
  async nonce(action: string): Promise<string> {
    return createNonce((await this.ensureSession()).secret, action);
  }

  /** Whether a nonce is valid for this visitor's session (false when there is no session). */
  async checkNonce(action: string, nonce: string | null | undefined): Promise<boolean> {
    const s = await this.session();
    return !!s && verifyNonce(s.secret, action, nonce);
  }

  /** The basket (cached for the request; `fresh` reloads after a change). */
  cart(fresh = false): Promise<Cart> {
    this.cartSeen = true;
    if (fresh || !this.cartPromise)
      this.cartPromise = this.session().then((s) => loadCart(this.db, s?.stored ? s.id : null));
    return this.cartPromise;
  }

  /** Call after changing the basket: the next read reloads it, and the cookies follow it. */
  cartChanged(): void {
    this.cartPromise = undefined;
    this.cartSeen = true;
  }

  /** Media for the basket's thumbnails. */
  async cartMedia(cart: Cart): Promise<Map<number, Media>> {
    return mediaByIds(
      this.db,
      cart.lines.map((l) => l.imageId),
    );
  }
}

/** Hono environment of the shop app (`secureHeadersNonce`: the response's CSP nonce, see security-headers.ts). */
export interface ShopEnv {
  Variables: { shop: RequestShop } & SecureHeadersVariables;
}

/** The request's shop state. */
export const shopOf = (c: Context<ShopEnv>): RequestShop => c.get('shop');

/** Expired sessions are purged at most this often (milliseconds), by the first request after the interval. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Whether the request came over HTTPS (directly, or through a proxy that says so). */
export function overHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

/**
 * Builds the request state and, after the handler, sends the session cookie (when a session was made, replaced or
 * kept alive) and WooCommerce's basket cookies: `woocommerce_items_in_cart=1` and `woocommerce_cart_hash` while the
 * basket has items, cleared when it is empty. Cookies are `Secure` when the request came over HTTPS. Expired
 * sessions are purged once an hour.
 */
export function shopState(db: Db, opts: AppOptions): MiddlewareHandler<ShopEnv> {
  let nextPurge = 0;
  return async (c, next) => {
    if (Date.now() >= nextPurge) {
      nextPurge = Date.now() + PURGE_EVERY_MS;
      await purgeExpiredSessions(db);
    }
    const shop = new RequestShop(db, opts, getCookie(c, SESSION_COOKIE));
    c.set('shop', shop);
    await next();
    const secure = overHttps(c);
    if (shop.cookie) {
      setCookie(c, SESSION_COOKIE, shop.cookie.id, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge: ttlOf(shop.cookie),
      });
    }
    if (!shop.cartSeen) return;
    const cart = await shop.cart();
    if (cart.lines.length > 0) {
      setCookie(c, ITEMS_IN_CART_COOKIE, '1', { path: '/', sameSite: 'Lax', secure });
      setCookie(c, CART_HASH_COOKIE, cart.hash, { path: '/', sameSite: 'Lax', secure });
    } else {
      if (getCookie(c, ITEMS_IN_CART_COOKIE) !== undefined)
        deleteCookie(c, ITEMS_IN_CART_COOKIE, { path: '/', secure });
      if (getCookie(c, CART_HASH_COOKIE) !== undefined) deleteCookie(c, CART_HASH_COOKIE, { path: '/', secure });
    }
  };
}
