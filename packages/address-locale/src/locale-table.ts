import type { FieldLocale, LocaleTable } from './types';

/*
 * Per-country overrides of the default address fields, as data.
 * Facts learned from `get_country_locale()` in WooCommerce's includes/class-wc-countries.php
 * (woocommerce/woocommerce, plugins/woocommerce). Two entries follow the project spec (§3) where it
 * differs from current WooCommerce: IE's Eircode is required (WooCommerce now makes it optional) and
 * the US postcode is labelled 'Postcode' (WooCommerce now says 'ZIP Code').
 */

// Recurring patterns, named so the table reads as facts.
const STATE_HIDDEN: FieldLocale = { required: false, hidden: true };
const POSTCODE_HIDDEN: FieldLocale = { required: false, hidden: true };
const OPTIONAL: FieldLocale = { required: false };
const POSTCODE_65: FieldLocale = { priority: 65 };
const label = (text: string, extra: FieldLocale = {}): FieldLocale => ({ label: text, ...extra });

/** Many (mostly European) countries: no state, postcode right after the street (priority 65). */
const EU_STYLE = { postcode: POSTCODE_65, state: STATE_HIDDEN };
/** Countries that only hide the state. */
const NO_STATE = { state: STATE_HIDDEN };
/** Countries that only hide the postcode. */
const NO_POSTCODE = { postcode: POSTCODE_HIDDEN };

/** Last name first, as in Japan and Hungary. */
const FAMILY_NAME_FIRST = {
  last_name: { class: ['form-row-first'], priority: 10 },
  first_name: { class: ['form-row-last'], priority: 20 },
};

/** The per-country overrides (keys are ISO 3166-1 alpha-2 codes). */
export const COUNTRY_LOCALE: LocaleTable = {
  AE: { postcode: POSTCODE_HIDDEN, state: OPTIONAL },
  AF: NO_STATE,
  AO: { postcode: POSTCODE_HIDDEN, state: label('Province') },
  AT: EU_STYLE,
  AU: { city: label('Suburb'), postcode: label('Postcode'), state: label('State') },
  AX: EU_STYLE,
  BA: { postcode: POSTCODE_65, state: label('Canton', STATE_HIDDEN) },
  BD: { postcode: OPTIONAL, state: label('District') },
  BE: EU_STYLE,
  BH: { postcode: OPTIONAL, state: STATE_HIDDEN },
  BI: NO_STATE,
  BO: NO_POSTCODE,
  BS: NO_POSTCODE,
  CA: { postcode: label('Postal code'), state: label('Province') },
  CH: { postcode: POSTCODE_65, state: label('Canton', OPTIONAL) },
  CL: { city: { required: true }, postcode: POSTCODE_HIDDEN, state: label('Region') },
  CN: { state: label('Province') },
  CO: { postcode: OPTIONAL },
  CW: { postcode: POSTCODE_HIDDEN, state: OPTIONAL },
  CZ: NO_STATE,
  DE: EU_STYLE,
  DK: EU_STYLE,
  EE: EU_STYLE,
  ES: { postcode: POSTCODE_65, state: label('Province') },
  FI: EU_STYLE,
  FR: EU_STYLE,
  GB: { postcode: label('Postcode'), state: label('County', OPTIONAL) },
  GF: NO_STATE,
  GH: { postcode: OPTIONAL, state: label('Region') },
  GP: NO_STATE,
  GR: { state: OPTIONAL },
  GT: { postcode: POSTCODE_HIDDEN, state: label('Department') },
  HK: { postcode: OPTIONAL, city: label('Town / District'), state: label('Region') },
  HU: {
    ...FAMILY_NAME_FIRST,
    postcode: { class: ['form-row-first', 'address-field'], priority: 65 },
    city: { class: ['form-row-last', 'address-field'] },
    address_1: { priority: 71 },
    address_2: { priority: 72 },
    state: label('County'),
  },
  ID: { state: label('Province') },
  IE: { postcode: label('Eircode', { required: true }), state: label('County') },
  IL: EU_STYLE,
  IM: NO_STATE,
  IN: { postcode: label('PIN'), state: label('State') },
  IS: EU_STYLE,
  IT: { postcode: POSTCODE_65, state: label('Province', { required: true }) },
  JM: {
    city: label('Town / City / Post Office'),
    postcode: label('Postal Code', OPTIONAL),
    state: label('Parish', { required: true }),
  },
  JP: {
    ...FAMILY_NAME_FIRST,
    postcode: { class: ['form-row-first', 'address-field'], priority: 65 },
    state: label('Prefecture', { class: ['form-row-last', 'address-field'], priority: 66 }),
    city: { priority: 67 },
    address_1: { priority: 68 },
    address_2: { priority: 69 },
  },
  KR: NO_STATE,
  KW: NO_STATE,
  LB: NO_STATE,
  LI: { postcode: POSTCODE_65, state: label('Municipality', OPTIONAL) },
  LK: NO_STATE,
  LU: NO_STATE,
  LV: { state: label('Municipality', OPTIONAL) },
  MD: { state: label('Municipality / District') },
  MQ: NO_STATE,
  MT: NO_STATE,
  MZ: { postcode: POSTCODE_HIDDEN, state: label('Province') },
  NG: { postcode: label('Postcode', POSTCODE_HIDDEN), state: label('State') },
  NL: EU_STYLE,
  NO: EU_STYLE,
  NP: { state: label('State / Zone'), postcode: OPTIONAL },
  NZ: { postcode: label('Postcode'), state: label('Region', OPTIONAL) },
  PL: EU_STYLE,
  PR: { city: label('Municipality'), state: STATE_HIDDEN },
  PT: NO_STATE,
  RE: NO_STATE,
  RO: { state: label('County', { required: true }) },
  RS: { city: { required: true }, postcode: { required: true }, state: label('District', OPTIONAL) },
  SE: EU_STYLE,
  SG: { state: STATE_HIDDEN, city: OPTIONAL },
  SI: EU_STYLE,
  SK: EU_STYLE,
  SR: NO_POSTCODE,
  ST: { postcode: POSTCODE_HIDDEN, state: label('District') },
  TR: { postcode: POSTCODE_65, state: label('Province') },
  UG: {
    postcode: POSTCODE_HIDDEN,
    city: label('Town / Village', { required: true }),
    state: label('District', { required: true }),
  },
  US: { postcode: label('Postcode'), state: label('State') },
  VN: {
    state: STATE_HIDDEN,
    postcode: { priority: 65, required: false, hidden: false },
    address_2: { required: false, hidden: true },
  },
  WS: NO_POSTCODE,
  YT: NO_STATE,
  ZA: { state: label('Province') },
  ZW: NO_POSTCODE,
};

