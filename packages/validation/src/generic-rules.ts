import { formatMessage, GENERIC_MESSAGES, INVALID_NAME_MESSAGE, type GenericRule } from './messages';

/**
 * Constraints of one field for the generic validation (spec §5): what a form's
 * `data-*`/HTML attributes ask for. Values that cannot be understood are ignored.
 */
export interface GenericConstraints {
  required?: boolean;
  notblank?: boolean;
  type?: 'email' | 'url' | 'number' | 'integer' | 'digits' | 'alphanum';
  /** A regular expression source ("^\\d+$" is anchored as a whole, "/x/i" keeps its flags). */
  pattern?: string;
  min?: number;
  max?: number;
  range?: [number, number];
  minlength?: number;
  maxlength?: number;
  length?: [number, number];
  mincheck?: number;
  maxcheck?: number;
  check?: [number, number];
  /** The value this one must equal (e.g. a password confirmation). */
  equalto?: string;
  euvatin?: boolean;
  /** Messages that replace the defaults, by rule. */
  messages?: Partial<Record<GenericRule, string>>;
}

/** A failed rule and its message. */
export interface RuleFailure {
  rule: GenericRule;
  message: string;
}

/** Value of a field: text, or the checked values of a checkbox group. */
export type FieldValue = string | readonly string[] | null | undefined;

const LOCAL_ATOM = "[a-z\\d!#$%&'*+/=?^_`{|}~\\u00a0-\\uffff-]+";
// Dots separate the repeated parts, so matching stays linear in the length.
const EMAIL = new RegExp(
  `^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:[a-z\\d\\u00a1-\\uffff-]+\\.)+[a-z\\u00a1-\\uffff]{2,}$`,
  'i',
);

/**
 * The generic (parsley) email rule: dot-separated local part, '@', a dotted host ending in a top-level domain, at
 * most 254 characters. Kept apart from WooCommerce's checkout rule (`isRfcEmail`) on purpose: the forms that use
 * the generic rules (newsletter, parsley forms) load them lazily, and sharing the checkout's module would split it
 * into a chunk of its own on the checkout page.
 */
export function isEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

const TYPE_TESTS: Record<NonNullable<GenericConstraints['type']>, (v: string) => boolean> = {
  email: isEmail,
  url: isUrl,
  number: (v) => /^-?(?:\d*\.)?\d+(?:e[-+]?\d+)?$/i.test(v),
  integer: (v) => /^-?\d+$/.test(v),
  digits: (v) => /^\d+$/.test(v),
  alphanum: (v) => /^\w+$/.test(v),
};

/** True for an http(s)/ftp address (the scheme may be left out) whose host has a top-level domain. */
export function isUrl(value: string): boolean {
  if (typeof value !== 'string' || /\s/.test(value) || value === '') return false;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ftp:'].includes(url.protocol)) return false;
  const host = url.hostname;
  return (
    /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) || /\.[a-z\u00a1-\uffff]{2,}$/i.test(host) || /\.xn--[a-z\d-]+$/i.test(host)
  );
}

/** EU VAT number format: two capital letters, then two or more letters, digits, spaces or hyphens. */
export function isEuVatNumber(value: string): boolean {
  return typeof value === 'string' && /^[A-Z]{2}[0-9A-Za-z\s-]{2,}$/.test(value);
}

