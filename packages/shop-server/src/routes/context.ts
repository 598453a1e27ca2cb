/**
 * Per-request state: the middleware that builds the request's {@link RequestShop} (domain/visitor.ts) and writes
 * the session and basket cookies once the handler has run.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE, SESSION_COOKIE } from '../config';
import type { Db } from '../db/types';
import { purgeExpiredSessions, ttlOf } from '../domain/session';
import { RequestShop, type AppOptions } from '../domain/visitor';

export { RequestShop, type AppOptions } from '../domain/visitor';

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
