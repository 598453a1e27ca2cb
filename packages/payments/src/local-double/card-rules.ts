/**
 * Client-side card checks of the local payment double, with the provider's codes (incomplete_number,
 * invalid_number, incomplete_expiry, invalid_expiry_month, invalid_expiry_year_past, incomplete_cvc), and the
 * input formatting of its fields.
 */
import { PROVIDER_MESSAGES } from '../messages';

/** The three fields of the card form. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** What the shopper typed. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** A field's validation failure: the provider's code and the message shown. */
export interface CardFieldError {
  field: CardField;
  code: string;
  message: string;
}

/** Month-in-the-past code; not in the spec's catalogue, so it carries its own text. */
const PAST_MONTH_MESSAGE = "The card's expiration date is in the past.";

/** Only the digits of `text`. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card brand of a (partial) number: visa, mastercard, amex or unknown. */
export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | 'unknown' {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** Digits a complete number of this brand has. */
const numberLength = (digits: string) => (cardBrand(digits) === 'amex' ? 15 : 16);
/** Digits a complete security code of this brand has. */
const cvcLength = (digits: string) => (cardBrand(digits) === 'amex' ? 4 : 3);

/** `4242424242424242` → `4242 4242 4242 4242` (at most 19 digits). */
export const formatCardNumber = (text: string): string =>
  digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `1230` → `12 / 30`; a lone first digit above 1 becomes `0d`. */
export function formatExpiry(text: string): string {
  let d = digitsOf(text).slice(0, 4);
  if (d.length === 1 && d > '1') d = '0' + d;
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

const fail = (field: CardField, code: string, message = PROVIDER_MESSAGES[code] ?? code): CardFieldError => ({
  field,
  code,
  message,
});

/** The error of one field, or null when it is complete and valid. `now` decides what "past" means. */
export function checkField(field: CardField, input: CardInput, now = new Date()): CardFieldError | null {
  const number = digitsOf(input.number);
  if (field === 'number') {
    if (number.length < numberLength(number)) return fail('number', 'incomplete_number');
    if (!luhnValid(number)) return fail('number', 'invalid_number');
    return null;
  }
  if (field === 'expiry') {
    const d = digitsOf(input.expiry);
    if (d.length < 4) return fail('expiry', 'incomplete_expiry');
    const month = Number(d.slice(0, 2));
    const year = 2000 + Number(d.slice(2, 4));
    if (month < 1 || month > 12) return fail('expiry', 'invalid_expiry_month');
    const thisYear = now.getFullYear();
    if (year < thisYear) return fail('expiry', 'invalid_expiry_year_past');
    if (year === thisYear && month < now.getMonth() + 1)
      return fail('expiry', 'invalid_expiry_month_past', PAST_MONTH_MESSAGE);
    if (year > thisYear + 50) return fail('expiry', 'invalid_expiry_year');
    return null;
  }
  const cvc = digitsOf(input.cvc);
  return cvc.length < cvcLength(number) ? fail('cvc', 'incomplete_cvc') : null;
}

/** Every field's error, in form order (empty when the card is complete). */
export function checkCard(input: CardInput, now = new Date()): CardFieldError[] {
  return (['number', 'expiry', 'cvc'] as const)
    .map((f) => checkField(f, input, now))
    .filter((e): e is CardFieldError => e !== null);
}

/** The card as the double's API takes it. */
export function cardPayload(input: CardInput): { number: string; exp_month: number; exp_year: number; cvc: string } {
  const d = digitsOf(input.expiry);
  return {
    number: digitsOf(input.number),
    exp_month: Number(d.slice(0, 2)),
    exp_year: 2000 + Number(d.slice(2, 4)),
    cvc: digitsOf(input.cvc),
  };
}
