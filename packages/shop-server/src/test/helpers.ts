/**
 * Test helpers: an in-memory shop (from the seeded-template cache, so about a second after the
 * first run), a cookie-keeping client over `app.request()`, and an HTML parser.
 */
import { Window } from 'happy-dom';
import type { Hono } from 'hono';
import { createApp, type AppOptions, type ShopEnv } from '../app';
import { openDb } from '../db/open';
import type { Db } from '../db/types';

/** An app over a fresh in-memory database. */
export interface TestShop {
  db: Db;
  app: Hono<ShopEnv>;
  close(): Promise<void>;
}

/** Opens a fresh seeded in-memory database and builds the app over it. */
export async function testShop(opts: AppOptions = {}): Promise<TestShop> {
  const { db } = await openDb({ dataDir: 'memory://' });
  return { db, app: createApp(db, opts), close: () => db.close() };
}

/** Anything with a `request` like hono's app or a URL-based fetcher. */
type Requester = (path: string, init?: RequestInit) => Promise<Response>;

/** A browser-like client: keeps cookies between requests. */
export class Client {
  readonly cookies = new Map<string, string>();
  private readonly send: Requester;

  constructor(target: Hono<ShopEnv> | string) {
    this.send =
      typeof target === 'string'
        ? (path, init) => fetch(target + path, { ...init, redirect: 'manual' })
        : async (path, init) => target.request(path, init);
  }

  /** Sends a request with the stored cookies and stores the ones set. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await this.send(path, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = decodeURIComponent(rest.join('='));
      const expired =
        attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
        attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now());
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  /** GET returning the body text. */
  async text(path: string): Promise<string> {
    return (await this.request(path)).text();
  }

  /** POST form-urlencoded fields. */
  postForm(
    path: string,
    fields: Record<string, string | number>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return this.request(path, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });
  }

  /** POST JSON. */
  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  }

  /** The session's wp_rest nonce (from admin-ajax). */
  async restNonce(): Promise<string> {
    return this.text('/wp-admin/admin-ajax.php?action=rest-nonce');
  }

  /** The session's Store API nonce (from the cart response header). */
  async storeNonce(): Promise<string> {
    return (await this.request('/wp-json/wc/store/v1/cart')).headers.get('Nonce') ?? '';
  }

  /** The Store API cart document. */
  async storeCart(): Promise<{
    items: Array<{ key: string; id: number; quantity: number }>;
    items_count: number;
    totals: Record<string, unknown>;
  }> {
    return (await this.request('/wp-json/wc/store/v1/cart')).json() as never;
  }
}

const windows: Window[] = [];

/** Parses an HTML page into a document (happy-dom). */
export function parseHtml(html: string): Document {
  const window = new Window();
  windows.push(window);
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** Closes the parsers' windows. */
export async function closeParsers(): Promise<void> {
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
}
