/**
 * The order-attribution controller over resolved settings: runs the tracker when tracking is allowed, deletes
 * every sbjs cookie when it is not, and keeps the parsed cookies. Consent changes apply at once. What the
 * `wc_order_attribution_*` fields hold is worked out in attribution-core.ts, loaded only where inputs or Store API
 * data need it; the page entry (track.ts) records the view with this alone.
 */
import { documentCookieJar, type CookieJar } from './cookie-jar';
import {
  recordPageView,
  removeSbjsCookies,
  rulesFor,
  type AfterVisit,
  type SettingsFor,
  type TrafficRules,
} from './page-view';
import type { DetectSource } from './traffic-need';
import type { PageContext, SbjsData } from './types';

/** The environment of an attribution (all injectable). */
export interface AttributionEnvironment {
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

/** A running order attribution's state (attribution-core.ts adds the field values: `OrderAttribution`). */
export interface AttributionState {
  /** Whether tracking is currently allowed. */
  readonly trackingAllowed: boolean;
  /**
   * Allows or disallows tracking (consent granted / withdrawn) and applies it at once: allowed runs the
   * tracker (once per page view until disallowed again), disallowed deletes every sbjs cookie. Listeners are told.
   */
  allow(allow: boolean): void;
  /**
   * Resolves once this page view is recorded. A landing from another site or with campaign parameters waits for
   * the traffic rules to load; every other page view (and a refused consent) is recorded at once.
   */
  recorded(): Promise<void>;
  /** The parsed sbjs cookies of this page view, or null when not tracking (or while it is still being recorded). */
  data(): SbjsData | null;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

/** The page as the browser reports it ('' outside a browser). */
export function browserPage(): PageContext {
  const { location, document, navigator } = globalThis as Partial<typeof globalThis>;
  return { href: location?.href ?? '', referrer: document?.referrer ?? '', userAgent: navigator?.userAgent ?? '' };
}

/**
 * The global slot (`Symbol.for('storefront.order-attribution')`) holding this page's attribution. A symbol from
 * the global registry, so separately loaded copies of this package (two islands' bundles, two runtimes) share it.
 * Tests that need a fresh page view delete it.
 */
export const PAGE_ATTRIBUTION_KEY: unique symbol = Symbol.for('storefront.order-attribution');

/**
 * This page's attribution state: with the document's cookies (no `env.cookies`) the first call creates it and keeps
 * it on `globalThis[PAGE_ATTRIBUTION_KEY]`, later calls (any island, any bundle) get that same instance and their
 * settings are ignored; with an injected jar each call creates an independent one. `rules` are the traffic-source
 * rules (see `TrafficRules`); `afterVisit` is an extra step of each recorded view (the full entry's promo code).
 */
export function pageAttributionState(
  settingsFor: SettingsFor,
  env: AttributionEnvironment,
  rules: TrafficRules,
  afterVisit?: AfterVisit,
): AttributionState {
  if (env.cookies) return createAttribution(settingsFor, env, rules, afterVisit);
  const slot = globalThis as { [PAGE_ATTRIBUTION_KEY]?: AttributionState };
  return (slot[PAGE_ATTRIBUTION_KEY] ??= createAttribution(settingsFor, env, rules, afterVisit));
}

function createAttribution(
  settingsFor: SettingsFor,
  env: AttributionEnvironment,
  rules: TrafficRules,
  afterVisit?: AfterVisit,
): AttributionState {
  const { allowTracking = true, cookies, now = Date.now, page = browserPage, random } = env;
  const jar = cookies ?? documentCookieJar();
  const listeners = new Set<() => void>();
  let allowed = false;
  let snapshot: SbjsData | null = null;
  // The recording waiting for the rules, and the consent change it belongs to (a later change voids it).
  let pending: Promise<void> | null = null;
  let generation = 0;

  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        console.error('[attribution] listener failed', error); // one bad listener must not stop the others
      }
    }
  };

  const record = (view: PageContext, detect: DetectSource): void => {
    try {
      snapshot = recordPageView(settingsFor, { cookies: jar, now, page: view, random }, detect, afterVisit);
    } catch {
      // Cookies unusable (blocked, sandboxed): like WooCommerce without sourcebuster, every field is null.
      snapshot = null;
    }
  };

  const apply = (allow: boolean): void => {
    allowed = allow;
    if (!allow) {
      generation++;
      snapshot = null;
      pending = null;
      try {
        removeSbjsCookies(settingsFor, { cookies: jar, now, page: page() });
      } catch {
        // Unusable cookies hold nothing to remove.
      }
    } else if (!snapshot && !pending) {
      // Once per page view: a second "allowed" must not count another page (nor start a second recording).
      const view = page();
      const detect = rulesFor(rules, settingsFor, view);
      if (typeof detect === 'function') record(view, detect);
      else {
        // A recording that waits for the rules: a withdrawal meanwhile (a new generation) voids it.
        const run = generation;
        pending = detect.then(
          (loaded) => {
            if (run !== generation) return;
            pending = null;
            record(view, loaded);
            notify();
          },
          (error: unknown) => {
            if (run === generation) pending = null;
            console.error('[attribution] the traffic rules failed to load', error); // the fields stay null
          },
        );
      }
    }
    notify();
  };

  apply(allowTracking);

  return {
    get trackingAllowed() {
      return allowed;
    },
    allow: apply,
    recorded: () => pending ?? Promise.resolve(),
    data: () => (allowed ? snapshot : null),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
