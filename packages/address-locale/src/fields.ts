import { BILLING_EXTRA_FIELDS, DEFAULT_ADDRESS_FIELDS } from './default-fields';
import { pageAddressData } from './globals';
import type {
  AddressData,
  AddressFieldKey,
  AddressType,
  DefaultField,
  FieldDefinition,
  FieldLocale,
  StateKind,
  StatesTable,
} from './types';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * How the state field is rendered for `country` (WooCommerce's rule, spec §4):
 * a country with a states list → 'select'; an empty list → 'hidden'; no entry → 'text'.
 */
export function stateKind(country: string, states: StatesTable): StateKind {
  const list = hasOwn(states, country) ? states[country] : undefined;
  if (!list || typeof list !== 'object') return 'text';
  return stateEntries(list).length > 0 ? 'select' : 'hidden';
}

/** A states list's usable entries (code → label). Labels that are not text are dropped: page data may be anything. */
function stateEntries(list: object): [string, string][] {
  return Object.entries(list).flatMap(([code, label]): [string, string][] =>
    typeof label === 'string' || typeof label === 'number' ? [[code, String(label)]] : [],
  );
}

/**
 * The locale of one field for a country: the built-in default, then the table's `default`
 * entry (the server may have filtered it), then the country's overrides.
 */
export function fieldLocale(key: AddressFieldKey, country: string, data: AddressData): DefaultField {
  const base = DEFAULT_ADDRESS_FIELDS[key];
  const def = data.locale['default']?.[key];
  const own = hasOwn(data.locale, country) ? data.locale[country]?.[key] : undefined;
  return { ...base, ...clean(def), ...clean(own) } as DefaultField;
}

// Drop undefined/wrong-typed properties so garbage from a page global cannot break a definition.
function clean(l: FieldLocale | undefined): FieldLocale {
  if (!l || typeof l !== 'object') return {};
  const out: FieldLocale = {};
  if (typeof l.label === 'string' && l.label.trim() !== '') out.label = l.label;
  if (typeof l.placeholder === 'string') out.placeholder = l.placeholder;
  if (typeof l.required === 'boolean') out.required = l.required;
  if (typeof l.hidden === 'boolean') out.hidden = l.hidden;
  if (typeof l.priority === 'number' && Number.isFinite(l.priority)) out.priority = l.priority;
  if (Array.isArray(l.class) && l.class.every((c) => typeof c === 'string')) out.class = [...l.class];
  return out;
}

function toDefinition(key: string, type: AddressType, f: DefaultField): FieldDefinition {
  const name = `${type}_${key}`;
  const hidden = f.hidden === true;
  const d: FieldDefinition = {
    key,
    name,
    rowId: `${name}_field`,
    label: f.label,
    required: f.required && !hidden,
    hidden,
    priority: f.priority,
    class: [...f.class],
    input: f.type === 'country' ? 'country' : f.type === 'tel' ? 'tel' : f.type === 'email' ? 'email' : 'text',
  };
  if (f.placeholder !== undefined) d.placeholder = f.placeholder;
  if (f.autocomplete !== undefined) d.autocomplete = f.autocomplete;
  if (f.validate) d.validate = [...f.validate];
  return d;
}

/**
 * The ordered field definitions of an address for one country: labels, required and hidden
 * flags, priorities, layout classes, input kind and (for a listed state) the select options.
 * Billing addresses also get phone (100) and email (110). Pure: the same input gives the same
 * output; `data` defaults to the page's WooCommerce globals, or the bundled table without state
 * lists when the page has none.
 */
export function fieldsFor(
  country: string,
  type: AddressType,
  data: AddressData = pageAddressData(),
): FieldDefinition[] {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  const fields: FieldDefinition[] = [];
  for (const key of Object.keys(DEFAULT_ADDRESS_FIELDS) as AddressFieldKey[]) {
    const def = toDefinition(key, type, fieldLocale(key, code, data));
    if (key === 'state') applyStateKind(def, stateKind(code, data.states), data.states[code]);
    fields.push(def);
  }
  if (type === 'billing') {
    for (const [key, f] of Object.entries(BILLING_EXTRA_FIELDS)) fields.push(toDefinition(key, type, f));
  }
  // Stable sort: equal priorities keep the default order, as WooCommerce's uasort comparison does.
  return fields.sort((a, b) => a.priority - b.priority);
}

function applyStateKind(def: FieldDefinition, kind: StateKind, list: Record<string, string> | undefined): void {
  // A locale that hides the state wins over a text input; an empty list hides it too.
  const effective: StateKind = def.hidden ? 'hidden' : kind;
  def.input = effective;
  if (effective === 'hidden') {
    def.hidden = true;
    def.required = false;
  }
  if (effective === 'select' && list) {
    def.options = stateEntries(list).map(([value, label]) => ({ value, label }));
  }
}
