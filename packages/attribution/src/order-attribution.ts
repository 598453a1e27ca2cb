/**
 * The order-attribution controller: runs the tracker when tracking is allowed, deletes every sbjs cookie
 * when it is not, and hands out the `wc_order_attribution_*` values. Consent changes apply at once.
 */
import { DEFAULT_ALLOW_TRACKING, DEFAULT_SESSION_MINUTES, STORE_LIFETIME_MONTHS } from './constants';
import { pageAttribution, type AttributionEnvironment, type OrderAttribution } from './attribution-core';
import { resolveSettings, type TrackerOptions } from './settings';
import { recordPromo } from './tracker';
import { detectSource } from './traffic';
import { wooFlag } from './woo-settings';

export { browserPage, PAGE_ATTRIBUTION_KEY, type OrderAttribution } from './attribution-core';

/** Options of {@link startOrderAttribution}: tracker options plus the environment (all injectable). */
export interface OrderAttributionOptions extends TrackerOptions, AttributionEnvironment {}

/**
 * Starts order attribution, applying `allowTracking` (default true) immediately.
 *
 * Idempotent per page: with the document's cookies (no `cookies` option) the first call runs the tracker and
 * keeps the result on `globalThis[PAGE_ATTRIBUTION_KEY]`; every later call on the page, from any island or bundle,
 * returns that same instance and ignores its options (use `setTrackingAllowed` to change consent). So a page
 * view is counted once (sourcebuster's `init` runs once per page load), whoever starts first. With an injected
 * `cookies` jar (tests, SSR, workers) each call starts an independent attribution.
 */
export function startOrderAttribution(options: OrderAttributionOptions = {}): OrderAttribution {
  const { allowTracking = DEFAULT_ALLOW_TRACKING, cookies, now, page, random, ...tracker } = options;
  const settingsFor = (hostname: string) => resolveSettings(tracker, hostname);
  return pageAttribution(settingsFor, { allowTracking, cookies, now, page, random }, detectSource, recordPromo);
}

/** WooCommerce's `wc_order_attribution.params` as a theme may print them. */
export interface WooAttributionParams {
  lifetime?: number | string;
  session?: number | string;
  base64?: boolean | string;
  allowTracking?: boolean | string;
  prefix?: string;
}

/** Options equivalent to WooCommerce's setup from its page params (UTC dates, as WooCommerce asks for). */
export function optionsFromWooParams(params: WooAttributionParams): OrderAttributionOptions {
  return {
    lifetime: params.lifetime,
    sessionLength: params.session,
    base64: wooFlag(params.base64),
    allowTracking: params.allowTracking === undefined ? DEFAULT_ALLOW_TRACKING : wooFlag(params.allowTracking),
    timezoneOffset: 0,
  };
}

/** This store's configuration (spec §9): lifetime 1.0e-5 months, 30-minute sessions, base64 off, tracking allowed, UTC dates. */
export const STORE_ATTRIBUTION_OPTIONS: Readonly<OrderAttributionOptions> = /* @__PURE__ */ Object.freeze({
  lifetime: STORE_LIFETIME_MONTHS,
  sessionLength: DEFAULT_SESSION_MINUTES,
  base64: false,
  allowTracking: DEFAULT_ALLOW_TRACKING,
  timezoneOffset: 0,
});
