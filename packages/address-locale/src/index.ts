/**
 * @storefront/address-locale — per-country address rules for the browser: the field
 * definitions of a country (`fieldsFor`), the DOM applier (`applyLocale`), the state field swap,
 * the page globals reader and the searchable-select messages. The data builder that needs
 * country-region-data lives in `@storefront/address-locale/server`.
 */
export { fieldsFor, fieldLocale, stateKind } from './fields';
export { applyLocale, sortRowsByPriority, type AppliedLocale, type LocaleTexts } from './apply-locale';
export { swapStateField, findStateElement, type StateSwap } from './state-field';
export {
  readAddressData,
  readAddressTexts,
  pageAddressData,
  bundledAddressData,
  type CountrySelectParams,
  type AddressI18nParams,
} from './globals';
export { COUNTRY_LOCALE, COUNTRIES_WITHOUT_STATES, COUNTRIES_WITH_STATE_LISTS } from './locale-table';
export { DEFAULT_ADDRESS_FIELDS, BILLING_EXTRA_FIELDS, LOCALE_FIELD_SELECTORS } from './default-fields';
export {
  SELECT_STATE_TEXT,
  REQUIRED_TEXT,
  OPTIONAL_TEXT,
  SEARCHABLE_SELECT_MESSAGES,
  searchableSelectMessage,
  readSearchableSelectMessages,
  type SearchableSelectMessageKey,
} from './messages';
export type * from './types';
