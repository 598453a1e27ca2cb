/**
 * The payment messages of spec §8 the server prints (page settings `messages`) and answers (checkout
 * failures, endpoint errors), and the mapping from a provider error to the shopper's text.
 */

/** Spec §8 "Payment provider messages (by code)". */
export const PAYMENT_MESSAGES: Readonly<Record<string, string>> = {
  invalid_number: 'The card number is not a valid credit card number.',
  invalid_expiry_month: "The card's expiration month is invalid.",
  invalid_expiry_year: "The card's expiration year is invalid.",
  invalid_cvc: "The card's security code is invalid.",
  incorrect_number: 'The card number is incorrect.',
  incomplete_number: 'The card number is incomplete.',
  incomplete_cvc: "The card's security code is incomplete.",
  incomplete_expiry: "The card's expiration date is incomplete.",
  expired_card: 'The card has expired.',
  incorrect_cvc: "The card's security code is incorrect.",
  incorrect_zip: "The card's postcode failed validation.",
  postal_code_invalid: 'Invalid zip code, please correct and try again',
  invalid_expiry_year_past: "The card's expiration year is in the past",
  card_declined: 'The card was declined.',
  missing: 'There is no card on a customer that is being charged.',
  processing_error: 'An error occurred while processing the card.',
  email_invalid: 'Invalid email address, please correct and try again.',
  invalid_request_error: 'Unable to process this payment, please try again or use alternative method.',
  amount_too_large: 'The order total is too high for this payment method',
  amount_too_small: 'The order total is too low for this payment method',
  country_code_invalid: 'Invalid country code, please try again with a valid country code',
  tax_id_invalid: 'Invalid Tax Id, please try again with a valid tax id',
  invalid_wallet_type: 'Invalid wallet payment type, please try again or use an alternative method.',
  payment_intent_authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** Spec §8 "(general)": the provider's general message. */
export const GENERAL_PAYMENT_ERROR = 'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.';

/** Spec §5: the payment details were missing or could not be used. */
export const MISSING_PAYMENT_DETAILS = 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.';

/** Spec §8 "Payment flow messages": generic failure. */
export const PAYMENT_FAILED = 'Payment failed. Please try again.';

/** The shopper's text for a provider error: the decline code's message first (insufficient funds), then the code's, else the general one. */
export function paymentErrorText(e: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  if (!e) return GENERAL_PAYMENT_ERROR;
  if (e.decline_code && Object.hasOwn(PAYMENT_MESSAGES, e.decline_code)) return PAYMENT_MESSAGES[e.decline_code]!;
  if (e.code && Object.hasOwn(PAYMENT_MESSAGES, e.code)) return PAYMENT_MESSAGES[e.code]!;
  return GENERAL_PAYMENT_ERROR;
}
