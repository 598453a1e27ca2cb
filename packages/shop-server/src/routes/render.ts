/**
 * Request helpers shared by the routes: reading form bodies and rendering a full page with the
 * visitor's nonces, notices and basket.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { NONCE_ACTIONS } from '../config';
import { takeNotices } from '../store/session';
import type { Html } from '../views/format';
import { layout } from '../views/layout';
import { shopOf, type ShopEnv } from './context';

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
      return Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const body = await c.req.parseBody();
      return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string') as Array<[string, string]>);
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
}

/** Renders a full page for this visitor (creating a session: pages print nonces). */
export async function renderPage(c: Context<ShopEnv>, o: RenderOptions): Promise<Response> {
  const shop = shopOf(c);
  const session = await shop.ensureSession();
  const [rest, storeApi, cartNonce, notices, cart] = await Promise.all([
    shop.nonce(NONCE_ACTIONS.rest), shop.nonce(NONCE_ACTIONS.storeApi), shop.nonce(NONCE_ACTIONS.cart),
    takeNotices(shop.db, session.id), shop.cart(),
  ]);
  const url = new URL(c.req.url);
  const page = layout({
    title: o.title, bodyClass: o.bodyClass, isCart: o.isCart, content: o.content, notices, cart,
    cartMedia: await shop.cartMedia(cart), nonces: { rest, storeApi, cart: cartNonce },
    jquery: !!shop.opts.withJquery || url.searchParams.get('with-jquery') === '1',
    siteHash: createHash('md5').update(url.origin).digest('hex'), path: url.pathname, globals: o.globals,
  });
  c.header('Cache-Control', 'no-store');
  return c.html(String(page), o.status ?? 200);
}
