/**
 * The order-attribution controller: runs the tracker when tracking is allowed, deletes every sbjs cookie
 * when it is not, and hands out the `wc_order_attribution_*` values. Consent changes apply at once.
 */
import { DEFAULT_ALLOW_TRACKING, DEFAULT_SESSION_MINUTES, STORE_LIFETIME_MONTHS } from './constants';
import { documentCookieJar, type CookieJar } from './cookie-jar';
import { attributionValues, type AttributionValues } from './fields';
import type { TrackerOptions } from './settings';
import { removeTrackerCookies, runTracker } from './tracker';
import type { PageContext, SbjsData } from './types';

/** Options of {@link startOrderAttribution}: tracker options plus the environment (all injectable). */
export interface OrderAttributionOptions extends TrackerOptions {
  /** Whether tracking is allowed at start (default true). */
  allowTracking?: boolean;
  /** Cookie jar (default: `document.cookie`). */
  cookies?: CookieJar;
  /** Clock in epoch ms (default Date.now). */
  now?: () => number;
  /** Page URL, referrer and user agent, read on each run (default: location, document.referrer, navigator). */
  page?: () => PageContext;
  /** Random number source for the promo code (default Math.random). */
  random?: () => number;
}

/** A running order attribution. */
export interface OrderAttribution {
  /** Whether tracking is currently allowed. */
  readonly trackingAllowed: boolean;
  /**
   * Allows or disallows tracking (consent granted / withdrawn) and applies it at once: allowed runs the
   * tracker (once per page view until disallowed again), disallowed deletes every sbjs cookie. Listeners get
   * the new values. Returns them.
   */
  setTrackingAllowed(allow: boolean): AttributionValues;
  /** The current field values ('' for missing; all null when tracking is not allowed or cookies are unusable). */
  values(): AttributionValues;
  /** The parsed sbjs cookies of this page view, or null when not tracking. */
  data(): SbjsData | null;
  /** Calls `listener` with the values after every change; returns the unsubscribe function. */
  subscribe(listener: (values: AttributionValues) => void): () => void;
}

/** The page as the browser reports it ('' outside a browser). */
export function browserPage(): PageContext {
  return {
    href: typeof location === 'undefined' ? '' : location.href,
    referrer: typeof document === 'undefined' ? '' : document.referrer,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

/**
 * The global slot (`Symbol.for('storefront.order-attribution')`) holding this page's attribution. A symbol from
 * the global registry, so separately loaded copies of this package (two islands' bundles, two runtimes) share it.
 * Tests that need a fresh page view delete it.
 */
export const PAGE_ATTRIBUTION_KEY: unique symbol = Symbol.for('storefront.order-attribution');

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
  if (options.cookies) return createOrderAttribution(options);
  const slot = globalThis as { [PAGE_ATTRIBUTION_KEY]?: OrderAttribution };
  return (slot[PAGE_ATTRIBUTION_KEY] ??= createOrderAttribution(options));
}

function createOrderAttribution(options: OrderAttributionOptions): OrderAttribution {
  const {
    allowTracking = DEFAULT_ALLOW_TRACKING,
    cookies,
    now = Date.now,
    page = browserPage,
    random,
    ...tracker
  } = options;
  const jar = cookies ?? documentCookieJar();
  const listeners = new Set<(values: AttributionValues) => void>();
  let allowed = false;
  let snapshot: SbjsData | null = null;

  const values = () => attributionValues(snapshot, allowed);
  const notify = (current: AttributionValues) => {
    for (const listener of [...listeners]) {
      try {
        listener(current);
      } catch (error) {
        console.error('[attribution] listener failed', error); // one bad listener must not stop the others
      }
    }
  };

  const apply = (allow: boolean): AttributionValues => {
    allowed = allow;
    try {
      if (!allow) {
        snapshot = null;
        removeTrackerCookies(tracker, { cookies: jar, now, page: page() });
      } else if (!snapshot) {
        // Once per page view: a second "allowed" must not count another page.
        snapshot = runTracker(tracker, { cookies: jar, now, page: page(), random });
      }
    } catch {
      // Cookies unusable (blocked, sandboxed): like WooCommerce without sourcebuster, every field is null.
      snapshot = null;
    }
    const current = values();
    notify(current);
    return current;
  };

  apply(allowTracking);

  return {
    get trackingAllowed() {
      return allowed;
    },
    setTrackingAllowed: apply,
    values,
    data: () => (allowed ? snapshot : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
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
  const flag = (value: unknown) => value === true || value === 'yes' || value === '1' || value === 'true';
  return {
    lifetime: params.lifetime,
    sessionLength: params.session,
    base64: flag(params.base64),
    allowTracking: params.allowTracking === undefined ? DEFAULT_ALLOW_TRACKING : flag(params.allowTracking),
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
