/**
 * @storefront/attribution: framework-free, sourcebuster-compatible order-attribution tracker. Writes the
 * sbjs_* cookies WooCommerce's order attribution reads, and gives the `wc_order_attribution_*` values for the
 * classic checkout's hidden inputs and the Store API's checkout extension data.
 */
export {
  ALL_COOKIES,
  COOKIE,
  DEFAULT_ALLOW_TRACKING,
  DEFAULT_LIFETIME_MONTHS,
  DEFAULT_SESSION_MINUTES,
  DELIMITER,
  FIELD_PREFIX,
  MIGRATION_ID,
  MINUTES_PER_MONTH,
  NONE,
  PROMO_RANGE,
  STORE_LIFETIME_MONTHS,
  TYPEIN_DEFAULTS,
} from './constants';
export { decodeData, encodeData, fromCookieContent, packFields, toCookieContent, unpackFields } from './codec';
export {
  documentCookieJar,
  memoryCookieJar,
  type CookieJar,
  type CookieWrite,
  type MemoryCookieJar,
  type StoredCookie,
} from './cookie-jar';
export { formatSbjsDate } from './date';
export { SOURCE_KEYS, packArrival, packSession, packSource, packUser } from './format';
export {
  cookieLifetimeMinutes,
  resolveSettings,
  sessionMinutes,
  type TrackerOptions,
  type TrackerSettings,
} from './settings';
export { BUILT_IN_ORGANICS, BUILT_IN_REFERRALS, UTM_TRIGGERS, detectSource, type Arrival } from './traffic';
export { removeTrackerCookies, runTracker, type TrackerEnvironment } from './tracker';
export {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_FIELD_NAMES,
  attributionValues,
  inputValue,
  type AttributionField,
  type AttributionValues,
} from './fields';
export {
  INPUTS_ELEMENT,
  applyAttributionInputs,
  missingInputWarning,
  stampAttributionInputs,
  writeAttributionInputs,
} from './checkout-inputs';
export {
  EXTENSION_NAMESPACE,
  attributionExtensionData,
  withAttributionExtension,
  type AttributionExtension,
} from './store-api';
export {
  PAGE_ATTRIBUTION_KEY,
  STORE_ATTRIBUTION_OPTIONS,
  browserPage,
  optionsFromWooParams,
  startOrderAttribution,
  type OrderAttribution,
  type OrderAttributionOptions,
  type WooAttributionParams,
} from './order-attribution';
export type {
  CookieFields,
  OrganicSource,
  PageContext,
  ReferralSource,
  SbjsData,
  SourceData,
  TrafficType,
} from './types';
export { pageAttributionConfig, startPageAttribution, type WooAttributionGlobal } from './page-global';
