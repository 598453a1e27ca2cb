/**
 * Names and numbers of the attribution tracker (spec §3, §4, §9 "Order attribution"), matching the
 * sourcebuster-js cookies WooCommerce's order attribution reads.
 */

/** The sbjs cookie names. */
export const COOKIE = {
  current: 'sbjs_current',
  currentAdd: 'sbjs_current_add',
  first: 'sbjs_first',
  firstAdd: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
  migrations: 'sbjs_migrations',
} as const;

/** Every cookie the tracker may write; all are deleted when tracking is not allowed. */
export const ALL_COOKIES: readonly string[] = [
  COOKIE.current,
  COOKIE.currentAdd,
  COOKIE.first,
  COOKIE.firstAdd,
  COOKIE.session,
  COOKIE.udata,
  COOKIE.migrations,
  COOKIE.promo,
];

/** Separator of the `key=value` pairs inside one cookie. */
export const DELIMITER = '|||';

/** Marks an unknown value. */
export const NONE = '(none)';

/** Source and medium of a direct (typein) visit. */
export const TYPEIN_DEFAULTS = { source: '(direct)', medium: '(none)' } as const;

/** Library default cookie lifetime, in months, when none is configured. */
export const DEFAULT_LIFETIME_MONTHS = 6;

/** The store's configured cookie lifetime setting, in months (spec §9). */
export const STORE_LIFETIME_MONTHS = 1.0e-5;

/** A lifetime month as sourcebuster counts it: 30 days × 24 h × 60 min. */
export const MINUTES_PER_MONTH = 30 * 24 * 60;

/** Session length in minutes (spec §9; also the library default). */
export const DEFAULT_SESSION_MINUTES = 30;

/** Library default range of the optional visitor promo code. */
export const PROMO_RANGE = { min: 100000, max: 999999 } as const;

/** Id of sourcebuster's only migration (1.0.0-beta: `|` → `|||` delimiter), recorded in `sbjs_migrations`. */
export const MIGRATION_ID = '1418474375998';

/** Name prefix of the checkout's hidden inputs (spec §9). */
export const FIELD_PREFIX = 'wc_order_attribution_';

/** Tracking is allowed unless the page says otherwise (spec §9). */
export const DEFAULT_ALLOW_TRACKING = true;
