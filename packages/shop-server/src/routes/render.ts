/**
 * Request helpers shared by the routes: reading form bodies and rendering a full page with the
 * visitor's nonces, notices and basket.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import {
  ATTRIBUTION_FIELDS,
  DEFAULT_SESSION_MINUTES,
  FIELD_PREFIX,
  STORE_LIFETIME_MONTHS,
} from '@storefront/attribution';
import { NONCE_ACTIONS, URLS } from '../config';
import { cspNonce } from '../security-headers';
import { takeNotices } from '../domain/session';
import { scriptJson, type Html } from '../views/format';
import { layout } from '../views/layout';
import { adminBarHtml, type AdminBarEdit } from '../views/admin-bar';
import { logoutUrl } from '../domain/urls';
import { CHECKOUT_NONCES } from './checkout-shared';
import { newsletterFooterFor } from './newsletter-footer';
import { forbiddenPage } from '../views/pages';
import { shopOf, type ShopEnv } from './context';
import { attributionAllowed, withSiteWide } from './site-wide';
import type { AnalyticsPage } from '../domain/analytics';
import { wishlistPageState } from './wishlist';

/**
 * Body fields as strings, whatever the encoding (urlencoded, multipart or JSON). Repeated keys
 * keep the last value; bracketed keys such as `cart[KEY][qty]` stay as they are.
 */
export async function formFields(c: Context<ShopEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = (await c.req.json()) as unknown;
      if (!body || typeof body !== 'object') return {};
      return Object.fromEntries(
        Object.entries(body as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      );
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const body = await c.req.parseBody();
      return Object.fromEntries(
        Object.entries(body).filter(([, v]) => typeof v === 'string') as Array<[string, string]>,
      );
    }
  } catch {
    return {};
  }
  return {};
}

/** Query and body fields together (body wins), like PHP's $_REQUEST. */
export async function requestFields(c: Context<ShopEnv>): Promise<Record<string, string>> {
  const query = Object.fromEntries(new URL(c.req.url).searchParams);
  return c.req.method === 'GET' || c.req.method === 'HEAD' ? query : { ...query, ...(await formFields(c)) };
}

/** `attribute_*` fields of a request. */
export function attributeFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('attribute_')));
}

/** Options of {@link renderPage}. */
export interface RenderOptions {
  title: string;
  content: Html;
  bodyClass?: string;
  isCart?: boolean;
  status?: 200 | 400 | 403 | 404;
  globals?: Record<string, unknown>;
  /** What the page shows to analytics (`window.ga4w.data`; the basket is always there). */
  analytics?: AnalyticsPage;
  /** The toolbar's edit link for what the page shows (shop managers only see it). */
  edit?: AdminBarEdit;
}

/** `wc_order_attribution` as WooCommerce prints it: the tracker's params and the field → cookie map. */
export function orderAttributionGlobal(allowTracking = true): Record<string, unknown> {
  return {
    params: {
      lifetime: STORE_LIFETIME_MONTHS,
      session: DEFAULT_SESSION_MINUTES,
      base64: false,
      ajaxurl: URLS.ajax,
      prefix: FIELD_PREFIX,
      allowTracking,
    },
    fields: { ...ATTRIBUTION_FIELDS },
  };
}

/** Id of the element holding `wc_order_attribution` (WordPress names a script's data `{handle}-js-extra`). */
export const ORDER_ATTRIBUTION_SCRIPT_ID = 'wc-order-attribution-js-extra';

/**
 * Adds `wc_order_attribution` at the end of the body of a rendered page, as WooCommerce's footer script data:
 * every page, so the order-attribution island (mounted on this element) counts each page view. `nonce` is the
 * response's CSP nonce.
 */
export function withOrderAttribution(page: string, nonce: string, allowTracking = true): string {
  const at = page.lastIndexOf('</body>');
  const global = scriptJson(orderAttributionGlobal(allowTracking));
  const script = [
    `<script id="${ORDER_ATTRIBUTION_SCRIPT_ID}" nonce="${nonce}">`,
    `var wc_order_attribution = ${global};`,
    '</script>',
    '',
  ].join('\n');
  return at < 0 ? page + script : page.slice(0, at) + script + page.slice(at);
}

/** WordPress's toolbar for a logged-in shop manager; nothing for customers and guests (as WooCommerce hides it). */
async function adminBarFor(c: Context<ShopEnv>, edit: AdminBarEdit | undefined): Promise<Html | undefined> {
  const shop = shopOf(c);
  const account = await shop.account();
  if (!account || !(await shop.isShopManager())) return undefined;
  const logoutHref = logoutUrl(await shop.nonce(CHECKOUT_NONCES.logout));
  return adminBarHtml({ userName: account.username, logoutHref, edit });
}

/** Renders a full page for this visitor (creating a session: pages print nonces). */
export async function renderPage(c: Context<ShopEnv>, o: RenderOptions): Promise<Response> {
  const shop = shopOf(c);
  const session = await shop.ensureSession();
  const [rest, storeApi, cartNonce, notices, cart, wishlist] = await Promise.all([
    shop.nonce(NONCE_ACTIONS.rest),
    shop.nonce(NONCE_ACTIONS.storeApi),
    shop.nonce(NONCE_ACTIONS.cart),
    takeNotices(shop.db, session.id),
    shop.cart(),
    wishlistPageState(c),
  ]);
  const url = new URL(c.req.url);
  const nonce = cspNonce(c);
  const newsletter = await newsletterFooterFor(c);
  const adminBar = await adminBarFor(c, o.edit);
  const page = layout({
    title: o.title,
    bodyClass: o.bodyClass,
    isCart: o.isCart,
    content: o.content,
    notices,
    cart,
    cartMedia: await shop.cartMedia(cart),
    nonces: { rest, storeApi, cart: cartNonce },
    jquery: !!shop.opts.withJquery || url.searchParams.get('with-jquery') === '1',
    siteHash: createHash('md5').update(url.origin).digest('hex'),
    path: url.pathname,
    globals: { ...wishlist.globals, ...newsletter.globals, ...o.globals },
    wishlistCount: wishlist.ids.size,
    nonce,
    footer: newsletter.footer,
    adminBar,
  });
  c.header('Cache-Control', 'no-store');
  // The attribution data right after the footer (as WordPress prints footer scripts), the site-wide elements after it.
  const withAttribution = withOrderAttribution(String(page), nonce, attributionAllowed(c));
  return c.html(await withSiteWide(c, withAttribution, nonce, cart, o.analytics), o.status ?? 200);
}

/** The 403 page shown when a form's or link's nonce check fails. */
export function forbidden(c: Context<ShopEnv>): Promise<Response> {
  return renderPage(c, { title: 'Link expired', content: forbiddenPage(), status: 403, bodyClass: 'error403' });
}
