/**
 * Per-request state: the lazily created guest session, its nonces and basket, and the
 * middleware that writes the session and basket cookies once the handler has run.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE, SESSION_COOKIE } from '../config';
import type { Db } from '../db/types';
import { mediaByIds, type Media } from '../store/catalog';
import { loadCart, type Cart } from '../store/cart';
import { createNonce, createSession, deleteSession, loadSession, setSessionCustomer, verifyNonce, type Session } from '../store/session';

/** Options the app was built with. */
export interface AppOptions {
  /** Built front-end bundles, served at /assets/. */
  distDir?: string;
  /** Always include jQuery before the loader. */
  withJquery?: boolean;
}

/** State of one request. */
export class RequestShop {
  private sessionPromise: Promise<Session | null> | undefined;
  private cartPromise: Promise<Cart> | undefined;
  /** A session was created during this request (its cookie must be sent). */
  created: Session | null = null;
  /** The basket was looked at, so the basket cookies should reflect it. */
  cartSeen = false;
  /** The session was ended during this request (logout): its cookie must be cleared. */
  ended = false;

  constructor(readonly db: Db, readonly opts: AppOptions, private readonly cookieId: string | undefined) {}

  /** The visitor's existing session, if any (never creates one). */
  session(): Promise<Session | null> {
    this.sessionPromise ??= loadSession(this.db, this.cookieId);
    return this.sessionPromise;
  }

  /** The visitor's session, created now if there is none. */
  async ensureSession(): Promise<Session> {
    const s = await this.session();
    if (s) return s;
    const made = await createSession(this.db);
    this.created = made;
    this.sessionPromise = Promise.resolve(made);
    return made;
  }

  /** The logged-in customer of the session, or null for guests (and visitors without a session). */
  async customerId(): Promise<number | null> {
    return (await this.session())?.customerId ?? null;
  }

  /** Logs the visitor's session in as `customerId` (creating a session if needed). */
  async logIn(customerId: number): Promise<void> {
    const s = await this.ensureSession();
    await setSessionCustomer(this.db, s.id, customerId);
    this.sessionPromise = Promise.resolve({ ...s, customerId });
  }

  /** Logs out: the session (with its basket) is deleted and its cookie cleared, as WordPress does. */
  async logOut(): Promise<void> {
    const s = await this.session();
    if (s) await deleteSession(this.db, s.id);
    this.sessionPromise = Promise.resolve(null);
    this.created = null;
    this.ended = true;
    this.cartChanged();
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
    if (fresh || !this.cartPromise) this.cartPromise = this.session().then((s) => loadCart(this.db, s?.id));
    return this.cartPromise;
  }

  /** Call after changing the basket: the next read reloads it, and the cookies follow it. */
  cartChanged(): void {
    this.cartPromise = undefined;
    this.cartSeen = true;
  }

  /** Media for the basket's thumbnails. */
  async cartMedia(cart: Cart): Promise<Map<number, Media>> {
    return mediaByIds(this.db, cart.lines.map((l) => l.imageId));
  }
}

/** Hono environment of the shop app (`secureHeadersNonce`: the response's CSP nonce, see security-headers.ts). */
export interface ShopEnv {
  Variables: { shop: RequestShop } & SecureHeadersVariables;
}

/** The request's shop state. */
export const shopOf = (c: Context<ShopEnv>): RequestShop => c.get('shop');

/** Two days, like WooCommerce's guest session. */
const SESSION_MAX_AGE = 2 * 24 * 60 * 60;

/**
 * Builds the request state and, after the handler, sends the session cookie (when a session was
 * made) and WooCommerce's basket cookies: `woocommerce_items_in_cart=1` and
 * `woocommerce_cart_hash` while the basket has items, cleared when it is empty.
 */
export function shopState(db: Db, opts: AppOptions): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const shop = new RequestShop(db, opts, getCookie(c, SESSION_COOKIE));
    c.set('shop', shop);
    await next();
    if (shop.ended && !shop.created) deleteCookie(c, SESSION_COOKIE, { path: '/' });
    if (shop.created) {
      setCookie(c, SESSION_COOKIE, shop.created.id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE });
    }
    if (!shop.cartSeen) return;
    const cart = await shop.cart();
    if (cart.lines.length > 0) {
      setCookie(c, ITEMS_IN_CART_COOKIE, '1', { path: '/', sameSite: 'Lax' });
      setCookie(c, CART_HASH_COOKIE, cart.hash, { path: '/', sameSite: 'Lax' });
    } else {
      if (getCookie(c, ITEMS_IN_CART_COOKIE) !== undefined) deleteCookie(c, ITEMS_IN_CART_COOKIE, { path: '/' });
      if (getCookie(c, CART_HASH_COOKIE) !== undefined) deleteCookie(c, CART_HASH_COOKIE, { path: '/' });
    }
  };
}
