/**
 * Reference shop server: WooCommerce-classic pages and endpoints over an embedded PGlite database.
 *
 * ```ts
 * const shop = await createShopServer({ port: 0, dataDir: tmpDir, distDir: 'dist' });
 * // … drive shop.url in a browser …
 * await shop.close();
 * ```
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDb } from './db/open';
import { startDebitSettler, type DebitSettler } from './payments/payment-double/debit-settlement';

export { createApp } from './app';
export type { AppOptions, ShopEnv } from './app';
export { openDb, templatePath } from './db/open';
export type { OpenDbOptions, OpenedDb } from './db/open';
export { MIGRATIONS, runMigrations } from './db/migrations';
export { seedIfEmpty, SEED_IDS } from './db/seed';
export type { Db } from './db/types';
export { createNonce, verifyNonce } from './domain/session';
export { FIXTURES } from './fixtures';

/** Options of {@link createShopServer}. */
export interface ShopServerOptions {
  /** Port to listen on; 0 (the default) picks a free port. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** PGlite data directory (created and seeded if new). Omitted: an in-memory database. */
  dataDir?: string;
  /** Built front-end bundles, served at /assets/. A missing directory is fine. */
  distDir?: string;
  /** Include jQuery before the island loader on every page. */
  withJquery?: boolean;
  /** Use the seeded-template cache for new databases (default on; see db/open.ts). */
  templateCache?: boolean;
  /** Serve the test-only routes (`/wp-json/storefront/v1/echo`); default: only when NODE_ENV is 'test'. */
  testRoutes?: boolean;
  /** /checkout/ holds the Checkout block instead of the classic form (it is always at /checkout-block/). */
  blockCheckout?: boolean;
  /** Enabled provider payment types, e.g. ['card', 'ideal'] (default: `PAYMENT_METHODS`, else the card alone). */
  paymentMethods?: readonly string[];
  /** The express checkout button (`isECEEnabled`, default on). */
  expressCheckout?: boolean;
  /**
   * The payment double settles each processing debit this many milliseconds after it was confirmed, and sends its
   * webhook event. Default: never (tests settle through the double's test helper route).
   */
  debitSettleAfterMs?: number;
}

/** A running shop. */
export interface ShopServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** Whether the database was seeded from scratch on this start. */
  seeded: boolean;
  /** Whether a new database was loaded from the seeded-template cache. */
  fromTemplate: boolean;
  /** Milliseconds spent opening the database. */
  dbOpenMs: number;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/** Opens the database and starts the HTTP server. */
export async function createShopServer(opts: ShopServerOptions = {}): Promise<ShopServer> {
  const opened = await openDb({ dataDir: opts.dataDir, templateCache: opts.templateCache });
  const app = createApp(opened.db, {
    distDir: opts.distDir,
    withJquery: opts.withJquery,
    testRoutes: opts.testRoutes,
    blockCheckout: opts.blockCheckout,
    paymentMethods: opts.paymentMethods,
    expressCheckout: opts.expressCheckout,
  });
  const host = opts.host ?? '127.0.0.1';
  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (err) {
    await opened.db.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const settler: DebitSettler | null = opts.debitSettleAfterMs
    ? startDebitSettler(opened.db, (request) => app.fetch(request), url, opts.debitSettleAfterMs)
    : null;
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    seeded: opened.seeded,
    fromTemplate: opened.fromTemplate,
    dbOpenMs: opened.ms,
    close() {
      // Idempotent: tests and signal handlers may both call it.
      closing ??= (async () => {
        await settler?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await opened.db.close();
      })();
      return closing;
    },
  };
}
