/**
 * Messages of the generic form validation (spec §5 "Generic form validation"), keyed by rule.
 * `%s` placeholders are filled in order by {@link formatMessage}.
 */
export const GENERIC_MESSAGES = {
  default: 'This value seems to be invalid.',
  email: 'This value should be a valid email.',
  url: 'This value should be a valid url.',
  number: 'This value should be a valid number.',
  integer: 'This value should be a valid integer.',
  digits: 'This value should be digits.',
  alphanum: 'This value should be alphanumeric.',
  notblank: 'This value should not be blank.',
  required: 'This value is required.',
  pattern: 'This value seems to be invalid.',
  min: 'This value should be greater than or equal to %s.',
  max: 'This value should be lower than or equal to %s.',
  range: 'This value should be between %s and %s.',
  minlength: 'This value is too short. It should have %s characters or more.',
  maxlength: 'This value is too long. It should have %s characters or fewer.',
  length: 'This value length is invalid. It should be between %s and %s characters long.',
  mincheck: 'You must select at least %s choices.',
  maxcheck: 'You must select at most %s choices.',
  check: 'You must select between %s and %s choices.',
  equalto: 'This value should be the same.',
  euvatin: "It's not a valid VAT Identification Number.",
} as const;

/** A rule name of {@link GENERIC_MESSAGES}. */
export type GenericRule = keyof typeof GENERIC_MESSAGES;

/** Default message of the newsletter name check (spec §5 "Newsletter"). */
export const INVALID_NAME_MESSAGE = 'Please specify a valid name';

/** Fills each `%s` of `template` with the next argument (missing ones stay empty). */
export function formatMessage(template: string, ...args: Array<string | number>): string {
  let i = 0;
  return template.replace(/%s/g, () => {
    const v = args[i++];
    return v === undefined ? '' : String(v);
  });
}

/**
 * WooCommerce's server-side wording for a missing address field, also used for some payment
 * provider errors (spec §5 "Payment"): '{Billing|Shipping} {Field} is a required field.'
 */
export function requiredFieldMessage(type: 'billing' | 'shipping', label: string): string {
  return `${type === 'billing' ? 'Billing' : 'Shipping'} ${label} is a required field.`;
}

/** Labels of the checkout fields, used when only a field name (`billing_postcode`) is known. */
export const CHECKOUT_FIELD_LABELS: Readonly<Record<string, string>> = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company name',
  country: 'Country / Region',
  address_1: 'Street address',
  address_2: 'Apartment, suite, unit, etc.',
  city: 'Town / City',
  state: 'State / County',
  postcode: 'Postcode / ZIP',
  phone: 'Phone',
  email: 'Email address',
};

/**
 * The required-field message for a field name such as `billing_first_name` (spec §5 "Payment":
 * provider errors whose param names a billing_ or shipping_ field), or null for other names.
 * `labels` may supply the labels the page shows (e.g. 'Eircode' for an Irish postcode).
 */
export function requiredFieldMessageForName(
  name: string,
  labels: Readonly<Record<string, string>> = {},
): string | null {
  const m = /^(billing|shipping)_(.+)$/.exec(typeof name === 'string' ? name : '');
  if (!m) return null;
  const type = m[1] as 'billing' | 'shipping';
  const key = m[2] ?? '';
  const label = labels[name] ?? labels[key] ?? CHECKOUT_FIELD_LABELS[key] ?? humanize(key);
  return requiredFieldMessage(type, label);
}

function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
