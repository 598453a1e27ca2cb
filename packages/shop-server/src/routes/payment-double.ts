/**
 * The payment double's HTTP API (`/payment-double/v1/…`, JSON, `Authorization: Bearer <publishable
 * key>`) and its authentication page (`/payment-double/authenticate/:id`). Answers use the provider's
 * object and error shapes. Off (404 with a clear error) unless PAYMENT_PROVIDER is local-double.
 *
 * Return URLs are checked (same origin only, with the shop's redirect helper) before an intent is confirmed; the
 * authentication form carries a CSRF token (a nonce of the visitor's session for that intent); a payment method read
 * back with the publishable key shows only the card summary.
 */
import { Hono, type Context } from 'hono';
import type { ShopEnv } from './context';
import type { Sql } from '../db/types';
import { shopOf } from './context';
import { safeRedirectPath } from './safe-redirect';
import { cspNonce } from '../security-headers';
import {
  PAYMENT_DOUBLE_API_BASE,
  PAYMENT_DOUBLE_AUTH_PATH,
  PAYMENT_DOUBLE_PUBLISHABLE_KEY,
  paymentConfig,
} from '../payments/config';
import { authGonePage, authPage, authRefusedPage } from '../views/payment-double-auth';
import {
  authenticateIntent,
  confirmIntent,
  createPaymentMethod,
  getIntent,
  getPaymentMethod,
  isDoubleError,
  type DoubleError,
} from '../payments/payment-double/engine';
import {
  intentJson,
  paymentMethodJson,
  publicPaymentMethodJson,
  type IntentRow,
} from '../payments/payment-double/objects';

const errorResponse = (c: Context<ShopEnv>, e: DoubleError): Response => c.json({ error: e.error }, e.status as 400);

const invalidRequest = (c: Context<ShopEnv>, status: 400 | 401 | 404, code: string, message: string): Response =>
  c.json({ error: { type: 'invalid_request_error', code, message } }, status);

/** JSON body as an object ({} for none); null when it is not JSON. */
async function jsonBody(c: Context<ShopEnv>): Promise<Record<string, unknown> | null> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Finds an intent of the given kind whose client secret matches. */
async function intentWithSecret(
  c: Context<ShopEnv>,
  kind: IntentRow['kind'],
  id: string,
  secret: unknown,
): Promise<IntentRow | Response> {
  const intent = await getIntent(shopOf(c).db, id);
  if (!intent || intent.kind !== kind)
    return invalidRequest(
      c,
      404,
      'resource_missing',
      `No such ${kind === 'setup' ? 'setup_intent' : 'payment_intent'}: '${id}'`,
    );
  if (typeof secret !== 'string' || secret !== intent.client_secret) {
    return invalidRequest(
      c,
      400,
      'client_secret_mismatch',
      'The client_secret provided does not match the client_secret associated with this intent.',
    );
  }
  return intent;
}

/** An intent's JSON with its payment method's type (a voucher's next action shows the voucher). */
async function typedIntentJson(db: Sql, intent: IntentRow): Promise<Record<string, unknown>> {
  const pm = intent.payment_method ? await getPaymentMethod(db, intent.payment_method) : null;
  return intentJson(intent, pm?.type);
}

function intentRoutes(api: Hono<ShopEnv>, kind: IntentRow['kind'], path: string): void {
  api.get(`/${path}/:id`, async (c) => {
    const found = await intentWithSecret(c, kind, c.req.param('id'), c.req.query('client_secret'));
    return found instanceof Response ? found : c.json(await typedIntentJson(shopOf(c).db, found));
  });
  api.post(`/${path}/:id/confirm`, async (c) => {
    const body = await jsonBody(c);
    if (!body) return invalidRequest(c, 400, 'parameter_invalid_json', 'The request body is not a JSON object.');
    const found = await intentWithSecret(c, kind, c.req.param('id'), body.client_secret);
    if (found instanceof Response) return found;
    const pm = typeof body.payment_method === 'string' ? body.payment_method : null;
    // Checked before anything is confirmed: the double only ever sends the shopper back to this shop.
    const returnUrl = body.return_url === undefined || body.return_url === null ? null : body.return_url;
    if (returnUrl !== null && (typeof returnUrl !== 'string' || safeRedirectPath(returnUrl, '', c.req.url) === '')) {
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'url_invalid',
            param: 'return_url',
            message: 'Not a valid URL: return_url must be a page of this shop.',
          },
        },
        400,
      );
    }
    const done = await confirmIntent(shopOf(c).db, found.id, { paymentMethod: pm, returnUrl });
    const key = kind === 'setup' ? 'setup_intent' : 'payment_intent';
    if (isDoubleError(done)) {
      // Like the provider, errors about the intent carry it (e.g. already succeeded), so the page can tell.
      const now = await getIntent(shopOf(c).db, found.id);
      return c.json({ error: { ...done.error, ...(now ? { [key]: intentJson(now) } : {}) } }, done.status as 400);
    }
    if (done.failure) return c.json({ error: { ...done.failure.error, [key]: intentJson(done.intent) } }, 402);
    return c.json(await typedIntentJson(shopOf(c).db, done.intent));
  });
}

