/**
 * Every payment message text of the spec (§8 "Payment provider messages", "Payment flow messages", §5 "Payment",
 * but the cash app notice, whose home is `cash-app-notice.ts`) and the small rules that pick one.
 */
import { BLIK_CODE_INVALID } from './blik';
import { LOAD_FAILED } from './load-failure';

export { NON_REUSABLE_TYPES, isReusableType } from './method-types';
export { loadFailureMessage } from './load-failure';

/** Provider error code → message (spec §8 "Payment provider messages (by code)"). */
export const PROVIDER_MESSAGES: Readonly<Record<string, string>> = {
  general:
    'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.',
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
  invalid_sofort_country: 'The billing country is not accepted by {provider}. Please try another country.',
  email_invalid: 'Invalid email address, please correct and try again.',
  invalid_request_error: 'Unable to process this payment, please try again or use alternative method.',
  amount_too_large: 'The order total is too high for this payment method',
  amount_too_small: 'The order total is too low for this payment method',
  country_code_invalid: 'Invalid country code, please try again with a valid country code',
  tax_id_invalid: 'Invalid Tax Id, please try again with a valid tax id',
  invalid_wallet_type: 'Invalid wallet payment type, please try again or use an alternative method.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** Messages of the payment flow itself (spec §8 "Payment flow messages", §5 "Payment"). */
export const FLOW_MESSAGES = {
  timeout: 'A timeout occurred while connecting to the server. Please try again.',
  abort: 'The connection to the server was aborted. Please try again.',
  connection: 'An error occurred while connecting to the server. Please try again.',
  generic: 'Payment failed. Please try again.',
  loadFailed: LOAD_FAILED,
  voucherNoRedirect: 'There was a problem processing the payment. Please refresh the page to try again.',
  fallback: 'An unknown error occurred.',
  missingDetails: 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
  blikInvalid: BLIK_CODE_INVALID,
  requiredField: '{section} {field} is a required field.',
} as const;

export { BLIK_CODE_LENGTH, blikCodeError } from './blik';

/** `invalid_sofort_country` with the bank-transfer method's name filled in. */
export const sofortCountryMessage = (providerName: string): string =>
  PROVIDER_MESSAGES.invalid_sofort_country!.replace('{provider}', providerName);
