/**
 * Site-wide elements and their endpoints: the consent banner (and its no-JavaScript accept post), the store
 * notice, the coming-soon banner with the user-meta REST route it calls, and the analytics data every page prints.
 *
 * Settings (environment): `CONSENT_BANNER` = button (default) | scroll | time | off, `CONSENT_ADS=1` (ads active),
 * `STORE_NOTICE` (the notice text; 'off' hides it), `COMING_SOON=1` (the store is in coming-soon mode: its
 * shop managers see the footer banner until they dismiss it, which their user meta keeps).
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AddResult } from '../domain/add-to-cart';
import { URLS } from '../config';
import { analyticsCart, analyticsOrder, analyticsProduct, type AnalyticsPage } from '../domain/analytics';
import type { Cart } from '../domain/cart';
import { allCategories, productsByIds } from '../domain/catalog';
import { customerById, setUserMeta } from '../domain/customers';
import {
  analyticsDataHtml,
  comingSoonBannerHtml,
  consentBannerHtml,
  storeNoticeHtml,
  type ConsentBannerMode,
} from '../views/site-wide';
import { joinHtml } from '../views/format';
import { shopOf, type ShopEnv } from './context';
import { LOCAL_DOUBLE_SCRIPTS } from './analytics-doubles';
import { safeRedirectPath } from './safe-redirect';

/** Consent cookies: Jetpack's banner cookie and the WordPress Consent API's per-category cookies. */
const CONSENT_COOKIE = 'eucookielaw';
const ADS_COOKIE = 'personalized-ads-consent';
const CONSENT_DAYS = 180;
const DEFAULT_NOTICE = 'Free UK delivery on orders over £40 this week.';
const ACCEPT_PATH = '/consent/accept/';

/** The site-wide settings from the environment. */
function settings() {
  const mode = process.env.CONSENT_BANNER ?? 'button';
  return {
    banner: (['button', 'scroll', 'time'].includes(mode) ? mode : null) as ConsentBannerMode | null,
    ads: process.env.CONSENT_ADS === '1',
    notice: process.env.STORE_NOTICE === 'off' ? '' : (process.env.STORE_NOTICE ?? DEFAULT_NOTICE),
    comingSoon: process.env.COMING_SOON === '1',
  };
}

/** The user meta key WooCommerce keeps a dismissed coming-soon banner under. */
const BANNER_DISMISSED = 'coming_soon_banner_dismissed';

/** Whether the visitor granted a category (the Consent API's cookie). */
const granted = (c: Context<ShopEnv>, category: string) => getCookie(c, `wp_consent_${category}`) === 'allow';

/** `wc_order_attribution`'s `allowTracking`: true (spec §9) unless the visitor denied marketing consent. */
export function attributionAllowed(c: Context<ShopEnv>): boolean {
  return getCookie(c, 'wp_consent_marketing') !== 'deny';
}

/** One-shot cookie: a product added by a plain form post, reported as `added_to_cart` on the page that follows. */
const ADDED_COOKIE = 'storefront_added_to_cart';

/** Remembers a form add for the next page's analytics (called by the add's post/redirect/get route). */
export function rememberAddedToCart(c: Context<ShopEnv>, result: Extract<AddResult, { ok: true }>): void {
  const value = `${result.product.id}:${result.variation?.id ?? 0}:${result.quantity}`;
  setCookie(c, ADDED_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 });
}

/** The basket line of the last form add (quantity: what was added), once; undefined without one. */
function takeAddedToCart(c: Context<ShopEnv>, cart: ReturnType<typeof analyticsCart>) {
  const value = getCookie(c, ADDED_COOKIE);
  if (value === undefined) return undefined;
  deleteCookie(c, ADDED_COOKIE, { path: '/' });
  const [productId, variationId, quantity] = value.split(':').map(Number);
  const line = cart.items.find((i) => i.id === (variationId || productId));
  if (!line || !quantity) return undefined;
  const { totals: _lineTotals, ...item } = line;
  return { ...item, quantity };
}

