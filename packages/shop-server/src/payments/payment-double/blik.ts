/**
 * The payment double's BLIK (spec §3 'Payment method types', §5): a BLIK payment is confirmed with the 6-digit code
 * the shopper got from their bank app. The double's documented codes: {@link BLIK_REFUSED_CODE} is refused by the
 * bank (an expired or used code); any other 6 digits is accepted and the payment then waits for the shopper to approve
 * it in "their bank app" — the double's authorisation page. The real BLIK takes PLN only; the double takes the shop's
 * currency so the reference shop (in GBP) can be paid with it.
 */
import { blikCodeError } from '@storefront/payments/messages';
import type { CardError } from './cards';

/** The provider's payment method type. */
export const BLIK_TYPE = 'blik';

/** The code the double's bank refuses (documented test code). */
export const BLIK_REFUSED_CODE = '000000';

/** The error of a code the bank refused: the shopper must get a new code or pay another way. */
export const BLIK_REFUSED: CardError = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message: 'The BLIK code was refused by the bank. Please get a new code from your banking app and try again.',
};

/** The error of a confirmation without a well-formed code (the provider asks for one). */
const BLIK_CODE_INVALID: CardError = {
  type: 'invalid_request_error',
  code: 'invalid_request_error',
  message: 'BLIK Code is invalid',
  param: 'payment_method_options[blik][code]',
};

/** Why the double's bank refuses a BLIK confirmation with `code`, or null when it waits for the shopper's approval. */
export function blikRefusal(code: string | undefined): CardError | null {
  if (blikCodeError(code ?? '')) return BLIK_CODE_INVALID;
  return code!.trim() === BLIK_REFUSED_CODE ? BLIK_REFUSED : null;
}
