/**
 * Reading the checkout's JSON answers (spec §7 "Checkout"): the malformed-answer recovery and the answer an error
 * response still carries.
 */
import { HttpError } from '@storefront/http';
import type { CheckoutResponse } from './contract';

/**
 * The checkout answer from its raw text; a malformed answer is recovered from the part that starts with
 * `{"result` (PHP notices printed before the JSON). Null when nothing valid is found.
 */
export function parseCheckoutResponse(text: string): CheckoutResponse | null {
  const parse = (s: string): CheckoutResponse | null => {
    try {
      const data: unknown = JSON.parse(s);
      return data && typeof data === 'object' ? (data as CheckoutResponse) : null;
    } catch {
      return null;
    }
  };
  const direct = parse(text);
  if (direct) return direct;
  const match = /{"result[\s\S]*}/.exec(text);
  return match ? parse(match[0]) : null;
}

/** The checkout answer an error response carried (a non-2xx with `{ result, messages }`), if any. */
export function answerOfError(error: unknown): CheckoutResponse | null {
  if (!(error instanceof HttpError)) return null;
  const { data } = error;
  if (typeof data === 'string') return parseCheckoutResponse(data);
  return data && typeof data === 'object' && 'result' in data ? (data as CheckoutResponse) : null;
}