/** `window.ga4w` for this page: its analytics data and the plugin's settings (scripts are the local doubles). */
async function ga4w(c: Context<ShopEnv>, cart: Cart, page: AnalyticsPage) {
  const db = shopOf(c).db;
  const categories = await allCategories(db);
  const orderProducts = page.order
    ? await productsByIds(
        db,
        page.order.items.map((i) => i.product_id),
      )
    : new Map();
  const cartData = analyticsCart(cart, categories);
  const added = takeAddedToCart(c, cartData);
  return {
    data: {
      cart: cartData,
      ...(added && { added_to_cart: added }),
      ...(page.products && { products: page.products.map((p) => analyticsProduct(p, categories)) }),
      ...(page.product && { product: analyticsProduct(page.product, categories) }),
      ...(page.order && { order: analyticsOrder(page.order, orderProducts, categories) }),
      ...(page.listName && { list_name: page.listName }),
      ...(page.searchTerm !== undefined && { search_term: page.searchTerm }),
      ...(page.events && { events: page.events }),
    },
    settings: {
      tracker_function_name: 'gtag',
      identifier: 'product_id',
      measurement_id: 'G-LOCALDOUBLE',
      currency: 'GBP',
      locale: 'en_GB',
      visitor: (await shopOf(c).customerId()) ? 'customer' : 'guest',
      scripts: LOCAL_DOUBLE_SCRIPTS,
      pin_tag_id: 'local-double-pin-tag',
    },
  };
}

/** Inserts the site-wide elements before `</body>` of a rendered page. */
export async function withSiteWide(
  c: Context<ShopEnv>,
  page: string,
  nonce: string,
  cart: Cart,
  analytics: AnalyticsPage = {},
): Promise<string> {
  const s = settings();
  const url = new URL(c.req.url);
  const ads = s.ads;
  const answered = !!getCookie(c, CONSENT_COOKIE) && (!ads || !!getCookie(c, ADS_COOKIE));
  const noticeId = createHash('md5').update(s.notice).digest('hex').slice(0, 8);
  // WooCommerce shows the banner to those who can see the store while it is coming soon: its shop managers.
  const id = s.comingSoon ? await shopOf(c).customerId() : null;
  const account = id === null ? null : await customerById(shopOf(c).db, id);
  const manager = account?.role === 'shop_manager' && account.meta[BANNER_DISMISSED] !== 'yes' ? account : null;
  const parts = joinHtml(
    s.notice && storeNoticeHtml(s.notice, noticeId, getCookie(c, `store_notice${noticeId}`) === 'hidden'),
    !!manager &&
      comingSoonBannerHtml(`${url.origin}${URLS.restRoot}wp/v2/users/${manager.id}`, await shopOf(c).nonce('wp_rest')),
    s.banner &&
      !answered &&
      consentBannerHtml({
        mode: s.banner,
        ads,
        expirationDays: CONSENT_DAYS,
        hideTimeout: 30,
        action: ACCEPT_PATH,
        back: url.pathname + url.search,
        policyUrl: '/terms/',
      }),
    analyticsDataHtml(await ga4w(c, cart, analytics), granted(c, 'statistics') || granted(c, 'marketing'), nonce),
  );
  const at = page.lastIndexOf('</body>');
  return at < 0 ? page + String(parts) : page.slice(0, at) + String(parts) + '\n' + page.slice(at);
}

/**
 * `POST /consent/accept/`: the banner's form without JavaScript. Sets what the island sets (the banner cookie, the
 * ads cookie when ads are on, statistics and marketing consent) and goes back to the page (same-origin only).
 */
export function siteWideRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.post('/consent/accept', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const expires = new Date(Date.now() + CONSENT_DAYS * 864e5);
    const cookie = { path: '/', expires, sameSite: 'Lax' as const };
    setCookie(c, CONSENT_COOKIE, String(expires.getTime()), cookie);
    if (settings().ads && settings().banner === 'button') setCookie(c, ADS_COOKIE, String(expires.getTime()), cookie);
    setCookie(c, 'wp_consent_statistics', 'allow', cookie);
    setCookie(c, 'wp_consent_marketing', 'allow', cookie);
    const back = typeof body.redirect_to === 'string' ? body.redirect_to : '/';
    return c.redirect(safeRedirectPath(back, '/', new URL(c.req.url).origin), 303);
  });
  return r;
}

/**
 * `POST /wp-json/wp/v2/users/{id}` with `woocommerce_meta[coming_soon_banner_dismissed]=yes`: stores the meta for
 * the signed-in user (X-WP-Nonce required; a wrong one was refused by the REST router already).
 */
export function userMetaRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.post('/:id', async (c) => {
    const error = (status: 401 | 403 | 400, code: string, message: string) =>
      c.json({ code, message, data: { status } }, status);
    if (!c.req.header('X-WP-Nonce')) return error(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    const customer = await shopOf(c).customerId();
    if (!customer || String(customer) !== c.req.param('id'))
      return error(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const value = body[`woocommerce_meta[${BANNER_DISMISSED}]`];
    if (value !== 'yes') return error(400, 'rest_invalid_param', 'Invalid parameter(s): woocommerce_meta');
    await setUserMeta(shopOf(c).db, customer, BANNER_DISMISSED, value);
    return c.json({ id: customer, woocommerce_meta: { [BANNER_DISMISSED]: 'yes' } });
  });
  return r;
}
