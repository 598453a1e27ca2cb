/**
 * Turns anything that went wrong in the payment flow into the one message the shopper sees (spec §8 "Payment
 * provider messages", "Payment flow messages", §5 "Payment").
 */
import { FLOW_MESSAGES, PROVIDER_MESSAGES, sofortCountryMessage } from './messages';

/** The provider's error object (Stripe's `StripeError` shape, the fields we read). */
export interface ProviderError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
}

/** Codes that may become '{Billing|Shipping} {Field} is a required field.' (spec §5). */
export const REQUIRED_FIELD_CODES: readonly string[] = [
  'parameter_invalid_empty',
  'parameter_missing',
  'parameter_string_empty',
  'parameter_string_blank',
];

export { shopErrorMessage } from './shop-message';

/** An error raised by our own flow with a message already chosen (e.g. a server's `data.error`). */
export class PaymentFlowError extends Error {
  /** The provider error or code behind it, when there is one. */
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'PaymentFlowError';
    this.code = code;
  }
}

/** What the message rules may use besides the error. */
export interface MessageOptions {
  /** Messages configured in the page settings, keyed by error code (they win over the catalogue). */
  configured?: Readonly<Record<string, string>>;
  /** Looks up a checkout field's label by its name (`billing_postcode` → 'Postcode'). */
  fieldLabel?: (fieldName: string) => string | null | undefined;
  /** Name filled into invalid_sofort_country. */
  providerName?: string;
}

const BILLING_DETAILS_FIELDS: Record<string, string> = {
  name: 'first_name',
  email: 'email',
  phone: 'phone',
  line1: 'address_1',
  line2: 'address_2',
  city: 'city',
  state: 'state',
  postal_code: 'postcode',
  country: 'country',
};

/** `first_name` → 'First name'. */
const humanize = (name: string): string => {
  const words = name.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
};

/**
 * The checkout field a provider `param` names, as `[section, fieldName]`: `billing_postcode`,
 * `billing_details[address][postal_code]` and `shipping[address][city]` style params all work. Null otherwise.
 */
export function fieldOfParam(param: string): ['billing' | 'shipping', string] | null {
  const plain = /^(billing|shipping)_([a-z0-9_]+)$/.exec(param);
  if (plain && plain[2] !== 'details') return [plain[1] as 'billing' | 'shipping', plain[2]!];
  const nested = /^(billing|shipping)(?:_details)?((?:\[[a-z0-9_]+\])+)$/.exec(param);
  if (!nested) return null;
  const last = /\[([a-z0-9_]+)\]$/.exec(nested[2]!)![1]!;
  return [nested[1] as 'billing' | 'shipping', BILLING_DETAILS_FIELDS[last] ?? last];
}

/**
 * '{Billing|Shipping} {Field} is a required field.' for the required-field provider codes whose param names a
 * billing_ or shipping_ field; null otherwise.
 */
export function requiredFieldMessage(error: ProviderError, opts: MessageOptions = {}): string | null {
  if (!error.code || !REQUIRED_FIELD_CODES.includes(error.code) || !error.param) return null;
  const field = fieldOfParam(error.param);
  if (!field) return null;
  const [section, name] = field;
  const label = (opts.fieldLabel?.(`${section}_${name}`) ?? '').trim() || humanize(name);
  return FLOW_MESSAGES.requiredField
    .replace('{section}', section === 'billing' ? 'Billing' : 'Shipping')
    .replace('{field}', label);
}

/** The message for a provider code: a configured message by key first, then the catalogue. */
export function messageForCode(code: string | undefined, opts: MessageOptions = {}): string | null {
  if (!code) return null;
  const configured = opts.configured?.[code];
  if (typeof configured === 'string' && configured.trim()) return configured;
  if (code === 'invalid_sofort_country' && opts.providerName) return sofortCountryMessage(opts.providerName);
  return Object.hasOwn(PROVIDER_MESSAGES, code) ? PROVIDER_MESSAGES[code]! : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** The connection message for a failed request (`HttpError` codes of @storefront/http), or null. */
export function connectionMessage(error: unknown): string | null {
  if (!isRecord(error) || (error as { name?: unknown }).name !== 'HttpError') return null;
  const code = (error as { code?: unknown }).code;
  if (code === 'timeout') return FLOW_MESSAGES.timeout;
  if (code === 'abort') return FLOW_MESSAGES.abort;
  if (code === 'fetch_error') return FLOW_MESSAGES.connection;
  return null;
}

/**
 * The message for any payment failure, in this order:
 * 1. connection failures (time-out, abort, other network failure);
 * 2. an error with a chosen message ({@link PaymentFlowError});
 * 3. the required-field transform;
 * 4. configured message or catalogue entry for the decline code, then for the code;
 * 5. the error's own message (the provider's or server's text);
 * 6. 'Payment failed. Please try again.' for an error without any of these;
 * 7. 'An unknown error occurred.' for anything that is not an error at all.
 */
export function paymentErrorMessage(error: unknown, opts: MessageOptions = {}): string {
  const connection = connectionMessage(error);
  if (connection) return connection;
  if (error instanceof PaymentFlowError) return error.message.trim() || FLOW_MESSAGES.generic;
  if (typeof error === 'string') return error.trim() || FLOW_MESSAGES.fallback;
  if (!isRecord(error)) return FLOW_MESSAGES.fallback;
  const e = error as ProviderError;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const normalized: ProviderError = {
    code: str(e.code),
    decline_code: str(e.decline_code),
    param: str(e.param),
    message: str(e.message),
  };
  return (
    requiredFieldMessage(normalized, opts) ??
    messageForCode(normalized.decline_code, opts) ??
    messageForCode(normalized.code, opts) ??
    (normalized.message?.trim() || FLOW_MESSAGES.generic)
  );
}
