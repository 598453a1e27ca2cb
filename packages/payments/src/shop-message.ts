/**
 * The shop's message in a payment endpoint's `data` (`{ error: 'text' }` or `{ error: { message } }`), as the
 * `wc_stripe_*` endpoints answer `{ success: false, data }`, refusals (e.g. a wrong nonce, 403) included. A module
 * of its own, without the error rules, so the express button's first chunk can read refusals without them.
 */
export function shopErrorMessage(data: unknown): string | undefined {
  const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined);
  const error = record(data)?.error;
  const message = record(error)?.message ?? error;
  return typeof message === 'string' && message.trim() ? message : undefined;
}
