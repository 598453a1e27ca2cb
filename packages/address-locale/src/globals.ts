import { COUNTRIES_WITHOUT_STATES, COUNTRY_LOCALE } from './locale-table';
import type { AddressData, LocaleTable, StatesTable } from './types';

/** The part of `window.wc_country_select_params` this package reads. */
export interface CountrySelectParams {
  /** JSON (string, as WooCommerce prints it, or already parsed) of the states table. */
  countries?: string | StatesTable;
  i18n_select_state_text?: string;
  [key: string]: unknown;
}

/** The part of `window.wc_address_i18n_params` this package reads. */
export interface AddressI18nParams {
  /** JSON (string or parsed) of the locale table, including its `default` entry. */
  locale?: string | LocaleTable;
  /** JSON (string or parsed) of field key → row selectors. */
  locale_fields?: string | Record<string, string>;
  i18n_required_text?: string;
  i18n_optional_text?: string;
  [key: string]: unknown;
}

// WooCommerce prints these as JSON strings and may HTML-escape the quotes; bad JSON gives undefined.
function parseJson<T>(value: unknown): T | undefined {
  if (value && typeof value === 'object') return value as T;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value.replace(/&quot;/g, '"'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The bundled data: WooCommerce's locale table and the countries that have no state at all. */
export function bundledAddressData(): AddressData {
  const states: StatesTable = {};
  for (const c of COUNTRIES_WITHOUT_STATES) states[c] = {};
  return { locale: COUNTRY_LOCALE, states };
}

/**
 * Address data from WooCommerce's page globals (`wc_country_select_params.countries`,
 * `wc_address_i18n_params.locale`); a missing or malformed part falls back to the bundled data.
 */
export function readAddressData(win: object = globalThis): AddressData {
  const w = win as { wc_country_select_params?: CountrySelectParams; wc_address_i18n_params?: AddressI18nParams };
  const fallback = bundledAddressData();
  const states = parseJson<StatesTable>(w.wc_country_select_params?.countries);
  const locale = parseJson<LocaleTable>(w.wc_address_i18n_params?.locale);
  return { locale: locale ?? fallback.locale, states: states ?? fallback.states };
}

/** Texts of the markers and the state placeholder, from the page globals or the spec's defaults. */
export function readAddressTexts(win: object = globalThis): {
  required: string;
  optional: string;
  selectState: string;
} {
  const w = win as { wc_country_select_params?: CountrySelectParams; wc_address_i18n_params?: AddressI18nParams };
  const str = (v: unknown, d: string): string => (typeof v === 'string' && v !== '' ? v : d);
  return {
    required: str(w.wc_address_i18n_params?.i18n_required_text, 'required'),
    optional: str(w.wc_address_i18n_params?.i18n_optional_text, 'optional'),
    selectState: str(w.wc_country_select_params?.i18n_select_state_text, 'Select an option…'),
  };
}

/** The address data of the current page (see {@link readAddressData}). */
export function pageAddressData(): AddressData {
  return readAddressData(globalThis);
}
