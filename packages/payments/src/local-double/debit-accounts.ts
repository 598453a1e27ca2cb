/**
 * The local payment double's bank accounts for the direct-debit types: each type's account fields (the provider's
 * parameter names), their checks and messages, the mandate the shopper accepts by paying, and the double's test
 * accounts. The double's debit form checks what the shopper types with these; the shop's double checks it again and
 * decides the outcome: a valid account is `processing` once confirmed, each type's failing test account is declined,
 * and its late-failing one is `processing` until the debit settles, when the bank returns it unpaid.
 */
import type {
  CreatePaymentMethodAcssDebitData,
  CreatePaymentMethodAuBecsDebitData,
  CreatePaymentMethodBacsDebitData,
  CreatePaymentMethodSepaDebitData,
  CreatePaymentMethodUsBankAccountData,
  StripeAuBankAccountElement,
  StripeIbanElement,
} from '@stripe/stripe-js';
import type { DebitType } from './debit-types';

/** The account details of each type's payment method: subsets of the provider's own create parameters. */
export interface DebitDetails {
  sepa_debit: Exclude<CreatePaymentMethodSepaDebitData['sepa_debit'], StripeIbanElement>;
  bacs_debit: CreatePaymentMethodBacsDebitData['bacs_debit'];
  au_becs_debit: Exclude<CreatePaymentMethodAuBecsDebitData['au_becs_debit'], StripeAuBankAccountElement>;
  acss_debit: NonNullable<CreatePaymentMethodAcssDebitData['acss_debit']>;
  us_bank_account: Pick<CreatePaymentMethodUsBankAccountData['us_bank_account'], 'routing_number' | 'account_number'>;
}

/** An account field: its parameter name, label (lower case but for acronyms), check and message when invalid. */
export interface DebitField {
  name: string;
  label: string;
  /** Checks the value as {@link normalise} leaves it. */
  valid: (value: string) => boolean;
  invalid: string;
  /** Whether the value is letters and digits (the IBAN) rather than digits only. */
  alphanumeric?: boolean;
}

const digits =
  (min: number, max = min) =>
  (v: string) =>
    new RegExp(`^\\d{${min},${max}}$`).test(v);

/** An IBAN: country code, check digits and account, with the mod-97 check (ISO 13616). */
function validIban(v: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false;
  let rest = 0;
  for (const ch of v.slice(4) + v.slice(0, 4)) {
    const n = parseInt(ch, 36);
    rest = (n > 9 ? rest * 100 + n : rest * 10 + n) % 97;
  }
  return rest === 1;
}

/** A US routing number: nine digits with the ABA check digit. */
function validRouting(v: string): boolean {
  if (!digits(9)(v)) return false;
  const d = [...v].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + d[2]! + d[5]! + d[8]!) % 10 === 0;
}

const account = (min: number, max: number): DebitField & { name: 'account_number' } => ({
  name: 'account_number',
  label: 'account number',
  valid: digits(min, max),
  invalid:
    min === max
      ? `The account number must have ${min} digits.`
      : `The account number must have ${min} to ${max} digits.`,
});

/** Each type's account fields, in the order the form shows them. */
export const DEBIT_FIELDS: { [T in DebitType]: (DebitField & { name: keyof DebitDetails[T] })[] } = {
  sepa_debit: [
    {
      name: 'iban',
      label: 'IBAN',
      valid: validIban,
      invalid: 'The IBAN is not valid: check its country code and digits.',
      alphanumeric: true,
    },
  ],
  bacs_debit: [
    { name: 'sort_code', label: 'sort code', valid: digits(6), invalid: 'The sort code must have 6 digits.' },
    account(8, 8),
  ],
  au_becs_debit: [
    { name: 'bsb_number', label: 'BSB', valid: digits(6), invalid: 'The BSB must have 6 digits.' },
    account(5, 9),
  ],
  acss_debit: [
    {
      name: 'transit_number',
      label: 'transit number',
      valid: digits(5),
      invalid: 'The transit number must have 5 digits.',
    },
    {
      name: 'institution_number',
      label: 'institution number',
      valid: digits(3),
      invalid: 'The institution number must have 3 digits.',
    },
    account(7, 12),
  ],
  us_bank_account: [
    {
      name: 'routing_number',
      label: 'routing number',
      valid: validRouting,
      invalid: 'The routing number is not valid: it has 9 digits, the last a check digit.',
    },
    account(4, 17),
  ],
};