/** The API, mounted at {@link PAYMENT_DOUBLE_API_BASE}. */
function api(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (paymentConfig().provider !== 'local-double') {
      return invalidRequest(
        c,
        404,
        'payment_double_disabled',
        'The payment double is off: PAYMENT_PROVIDER is not local-double.',
      );
    }
    const auth = c.req.header('authorization') ?? '';
    if (auth !== `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}`) {
      return invalidRequest(
        c,
        401,
        'api_key_invalid',
        'Invalid API key provided: send Authorization: Bearer <the publishable key from the page settings>.',
      );
    }
    return next();
  });
  r.post('/payment_methods', async (c) => {
    const body = await jsonBody(c);
    if (!body) return invalidRequest(c, 400, 'parameter_invalid_json', 'The request body is not a JSON object.');
    const pm = await createPaymentMethod(shopOf(c).db, body as never);
    return isDoubleError(pm) ? errorResponse(c, pm) : c.json(paymentMethodJson(pm));
  });
  r.get('/payment_methods/:id', async (c) => {
    const pm = await getPaymentMethod(shopOf(c).db, c.req.param('id'));
    return pm
      ? c.json(publicPaymentMethodJson(pm))
      : invalidRequest(c, 404, 'resource_missing', `No such PaymentMethod: '${c.req.param('id')}'`);
  });
  intentRoutes(r, 'payment', 'payment_intents');
  intentRoutes(r, 'setup', 'setup_intents');
  r.all('*', (c) => invalidRequest(c, 404, 'resource_missing', 'Unrecognized request URL.'));
  return r;
}

/** Nonce action of an intent's authentication form (the form's CSRF token, per intent and session). */
const authFormAction = (intentId: string): string => `payment-double-authenticate:${intentId}`;

/** The authentication page routes, mounted at {@link PAYMENT_DOUBLE_AUTH_PATH}. */
function authentication(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const db = shopOf(c).db;
    const returnUrl = safeRedirectPath(c.req.query('return_url'), '', c.req.url);
    const token = c.req.query('token') ?? '';
    const intent = await getIntent(db, c.req.param('id'));
    if (!intent || intent.status !== 'requires_action' || intent.auth_token !== token)
      return c.html(authGonePage(returnUrl, cspNonce(c)), 410);
    const pm = intent.payment_method ? await getPaymentMethod(db, intent.payment_method) : null;
    return c.html(
      authPage(intent, pm, token, returnUrl, await shopOf(c).nonce(authFormAction(intent.id)), cspNonce(c)),
    );
  });
  r.post('/:id', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const field = (k: string): string => (typeof body[k] === 'string' ? (body[k] as string) : '');
    const back = safeRedirectPath(field('return_url'), '/', c.req.url);
    // The form's token proves the answer comes from the page this browser was shown (no cross-site form posts).
    if (!(await shopOf(c).checkNonce(authFormAction(c.req.param('id')), field('csrf')))) {
      c.header('Cache-Control', 'no-store');
      return c.html(authRefusedPage(back, cspNonce(c)), 403);
    }
    const outcome = field('outcome') === 'complete' ? 'complete' : field('outcome') === 'fail' ? 'fail' : null;
    const db = shopOf(c).db;
    // The method it waits with (a failed authentication leaves the intent without one).
    const method = (await getIntent(db, c.req.param('id')))?.payment_method ?? null;
    const done = outcome ? await authenticateIntent(db, c.req.param('id'), field('token'), outcome) : null;
    // Back to the shop whatever happened (the page there reads the intent's status); never to another origin.
    return c.redirect(done ? await withRedirectParams(db, back, done, method) : back, 303);
  });
  return r;
}

/**
 * A redirect method's return URL with the intent's parameters, as the provider adds them when it sends the shopper
 * back (`payment_intent`, `payment_intent_client_secret`, `redirect_status`); a card's authentication returns as is.
 */
async function withRedirectParams(db: Sql, back: string, intent: IntentRow, method: string | null): Promise<string> {
  const pm = method ? await getPaymentMethod(db, method) : null;
  if (!pm || pm.type === 'card') return back;
  const [path, hash = ''] = back.split('#', 2) as [string, string?];
  const prefix = intent.kind === 'setup' ? 'setup_intent' : 'payment_intent';
  const params = new URLSearchParams({
    [prefix]: intent.id,
    [`${prefix}_client_secret`]: intent.client_secret,
    redirect_status: intent.status === 'succeeded' ? 'succeeded' : 'failed',
  });
  return `${path}${path.includes('?') ? '&' : '?'}${params}${hash ? `#${hash}` : ''}`;
}

/** The double's routes (API and authentication page). */
export function paymentDoubleRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.route(PAYMENT_DOUBLE_API_BASE, api());
  r.route(PAYMENT_DOUBLE_AUTH_PATH, authentication());
  return r;
}
