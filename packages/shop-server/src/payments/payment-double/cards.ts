/**
 * The payment double's test cards and card checks. The numbers are the provider's documented test
 * numbers, with the outcomes the provider documents for them; any future expiry and any CVC work.
 */

/** What happens when a payment or setup with the card is confirmed. */
export type CardBehaviour =
  | 'success'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'authentication_required'
  | 'processing_error';

/** The test cards by number. */
export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'success',
  '4000056655665556': 'success',
  '5555555555554444': 'success',
  '378282246310005': 'success',
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000002500003155': 'authentication_required',
  '4000002760003184': 'authentication_required',
  '4000000000003220': 'authentication_required',
  '4000000000000119': 'processing_error',
};

/** A card error in the provider's shape (`error` object of an API answer). */
export interface CardError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

/** The error each failing behaviour produces at confirmation (the provider's English). */
export const BEHAVIOUR_ERRORS: Readonly<
  Record<Exclude<CardBehaviour, 'success' | 'authentication_required'>, CardError>
> = {
  generic_decline: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired_card: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  incorrect_cvc: {
    type: 'card_error',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
  processing_error: {
    type: 'card_error',
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** The error of a failed authentication (the intent goes back to requires_payment_method). */
export const AUTHENTICATION_FAILURE: CardError = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** The card brand from the number's prefix. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** Luhn checksum. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card details as posted to the double. */
export interface CardInput {
  number?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
}

/** A card that passed the checks. */
export interface CheckedCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: CardBehaviour;
}

const err = (code: string, message: string, param: string): CardError => ({ type: 'card_error', code, message, param });

/**
 * Checks card details the way the provider does when a payment method is created: number format and
 * checksum, expiry month/year (two-digit years are 20xx) not in the past, a 3–4 digit CVC. Valid
 * numbers that are not test cards are refused, as the provider does in test mode.
 */
export function checkCard(card: CardInput, now = new Date()): CheckedCard | CardError {
  const number = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!number) return err('incomplete_number', 'Your card number is incomplete.', 'number');
  if (!/^\d+$/.test(number))
    return err('invalid_number', 'The card number is not a valid credit card number.', 'number');
  if (number.length < 13) return err('incomplete_number', 'Your card number is incomplete.', 'number');
  if (number.length > 19 || !luhnValid(number))
    return err('incorrect_number', 'Your card number is incorrect.', 'number');
  const month = Number(card.exp_month);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return err('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  let year = Number(card.exp_year);
  if (!Number.isInteger(year) || year < 0 || (year >= 100 && year < 2000) || year > 2100) {
    return err('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  }
  if (year < 100) year += 2000;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    return err('invalid_expiry_year_past', "Your card's expiration year is in the past.", 'exp_year');
  }
  const cvc = String(card.cvc ?? '');
  if (!/^\d{3,4}$/.test(cvc)) return err('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  const behaviour = TEST_CARDS[number];
  if (!behaviour) {
    return {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'test_mode_live_card',
      message: 'Your card was declined. The payment double accepts only the documented test card numbers.',
    };
  }
  return { brand: cardBrand(number), last4: number.slice(-4), exp_month: month, exp_year: year, behaviour };
}

/** Whether a check answer is an error. */
export const isCardError = (x: CheckedCard | CardError): x is CardError => 'code' in x;
