/**
 * The WordPress REST API (`/wp-json/...`): the index, `wp/v2/users/me`, the Store API, and
 * `storefront/v1/echo`.
 *
 * Outside the Store API, a request whose `X-WP-Nonce` header (or `_wpnonce` parameter) is wrong
 * gets WordPress's 403 `rest_cookie_invalid_nonce`, whatever the route.
 *
 * `storefront/v1/echo` is a TEST ROUTE for the REST client's nonce-refresh path: it needs a valid
 * X-WP-Nonce (missing → 401 `rest_forbidden`, wrong → 403 `rest_cookie_invalid_nonce`) and
 * answers `{ method, query, body }` with the request's body parsed as JSON when possible. It exists (and is listed)
 * only when the app was built with `testRoutes: true`, or without that option under NODE_ENV=test; otherwise it is
 * an unknown route like any other.
 */
import { Hono, type Context } from 'hono';
import { NONCE_ACTIONS, SITE_NAME, SITE_TAGLINE } from '../config';
import { userMetaRoutes } from './site-wide';
import { shopOf, type ShopEnv } from './context';
import { storeApi } from './store-api';
import { REQUEST_MESSAGES } from '../messages';

type Status = 401 | 403 | 404;

const restError = (c: Context<ShopEnv>, status: Status, code: string, message: string): Response =>
  c.json({ code, message, data: { status } }, status);

/** Routes listed in the index, with their methods. */
const ROUTES: Record<string, { namespace: string; methods: string[] }> = {
  '/': { namespace: '', methods: ['GET'] },
  '/wp/v2': { namespace: 'wp/v2', methods: ['GET'] },
  '/wp/v2/users/me': { namespace: 'wp/v2', methods: ['GET'] },
  '/wc/store/v1': { namespace: 'wc/store/v1', methods: ['GET'] },
  '/wc/store/v1/cart': { namespace: 'wc/store/v1', methods: ['GET'] },
  '/wc/store/v1/cart/items': { namespace: 'wc/store/v1', methods: ['GET'] },
  '/wc/store/v1/cart/add-item': { namespace: 'wc/store/v1', methods: ['POST'] },
  '/wc/store/v1/cart/remove-item': { namespace: 'wc/store/v1', methods: ['POST'] },
  '/storefront/v1': { namespace: 'storefront/v1', methods: ['GET'] },
  '/storefront/v1/echo': { namespace: 'storefront/v1', methods: ['GET', 'POST'] },
};

/** Routes only served to tests. */
const TEST_ROUTES = new Set(['/storefront/v1/echo']);

/** Whether this app serves the test-only routes. */
const testRoutesOn = (c: Context<ShopEnv>): boolean => shopOf(c).opts.testRoutes ?? process.env.NODE_ENV === 'test';

/** The REST index (`GET /wp-json/`), shaped like WordPress's. */
function index(c: Context<ShopEnv>): Record<string, unknown> {
  const withTests = testRoutesOn(c);
  const origin = new URL(c.req.url).origin;
  return {
    name: SITE_NAME,
    description: SITE_TAGLINE,
    url: origin,
    home: origin,
    gmt_offset: '0',
    timezone_string: 'Europe/London',
    namespaces: ['wp/v2', 'wc/store/v1', 'storefront/v1'],
    authentication: {},
    routes: Object.fromEntries(
      Object.entries(ROUTES)
        .filter(([route]) => withTests || !TEST_ROUTES.has(route))
        .map(([route, r]) => [
          route,
          {
            namespace: r.namespace,
            methods: r.methods,
            endpoints: [{ methods: r.methods, args: {} }],
            _links: { self: [{ href: `${origin}/wp-json${route}` }] },
          },
        ]),
    ),
  };
}

/** The body as JSON if it parses, else its text. */
async function echoBody(c: Context<ShopEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return (c.req.header('content-type') ?? '').includes('urlencoded')
      ? Object.fromEntries(new URLSearchParams(text))
      : text;
  }
}

/** Builds the `/wp-json` router. */
export function restApi(): Hono<ShopEnv> {
  const rest = new Hono<ShopEnv>();

  // WordPress's cookie check: a nonce that is present but wrong is refused on every non-Store route.
  rest.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (c.req.path.startsWith('/wp-json/wc/store')) return next();
    const nonce = c.req.header('X-WP-Nonce') ?? c.req.query('_wpnonce');
    if (nonce !== undefined && !(await shopOf(c).checkNonce(NONCE_ACTIONS.rest, nonce))) {
      return restError(c, 403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
    }
    return next();
  });

  rest.get('/', (c) => c.json(index(c)));
  rest.route('/wc/store/v1', storeApi());
  rest.route('/wc/store', storeApi());
  rest.get('/wp/v2/users/me', (c) => restError(c, 401, 'rest_not_logged_in', 'You are not currently logged in.'));
  rest.on(['GET', 'POST'], '/storefront/v1/echo', async (c, next) => {
    if (!testRoutesOn(c)) return next();
    const nonce = c.req.header('X-WP-Nonce') ?? c.req.query('_wpnonce');
    if (!nonce) return restError(c, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    // A wrong nonce was already refused above.
    return c.json({
      method: c.req.method,
      query: Object.fromEntries(new URL(c.req.url).searchParams),
      body: c.req.method === 'POST' ? await echoBody(c) : null,
    });
  });
  rest.route('/wp/v2/users', userMetaRoutes());
  rest.all('*', (c) => restError(c, 404, 'rest_no_route', REQUEST_MESSAGES.noRoute));
  return rest;
}
