import type { GenericConstraints, NameMessages } from '../generic-rules';
import type { GenericRule } from '../messages';

/** A remote validator as parsley's `data-parsley-remote*` attributes configure it (spec §7). */
export interface RemoteRule {
  /** URL with an optional `{value}` placeholder; otherwise the value is sent as a parameter named after the field. */
  url: string;
  /** `data-parsley-remote-reverse`: a 2xx answer means invalid. */
  reverse: boolean;
}

/** What one field asks for, read from its HTML and `data-parsley-*` attributes. */
export interface ParsleyRules {
  /** The generic rules (spec §5 table) with any custom messages. */
  constraints: GenericConstraints;
  /** MailPoet's name check (`data-parsley-names`), with the form's own messages when it gives them. */
  names?: NameMessages;
  remote?: RemoteRule;
  /** Several inputs share the name (checkbox group): the value is the list of checked values. */
  group: boolean;
}

/** Fields the binding validates: named, not hidden, not buttons. */
export const PARSLEY_FIELDS =
  'input[name]:not([type=hidden]):not([type=submit]):not([type=button]):not([type=image]):not([type=reset]),select[name],textarea[name]';

/** Parsley's rules that carry a message, in the order a field's constraints are checked (its first failure shows). */
export const PARSLEY_RULES: readonly GenericRule[] = [
  'required',
  'notblank',
  'email',
  'url',
  'number',
  'integer',
  'digits',
  'alphanum',
  'pattern',
  'min',
  'max',
  'range',
  'minlength',
  'maxlength',
  'length',
  'mincheck',
  'maxcheck',
  'check',
  'equalto',
  'euvatin',
];
const TYPES = ['email', 'url', 'number', 'integer', 'digits', 'alphanum'] as const;

const flag = (v: string | null): boolean => v !== null && v !== 'false';
const number = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
/** `[4, 20]` or `4,20` → a pair of numbers. */
const pair = (v: string | null): [number, number] | undefined => {
  if (v === null) return undefined;
  const parts = v
    .replace(/[[\]\s]/g, '')
    .split(',')
    .map(Number);
  return parts.length === 2 && parts.every(Number.isFinite) ? [parts[0]!, parts[1]!] : undefined;
};

/** A parsley attribute (`data-parsley-{name}`) of `el`, or null. */
export const parsleyAttr = (el: Element, name: string): string | null => el.getAttribute(`data-parsley-${name}`);

/** MailPoet prints the name messages as a JSON pair: `["brackets message", "URL message"]`. */
function readNames(el: Element): NameMessages | undefined {
  const raw = parsleyAttr(el, 'names');
  if (raw === null) return undefined;
  const messages: NameMessages = {};
  try {
    const list: unknown = JSON.parse(raw);
    if (Array.isArray(list)) {
      if (typeof list[0] === 'string' && list[0]) messages.brackets = list[0];
      if (typeof list[1] === 'string' && list[1]) messages.url = list[1];
    }
  } catch {
    // Not JSON: the default message applies.
  }
  const custom = parsleyAttr(el, 'names-message') ?? parsleyAttr(el, 'error-message');
  if (custom) messages.default = custom;
  return messages;
}

/**
 * Reads one field's rules: HTML attributes (`required`, `type`, `pattern`, `min`, `max`, `minlength`, `maxlength`)
 * and parsley's (`data-parsley-required`, `-type`, `-pattern`, `-min`, `-max`, `-range`, `-minlength`,
 * `-maxlength`, `-length`, `-mincheck`, `-maxcheck`, `-check`, `-equalto`, `-notblank`, `-euvatin`, `-names`,
 * `-remote`, `-{rule}-message`, `-error-message`); parsley's attribute wins. `form` resolves `equalto` selectors.
 * Unreadable values are ignored.
 */
export function readParsleyRules(el: Element, form: ParentNode = document): ParsleyRules {
  const c: GenericConstraints = {};
  const attr = (name: string) => parsleyAttr(el, name) ?? el.getAttribute(name);
  const required = parsleyAttr(el, 'required');
  if (required !== null ? flag(required) : el.hasAttribute('required')) c.required = true;
  if (flag(parsleyAttr(el, 'notblank'))) c.notblank = true;
  const type = parsleyAttr(el, 'type') ?? el.getAttribute('type');
  if (type && (TYPES as readonly string[]).includes(type)) c.type = type as GenericConstraints['type'];
  const pattern = attr('pattern');
  if (pattern) c.pattern = pattern;
  const isCheckable = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
  const min = number(attr('min'));
  const max = number(attr('max'));
  if (min !== undefined && !isCheckable) c.min = min;
  if (max !== undefined && !isCheckable) c.max = max;
  c.range = pair(parsleyAttr(el, 'range'));
  const minlength = number(attr('minlength'));
  const maxlength = number(attr('maxlength'));
  if (minlength !== undefined) c.minlength = minlength;
  if (maxlength !== undefined) c.maxlength = maxlength;
  c.length = pair(parsleyAttr(el, 'length'));
  c.mincheck = number(parsleyAttr(el, 'mincheck'));
  c.maxcheck = number(parsleyAttr(el, 'maxcheck'));
  c.check = pair(parsleyAttr(el, 'check'));
  const equalto = parsleyAttr(el, 'equalto');
  if (equalto) {
    let other: Element | null = null;
    try {
      other = form.querySelector(equalto);
    } catch {
      other = null;
    }
    if (other && 'value' in other) c.equalto = String((other as HTMLInputElement).value);
  }
  if (flag(parsleyAttr(el, 'euvatin'))) c.euvatin = true;

  const messages: GenericConstraints['messages'] = {};
  const every = parsleyAttr(el, 'error-message');
  for (const rule of PARSLEY_RULES) {
    const own =
      parsleyAttr(el, `${rule}-message`) ?? (TYPES.includes(rule as never) ? parsleyAttr(el, 'type-message') : null);
    const text = own ?? every;
    if (text) messages[rule] = text;
  }
  if (Object.keys(messages).length) c.messages = messages;
  for (const key of Object.keys(c) as Array<keyof GenericConstraints>) if (c[key] === undefined) delete c[key];

  const remoteUrl = parsleyAttr(el, 'remote');
  const rules: ParsleyRules = {
    constraints: c,
    group: isCheckable && el.type === 'checkbox' && groupSize(el, form) > 1,
  };
  const names = readNames(el);
  if (names) rules.names = names;
  if (remoteUrl) rules.remote = { url: remoteUrl, reverse: flag(parsleyAttr(el, 'remote-reverse')) };
  return rules;
}

function groupSize(el: HTMLInputElement, form: ParentNode): number {
  return [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].filter((i) => i.name === el.name).length;
}

/** The remote validator's message: `data-parsley-remote-message`, the field's error message, or the default. */
export const remoteMessage = (el: Element): string | null =>
  parsleyAttr(el, 'remote-message') ?? parsleyAttr(el, 'error-message');