/** Builds the regular expression of a `pattern` constraint, or null when it is not valid. */
export function patternToRegExp(pattern: string): RegExp | null {
  try {
    const m = /^\/(.*)\/([gimsuy]*)$/s.exec(pattern);
    return m ? new RegExp(m[1] ?? '', (m[2] ?? '').replace('g', '')) : new RegExp(`^(?:${pattern})$`);
  } catch {
    return null;
  }
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const pair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && num(v[0]) && num(v[1]);

function isEmpty(value: FieldValue): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * Checks a value against its constraints and returns the first failure (required first, as the
 * spec's table orders them), or null when it passes. An empty value only fails `required` /
 * `notblank`; every other rule applies to non-empty values. Never throws.
 */
export function validateValue(value: FieldValue, constraints?: GenericConstraints | null): RuleFailure | null {
  const c: GenericConstraints = constraints && typeof constraints === 'object' ? constraints : {};
  const fail = (rule: GenericRule, ...args: Array<string | number>): RuleFailure => {
    const custom: unknown = c.messages && typeof c.messages === 'object' ? c.messages[rule] : undefined;
    return { rule, message: formatMessage(typeof custom === 'string' ? custom : GENERIC_MESSAGES[rule], ...args) };
  };
  if (isEmpty(value)) {
    if (c.required) return fail('required');
    if (c.notblank && typeof value === 'string' && value !== '') return fail('notblank');
    return null;
  }
  if (Array.isArray(value)) {
    const n = value.length;
    if (num(c.mincheck) && n < c.mincheck) return fail('mincheck', c.mincheck);
    if (num(c.maxcheck) && n > c.maxcheck) return fail('maxcheck', c.maxcheck);
    if (pair(c.check) && (n < c.check[0] || n > c.check[1])) return fail('check', c.check[0], c.check[1]);
    return null;
  }
  const v = value as string;
  const typeTest = typeof c.type === 'string' && Object.hasOwn(TYPE_TESTS, c.type) ? TYPE_TESTS[c.type] : undefined;
  if (c.type && typeTest && !typeTest(v)) return fail(c.type);
  if (typeof c.pattern === 'string') {
    const re = patternToRegExp(c.pattern);
    if (re && !re.test(v)) return fail('pattern');
  }
  const n = Number(v);
  const numeric = v.trim() !== '' && Number.isFinite(n);
  if (num(c.min) && !(numeric && n >= c.min)) return fail('min', c.min);
  if (num(c.max) && !(numeric && n <= c.max)) return fail('max', c.max);
  if (pair(c.range) && !(numeric && n >= c.range[0] && n <= c.range[1])) return fail('range', c.range[0], c.range[1]);
  const len = v.length;
  if (num(c.minlength) && len < c.minlength) return fail('minlength', c.minlength);
  if (num(c.maxlength) && len > c.maxlength) return fail('maxlength', c.maxlength);
  if (pair(c.length) && (len < c.length[0] || len > c.length[1])) return fail('length', c.length[0], c.length[1]);
  if (typeof c.equalto === 'string' && v !== c.equalto) return fail('equalto');
  if (c.euvatin && !isEuVatNumber(v)) return fail('euvatin');
  return null;
}

/**
 * Whether a field should be validated on an `input` event (spec §5): values of 3 characters or
 * fewer are skipped while typing until an error has been shown once; after a failed submit
 * every input is validated.
 */
export function shouldValidateOnInput(value: string, state: { errorShown: boolean; failedSubmit: boolean }): boolean {
  if (state.failedSubmit || state.errorShown) return true;
  return typeof value === 'string' && value.length > 3;
}

/** Messages a form may supply for the newsletter name check. */
export interface NameMessages {
  default?: string;
  brackets?: string;
  url?: string;
}

/**
 * Newsletter name fields (spec §5 "Newsletter"): no '<' or '>', nothing that looks like a URL
 * (http:// or https:// followed by something.something). Returns the message, or null when fine.
 */
export function validateName(value: string, messages: NameMessages = {}): string | null {
  if (typeof value !== 'string') return null;
  const fallback = messages.default ?? INVALID_NAME_MESSAGE;
  if (/[<>]/.test(value)) return messages.brackets ?? fallback;
  if (/https?:\/\/[^\s.]+\.[^\s.]+/i.test(value)) return messages.url ?? fallback;
  return null;
}

/**
 * URL of a remote validator call (spec §7): the value replaces a `{value}` placeholder, or is
 * added as a query parameter named after the field.
 */
export function remoteValidationUrl(url: string, field: string, value: string): string {
  if (url.includes('{value}')) return url.split('{value}').join(encodeURIComponent(value));
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}${encodeURIComponent(field)}=${encodeURIComponent(value)}`;
}

/** A remote validator's answer: 2xx counts as valid, or the opposite with the reverse option. */
export function isRemoteValid(status: number, reverse = false): boolean {
  const ok = status >= 200 && status <= 299;
  return reverse ? !ok : ok;
}
