/**
 * The payment messages of spec §8 the server prints (page settings `messages`) and answers (checkout
 * failures, endpoint errors), and the mapping from a provider error to the shopper's text.
 */

import { FLOW_MESSAGES, PROVIDER_MESSAGES } from '@storefront/payments/messages';

/** Spec §8 "Payment provider messages (by code)": the same catalogue the browser uses. */
export const PAYMENT_MESSAGES: Readonly<Record<string, string>> = PROVIDER_MESSAGES;

/** Spec §8 "(general)": the provider's general message. */
export const GENERAL_PAYMENT_ERROR = PROVIDER_MESSAGES.general!;

/** Spec §5: the payment details were missing or could not be used. */
export const MISSING_PAYMENT_DETAILS = FLOW_MESSAGES.missingDetails;

/** Spec §8 "Payment flow messages": generic failure. */
export const PAYMENT_FAILED = FLOW_MESSAGES.generic;

/** The shopper's text for a provider error: the decline code's message first (insufficient funds), then the code's, else the general one. */
export function paymentErrorText(e: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  if (!e) return GENERAL_PAYMENT_ERROR;
  if (e.decline_code && Object.hasOwn(PAYMENT_MESSAGES, e.decline_code)) return PAYMENT_MESSAGES[e.decline_code]!;
  if (e.code && Object.hasOwn(PAYMENT_MESSAGES, e.code)) return PAYMENT_MESSAGES[e.code]!;
  return GENERAL_PAYMENT_ERROR;
}
