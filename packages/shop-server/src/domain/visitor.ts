/**
 * The visitor as one request sees them: their session (made lazily, stored only when something is kept), its
 * nonces and the basket. Framework-free: the routes' middleware (routes/context.ts) builds one per request and
 * turns what it records (`cookie`, `cartSeen`) into cookies; gateways and other domain code take it as it is.
 */
import type { Db } from '../db/types';
import { mediaByIds, type Media } from './catalog';
import { loadCart, type Cart } from './cart';
import { customerById, type Customer } from './customers';
import { cartTokenOf, readCartToken } from './cart-token';
import {
  createNonce,
  deleteSession,
  extendSession,
  loadSession,
  mintSession,
  needsExtending,
  rotateSession,
  storeSession,
  verifyNonce,
  type Session,
} from './session';

/** Options the app was built with. */
export interface AppOptions {
  /** Built front-end bundles, served at /assets/. */
  distDir?: string;
  /** Always include jQuery before the loader. */
  withJquery?: boolean;
  /** Serve the test-only routes (`/wp-json/storefront/v1/echo`); default: only when NODE_ENV is 'test'. */
  testRoutes?: boolean;
  /** /checkout/ holds the Checkout block (as a block theme's checkout page does), not the classic form. */
  blockCheckout?: boolean;
  /** Enabled provider payment types (e.g. ['card', 'ideal']); default: `PAYMENT_METHODS`, else the card alone. */
  paymentMethods?: readonly string[];
  /** The express checkout button (`isECEEnabled`); default on. Off: no page prints the button or its parameters. */
  expressCheckout?: boolean;
}

/** State of one request. */
export class RequestShop {
  private sessionPromise: Promise<Session | null> | undefined;
  private cartPromise: Promise<Cart> | undefined;
  private accountPromise: Promise<Customer | null> | undefined;
  /** The session whose cookie must be sent with the response (a new id, or a lifetime pushed back). */
  cookie: Session | null = null;
  /** The basket was looked at, so the basket cookies should reflect it. */
  cartSeen = false;

  constructor(
    readonly db: Db,
    readonly opts: AppOptions,
    private readonly cookieId: string | undefined,
  ) {}

  /** The session a valid `Cart-Token` named (Store API only); it wins over the cookie's and never sets it. */
  private tokenId: string | undefined;

  /** The visitor's existing session, if any (never creates one). A stored one in use is kept alive. */
  session(): Promise<Session | null> {
    this.sessionPromise ??= loadSession(this.db, this.tokenId ?? this.cookieId).then(async (s) => {
      if (!s || !needsExtending(s)) return s;
      const extended = await extendSession(this.db, s);
      if (!this.tokenId) this.cookie = extended;
      return extended;
    });
    return this.sessionPromise;
  }

  /**
   * Makes the session a `Cart-Token` names this request's session, when the token is one of ours and its session
   * still stands (a stored session's token fails once its row is gone); false otherwise, leaving the cookie's.
   */
  async useCartToken(token: string): Promise<boolean> {
    const named = await readCartToken(this.db, token);
    if (!named) return false;
    const s = await loadSession(this.db, named.id);
    if (!s || (named.stored && !s.stored)) return false;
    // The browser's own token (the common case) stays a cookie session: a login at checkout must move its cookie.
    if (named.id === this.cookieId) return true;
    this.tokenId = named.id;
    this.sessionPromise = undefined;
    this.accountPromise = undefined;
    this.cartPromise = undefined;
    return true;
  }

  /** The `Cart-Token` of the request's session (made now if there is none). */
  async cartToken(): Promise<string> {
    return cartTokenOf(this.db, await this.ensureSession());
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

  /** The logged-in account (loaded once per request), or null for guests. */
  account(): Promise<Customer | null> {
    this.accountPromise ??= this.customerId().then((id) => (id === null ? null : customerById(this.db, id)));
    return this.accountPromise;
  }

  /** Whether the visitor is logged in as a shop manager, to whom WordPress shows its toolbar (never to customers). */
  async isShopManager(): Promise<boolean> {
    return (await this.account())?.role === 'shop_manager';
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
    this.accountPromise = undefined;
    // A token's session is the client's to keep: a browser's own cookie stays on its own session.
    if (!this.tokenId) this.cookie = s;
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
