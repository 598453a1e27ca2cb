/**
 * The shop as a hono app over an open database: static files, WooCommerce's AJAX endpoints,
 * the REST API (with the Store API), and the server-rendered pages.
 *
 * Layers run routes → domain → db: `routes/` read requests and answer them, calling `domain/` (the shop's
 * rules; returns data, never HTML or responses) and `views/` (HTML from that data; only routes call views).
 * `domain/` talks to `db/`. `messages.ts` and `config.ts` sit below all of them.
 */
import { enabledPaymentTypes } from './payments/config';
import { Hono } from 'hono';
import type { Db } from './db/types';
import { accountPages } from './routes/account-pages';
import { adminAjax } from './routes/admin-ajax';
import { assetRoutes } from './routes/assets';
import { requestBodyLimit } from './routes/body-limit';
import { cartPages } from './routes/cart-pages';
import { checkoutBlockPages } from './routes/checkout-block-page';
import { checkoutPages } from './routes/checkout-pages';
import { subscriptionPages } from './routes/subscription-pages';
import { flipBookRoutes } from './routes/flip-book';
import { contentPages } from './routes/content-pages';
import { paymentRoutes } from './routes/payment-routes';
import { shopState, type AppOptions, type ShopEnv } from './routes/context';
import { quickViewRoutes } from './routes/quick-view';
import { mailpoetRouter, newsletterRoutes } from './routes/newsletter';
import { registrationRoutes } from './routes/registration';
import { restApi } from './routes/rest';
import { addToCartLinks, notFound, shopPages } from './routes/shop-pages';
import { wcAjax } from './routes/wc-ajax';
import { wishlistRoutes } from './routes/wishlist';
import { securityHeaders } from './security-headers';
import { analyticsDoubleRoutes } from './routes/analytics-doubles';
import { siteWideRoutes } from './routes/site-wide';
import { debitSettlementRoutes, webhookEndpoint } from './routes/debit-settlement';

export type { AppOptions, ShopEnv } from './routes/context';

/**
 * Builds the app. Use `app.request(path, init)` in tests, or serve `app.fetch`.
 * The database must stay open for the app's lifetime.
 */
export function createApp(db: Db, opts: AppOptions = {}): Hono<ShopEnv> {
  // A bad payment type list fails the start, not the first checkout.
  enabledPaymentTypes(opts.paymentMethods);
  const app = new Hono<ShopEnv>({ strict: false });
  app.use('*', securityHeaders());
  app.use('*', requestBodyLimit());
  app.use('*', shopState(db, opts));
  app.route('/', assetRoutes(opts.distDir));

  // WooCommerce answers `?wc-ajax=` on any path, before anything else.
  app.use('*', async (c, next) => {
    const endpoint = new URL(c.req.url).searchParams.get('wc-ajax');
    return endpoint === null ? next() : wcAjax(c, endpoint);
  });
  app.use('*', webhookEndpoint());
  app.use('*', addToCartLinks());
  app.use('*', mailpoetRouter());

  app.on(['GET', 'POST'], '/wp-admin/admin-ajax.php', adminAjax);
  app.route('/', analyticsDoubleRoutes());
  app.route('/', siteWideRoutes());
  app.route('/wp-json', restApi());
  app.route('/', flipBookRoutes());
  app.route('/', shopPages());
  app.route('/', subscriptionPages());
  app.route('/', checkoutPages());
  app.route('/', checkoutBlockPages());
  app.route('/', accountPages());
  app.route('/', paymentRoutes());
  app.route(
    '/',
    debitSettlementRoutes((request) => app.fetch(request)),
  );
  app.route('/', cartPages());
  app.route('/', contentPages());
  app.route('/', quickViewRoutes());
  app.route('/', wishlistRoutes());
  app.route('/', newsletterRoutes());
  app.route('/', registrationRoutes());

  app.notFound((c) => notFound(c));
  app.onError((err, c) => {
    console.error('[shop-server]', c.req.method, c.req.path, err);
    return c.text('Internal server error', 500);
  });
  return app;
}
