import { allCountries } from 'country-region-data';
import { DEFAULT_ADDRESS_FIELDS, LOCALE_FIELD_SELECTORS } from './default-fields';
import { COUNTRIES_WITHOUT_STATES, COUNTRIES_WITH_STATE_LISTS, COUNTRY_LOCALE } from './locale-table';
import { OPTIONAL_TEXT, REQUIRED_TEXT, SEARCHABLE_SELECT_MESSAGES, SELECT_STATE_TEXT } from './messages';
import { toWooStateCode } from './state-codes';
import type { AddressData, LocaleTable, StatesTable } from './types';

export { GAPS as STATE_CODE_GAPS, STATE_CODE_RULES, toWooStateCode } from './state-codes';

/** Options of the server-side builder. */
export interface AddressGlobalsOptions {
  /** Countries the shop sells/ships to (default: every known country). */
  countries?: readonly string[];
  /** The shop's base country: it gets the default locale when it has no entry of its own. */
  baseCountry?: string;
  /** Lists that replace the built ones (e.g. WooCommerce's exact codes for a gap country). */
  stateOverrides?: StatesTable;
}

/** `window.wc_country_select_params` as WooCommerce prints it. */
export type CountrySelectGlobal = { countries: string; i18n_select_state_text: string } & Record<
  keyof typeof SEARCHABLE_SELECT_MESSAGES,
  string
>;

/** `window.wc_address_i18n_params` as WooCommerce prints it. */
export interface AddressI18nGlobal {
  locale: string;
  locale_fields: string;
  i18n_required_text: string;
  i18n_optional_text: string;
}

/** Every country known to the data, as code → name, in the source's (alphabetical) order. */
export function countryList(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, code] of allCountries) out[code] = name;
  return out;
}

/**
 * The states table WooCommerce would carry: country-region-data's subdivisions (mapped to
 * WooCommerce's codes) for the countries WooCommerce lists states for, an empty list for the
 * countries it lists without states, and no entry for the rest (free-text state).
 */
export function buildStatesTable(options: AddressGlobalsOptions = {}): StatesTable {
  const allowed = options.countries ? new Set(options.countries) : null;
  const source = new Map<string, ReadonlyArray<readonly [string, string]>>(
    allCountries.map(([, code, regions]) => [code, regions] as const),
  );
  const states: StatesTable = {};
  for (const country of COUNTRIES_WITH_STATE_LISTS) {
    if (allowed && !allowed.has(country)) continue;
    const list: Record<string, string> = {};
    for (const [name, code] of source.get(country) ?? []) {
      if (!code) continue;
      const woo = toWooStateCode(country, code);
      if (woo !== null) list[woo] = name;
    }
    if (Object.keys(list).length > 0) states[country] = list;
  }
  for (const country of COUNTRIES_WITHOUT_STATES) {
    if (!allowed || allowed.has(country)) states[country] = {};
  }
  for (const [country, list] of Object.entries(options.stateOverrides ?? {})) states[country] = { ...list };
  return states;
}

/** The locale table with its `default` entry (and the base country), as WooCommerce prints it. */
export function buildLocaleTable(options: AddressGlobalsOptions = {}): LocaleTable {
  const allowed = options.countries ? new Set(options.countries) : null;
  const locale: LocaleTable = {};
  for (const [country, entry] of Object.entries(COUNTRY_LOCALE)) {
    if (!allowed || allowed.has(country)) locale[country] = entry;
  }
  locale['default'] = DEFAULT_ADDRESS_FIELDS;
  const base = options.baseCountry;
  if (base && !locale[base]) locale[base] = DEFAULT_ADDRESS_FIELDS;
  return locale;
}

/** The data `fieldsFor` needs, built on the server (same content as the printed globals). */
export function buildAddressData(options: AddressGlobalsOptions = {}): AddressData {
  return { locale: buildLocaleTable(options), states: buildStatesTable(options) };
}

/**
 * The two globals WooCommerce prints for address forms, ready to be serialised into the page:
 * `wc_country_select_params` (states JSON, 'Select an option…', searchable-select messages) and
 * `wc_address_i18n_params` (locale JSON, locale field selectors, 'required' / 'optional').
 */
export function buildAddressGlobals(options: AddressGlobalsOptions = {}): {
  wc_country_select_params: CountrySelectGlobal;
  wc_address_i18n_params: AddressI18nGlobal;
} {
  return {
    wc_country_select_params: {
      countries: JSON.stringify(buildStatesTable(options)),
      i18n_select_state_text: SELECT_STATE_TEXT,
      ...SEARCHABLE_SELECT_MESSAGES,
    },
    wc_address_i18n_params: {
      locale: JSON.stringify(buildLocaleTable(options)),
      locale_fields: JSON.stringify(LOCALE_FIELD_SELECTORS),
      i18n_required_text: REQUIRED_TEXT,
      i18n_optional_text: OPTIONAL_TEXT,
    },
  };
}

/**
 * A `<script>` body that defines both globals; `<` is escaped so the JSON cannot close the tag.
 */
export function addressGlobalsScript(options: AddressGlobalsOptions = {}): string {
  const g = buildAddressGlobals(options);
  const json = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c');
  return `var wc_country_select_params = ${json(g.wc_country_select_params)};\nvar wc_address_i18n_params = ${json(g.wc_address_i18n_params)};`;
}