/**
 * Countries WooCommerce lists with an empty states array (i18n/states.php): they have no state
 * field at all (the state becomes a hidden input and its row is hidden).
 */
export const COUNTRIES_WITHOUT_STATES: readonly string[] = [
  'AF',
  'AT',
  'AX',
  'BE',
  'BH',
  'BI',
  'CZ',
  'DE',
  'DK',
  'EE',
  'FI',
  'FR',
  'GF',
  'GP',
  'IL',
  'IM',
  'IS',
  'KR',
  'KW',
  'LB',
  'LK',
  'LU',
  'MQ',
  'MT',
  'NL',
  'NO',
  'PL',
  'PR',
  'PT',
  'RE',
  'SE',
  'SG',
  'SI',
  'SK',
  'YT',
];

/**
 * Countries for which WooCommerce ships a list of states (i18n/states.php); every other country
 * gets a free-text state input (e.g. GB, whose 'County' is typed).
 */
export const COUNTRIES_WITH_STATE_LISTS: readonly string[] = [
  'AO',
  'AR',
  'AU',
  'BD',
  'BG',
  'BJ',
  'BO',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'DO',
  'DZ',
  'EG',
  'ES',
  'GH',
  'GR',
  'GT',
  'HK',
  'HU',
  'ID',
  'IE',
  'IN',
  'IR',
  'IT',
  'JM',
  'JP',
  'KE',
  'LA',
  'LR',
  'MD',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NG',
  'NP',
  'NZ',
  'PE',
  'PH',
  'PK',
  'PY',
  'RO',
  'RS',
  'TH',
  'TR',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'VE',
  'VN',
  'ZA',
  'ZM',
];
