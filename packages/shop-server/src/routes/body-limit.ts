/**
 * Request body limits for every route: a body over the limit is answered 413 before any handler, session or
 * database work. Bodies without Content-Length (chunked uploads) are counted as they arrive and cut off at the limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { URLS } from '../config';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_AUTH_PATH } from '../payments/config';

/** Largest accepted request bodies, in bytes. */
export const BODY_LIMITS = {
  /** Every route not listed below (forms, wc-ajax, admin-ajax, the Store API). */
  default: 1_048_576,
  /** A comment: WordPress's 65,525-character content plus name, email and the form's own fields. */
  comments: 131_072,
  /** The payment double's small JSON API and its authentication form. */
  paymentDouble: 65_536,
} as const;

// No `Connection: close`: closing while the client still sends resets the connection, and the client loses the
// 413 it was sent (node drains the rest of a keep-alive request instead).
const tooLarge = (c: Context): Response => c.text('Request body too large.', 413);

/** The limit of a path. */
function limitOf(path: string): number {
  if (path === URLS.commentsPost) return BODY_LIMITS.comments;
  if (path.startsWith(`${PAYMENT_DOUBLE_API_BASE}/`) || path.startsWith(`${PAYMENT_DOUBLE_AUTH_PATH}/`))
    return BODY_LIMITS.paymentDouble;
  return BODY_LIMITS.default;
}

/** The body-limit middleware; install it first, before anything reads the request or opens a session. */
export function requestBodyLimit(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>(
    [...new Set(Object.values(BODY_LIMITS))].map((maxSize) => [maxSize, bodyLimit({ maxSize, onError: tooLarge })]),
  );
  return (c, next) => limiters.get(limitOf(c.req.path))!(c, next);
}
