/**
 * What a failed Store API call shows: the field errors of a `rest_invalid_param` answer (under their fields) and the
 * notice text for the rest (the server's message; the general checkout error for a network failure, a time-out or
 * an answer that is not the Store API's).
 */
import { HttpError, HTTP_ERROR_MESSAGES, isHttpError } from '@storefront/http';
import { CHECKOUT_ERROR_TEXT } from '@storefront/validation';
import type { FieldErrors } from './contract';
import { obj } from './json';

/** The field errors of a Store API error answer (`data.details[address].data.fields`), by form section. */
export function fieldErrorsOf(error: unknown, sameBilling: boolean): FieldErrors {
  if (!(error instanceof HttpError)) return {};
  const details = obj(obj(obj(error.data).data).details);
  const out: FieldErrors = {};
  // The shipping address's own messages first: with 'same address for billing' both land under its fields.
  for (const param of ['shipping_address', 'billing_address']) {
    for (const [key, message] of Object.entries(obj(obj(obj(details[param]).data).fields))) {
      const section = key === 'email' ? 'contact' : param[0] === 's' || sameBilling ? 'shipping' : 'billing';
      if (typeof message === 'string') (out[section] ??= {})[key] ??= message;
    }
  }
  return out;
}

/** Whether a failure was our own abort (a newer call replaced it, or the island went away). */
export const isAbort = (error: unknown): boolean => isHttpError(error, 'abort');

/**
 * The notice for a failed call, or null when its field errors say it all. A server's own error (a Store API code)
 * shows its message; a network failure, time-out or unreadable answer shows the general checkout error.
 */
export function noticeOf(error: unknown, hasFieldErrors: boolean): string | null {
  // The card's code rejects with its message (spec §8's payment messages).
  if (typeof error === 'string') return error;
  if (!(error instanceof HttpError)) return CHECKOUT_ERROR_TEXT;
  if (error.code === 'rest_invalid_param' && hasFieldErrors) return null;
  const own = Object.hasOwn(HTTP_ERROR_MESSAGES, error.code);
  return !own && error.message ? error.message : CHECKOUT_ERROR_TEXT;
}