/** A typed value as checked: without spaces and hyphens, letters in capitals. */
export const normalise = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** The message of a field's value: '' when it is valid. */
export function fieldError(field: DebitField, raw: string): string {
  const value = normalise(raw);
  if (!value) return `Enter the ${field.label}.`;
  return field.valid(value) ? '' : field.invalid;
}

/** A type's checked account: its details (normalised) and the last four characters of the account, or the error. */
export function checkDebitAccount(
  type: DebitType,
  input: unknown,
): { details: Record<string, string>; last4: string } | { param: string; message: string } {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const details: Record<string, string> = {};
  for (const field of DEBIT_FIELDS[type] as DebitField[]) {
    const raw = typeof o[field.name] === 'string' ? (o[field.name] as string) : '';
    const message = fieldError(field, raw);
    if (message) return { param: `${type}[${field.name}]`, message };
    details[field.name] = normalise(raw);
  }
  return { details, last4: (details.iban ?? details.account_number!).slice(-4) };
}

/**
 * The mandate the shopper accepts by paying with a debit (the double's own wording): paying authorises the business
 * and the payment provider to debit the account.
 */
export const mandateText = (business: string | undefined): string =>
  `By paying with this account, you authorise ${business || 'this shop'} and its payment provider to debit it ` +
  'for this order, and your bank to pay the debit. (Local payment double: no account is debited.)';

/**
 * The double's test accounts per type: `good` is debited (the payment is `processing` once confirmed, then succeeds
 * when the debit settles), `failing` is declined at confirmation, `failsLater` is `processing` once confirmed and
 * fails when the debit settles (the bank returns it). Any other valid account behaves as `good`.
 */
export const DEBIT_TEST_ACCOUNTS: {
  [T in DebitType]: { good: DebitDetails[T]; failing: DebitDetails[T]; failsLater: DebitDetails[T] };
} = {
  sepa_debit: {
    good: { iban: 'DE89370400440532013000' },
    failing: { iban: 'AT861904300235473202' },
    failsLater: { iban: 'DE82370400440532013999' },
  },
  bacs_debit: {
    good: { sort_code: '108800', account_number: '00012345' },
    failing: { sort_code: '108800', account_number: '90012345' },
    failsLater: { sort_code: '108800', account_number: '80012345' },
  },
  au_becs_debit: {
    good: { bsb_number: '000000', account_number: '000123456' },
    failing: { bsb_number: '000000', account_number: '900123456' },
    failsLater: { bsb_number: '000000', account_number: '800123456' },
  },
  acss_debit: {
    good: { transit_number: '11000', institution_number: '000', account_number: '000123456789' },
    failing: { transit_number: '11000', institution_number: '000', account_number: '900123456789' },
    failsLater: { transit_number: '11000', institution_number: '000', account_number: '800123456789' },
  },
  us_bank_account: {
    good: { routing_number: '110000000', account_number: '000123456789' },
    failing: { routing_number: '110000000', account_number: '000111111116' },
    failsLater: { routing_number: '110000000', account_number: '000222222227' },
  },
};

/** Whether checked `details` are the type's test account `which` (its IBAN or account number decides). */
function isTestAccount(type: DebitType, details: Record<string, string>, which: 'failing' | 'failsLater'): boolean {
  const account = DEBIT_TEST_ACCOUNTS[type][which] as Record<string, string>;
  const key = type === 'sepa_debit' ? 'iban' : 'account_number';
  return details[key] === account[key];
}

/** Whether checked `details` are the type's failing test account (declined at confirmation). */
export const isFailingAccount = (type: DebitType, details: Record<string, string>): boolean =>
  isTestAccount(type, details, 'failing');

/** Whether checked `details` are the type's late-failing test account (returned unpaid when the debit settles). */
export const failsWhenSettled = (type: DebitType, details: Record<string, string>): boolean =>
  isTestAccount(type, details, 'failsLater');
