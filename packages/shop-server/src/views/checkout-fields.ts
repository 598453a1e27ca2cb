/**
 * Checkout form rows as WooCommerce's `woocommerce_form_field()` prints them, from the per-country field
 * definitions of @storefront/address-locale (the island applies the same definitions on a country change):
 * `p.form-row#{name}_field[data-priority]` with the layout and `validate-*` classes, a label with the required
 * or optional marker, and the control inside `span.woocommerce-input-wrapper`.
 */
import type { FieldDefinition } from '@storefront/address-locale';
import { DEFAULT_ADDRESS_FIELDS, SELECT_STATE_TEXT } from '@storefront/address-locale';
import { addressFields, allCountries } from '../domain/address-data';
import type { Address } from '../domain/checkout-state';
import { attr, esc, html, joinHtml, rawHtml, type Html } from './format';

/**
 * The label's marker: `&nbsp;<abbr class="required" title="required">*</abbr>` or
 * `&nbsp;<span class="optional">(optional)</span>`.
 */
export const requiredMark = (required: boolean): Html =>
  required
    ? html`&nbsp;<abbr class="required" title="required">*</abbr>`
    : html`&nbsp;<span class="optional">(optional)</span>`;

/** Row classes: layout classes, then `validate-required` and the field's `validate-*` checks. */
function rowClasses(def: FieldDefinition): string {
  const classes = ['form-row', ...def.class];
  if (def.required) classes.push('validate-required');
  for (const v of def.validate ?? []) if (v === 'email' || v === 'phone') classes.push(`validate-${v}`);
  return classes.join(' ');
}

const requiredAttrs = (required: boolean): Html => (required ? html` aria-required="true" required` : html``);

let countryCache: Array<[code: string, value: string, name: string]> | undefined;
/** The countries with their code and name escaped, once (the list is long and printed twice per page). */
function escapedCountries(): Array<[code: string, value: string, name: string]> {
  countryCache ??= Object.entries(allCountries()).map(([code, name]) => [code, esc(code), esc(name)]);
  return countryCache;
}

/** The country `<option>`s with `value` selected, concatenated from the escaped parts (no template per row). */
function countryOptions(value: string): Html {
  const rows = escapedCountries().map(
    ([code, v, name]) => `<option value="${v}"${code === value ? ' selected' : ''}>${name}</option>`,
  );
  return rawHtml(rows.join(''));
}

/** The country select (select2-enhanced by the theme's script). */
function countrySelect(def: FieldDefinition, value: string, auto: Html): Html {
  return joinHtml(
    html`<select name="${def.name}" id="${def.name}" class="country_to_state country_select"`,
    auto,
    html` data-placeholder="Select a country / region…" data-label="${def.label}"`,
    requiredAttrs(def.required),
    html`>`,
    html`<option value="">Select a country / region…</option>`,
    countryOptions(value),
    html`</select>`,
  );
}

/** The county select of a country with a list of counties. */
function stateSelect(def: FieldDefinition, value: string, auto: Html): Html {
  const options = (def.options ?? []).map(
    (o) => html`<option value="${o.value}"${attr('selected', o.value === value)}>${o.label}</option>`,
  );
  return joinHtml(
    html`<select name="${def.name}" id="${def.name}" class="state_select"`,
    auto,
    html` data-placeholder="${def.placeholder ?? SELECT_STATE_TEXT}" data-input-classes="" data-label="${def.label}"`,
    requiredAttrs(def.required),
    html`>`,
    html`<option value="">${SELECT_STATE_TEXT}</option>`,
    options,
    html`</select>`,
  );
}

/** The control of one field. */
function control(def: FieldDefinition, value: string): Html {
  const auto = attr('autocomplete', def.autocomplete || null);
  if (def.input === 'country') return countrySelect(def, value, auto);
  if (def.key === 'state' && def.input === 'select') return stateSelect(def, value, auto);
  if (def.key === 'state' && def.input === 'hidden') {
    return joinHtml(
      html`<input type="hidden" class="hidden" name="${def.name}" id="${def.name}" value=""`,
      auto,
      html` readonly data-input-classes="">`,
    );
  }
  const type = def.input === 'tel' || def.input === 'email' ? def.input : 'text';
  return joinHtml(
    html`<input type="${type}" class="input-text" name="${def.name}" id="${def.name}"`,
    attr('placeholder', def.placeholder || null),
    // A field the locale hides is printed empty: hidden fields are cleared (spec §4).
    attr('value', def.hidden ? '' : value),
    auto,
    requiredAttrs(def.required),
    attr('data-input-classes', def.key === 'state' && ''),
    html`>`,
  );
}

/** One row. Hidden rows keep their place (the island may show them after a country change). */
export function fieldRow(def: FieldDefinition, value: string): Html {
  const labelClass =
    DEFAULT_ADDRESS_FIELDS[def.key as keyof typeof DEFAULT_ADDRESS_FIELDS]?.label_class?.join(' ') ?? '';
  return joinHtml(
    html`<p class="${rowClasses(def)}" id="${def.rowId}" data-priority="${def.priority}"`,
    attr('hidden', def.hidden),
    html`>`,
    html`<label for="${def.name}"${attr('class', labelClass || null)}>`,
    html`${def.label}${requiredMark(def.required)}`,
    html`</label>`,
    html`<span class="woocommerce-input-wrapper">${control(def, value)}</span>`,
    html`</p>`,
  );
}

/** The rows of an address, in the country's order with its labels. */
export function addressRows(type: 'billing' | 'shipping', address: Address): Html {
  const defs = addressFields(address.country ?? '', type);
  return html`${defs.map((d) => fieldRow(d, address[d.key] ?? ''))}`;
}
