/**
 * The page entry every page loads (`@storefront/attribution/track`): reads the `wc_order_attribution` global
 * WooCommerce prints in `<script id="wc-order-attribution-js-extra">` and records the page view with the settings
 * its params can set. Filling checkout inputs lives in the `./page` entry, loaded only where such inputs are.
 */
import { pageAttributionState, type AttributionState } from './attribution-state';
import { FIELD_PREFIX } from './constants';
import type { TrafficRules } from './page-view';
import type { WooAttributionParams } from './order-attribution';
import { wooFlag, wooSettings } from './woo-settings';

/** `wc_order_attribution` as the shop prints it, plus the hook WooCommerce's script adds. */
export interface WooAttributionGlobal {
  params?: WooAttributionParams;
  /** Field → `container.key` map (informational; the tracker knows it). */
  fields?: Record<string, string>;
  /** Consent switch (WooCommerce's API): allowed runs the tracker, disallowed deletes the cookies and nulls the fields. */
  setOrderTracking?: (allow: boolean) => void;
}

/** The page's `wc_order_attribution`, or undefined when the shop printed none (or not an object). */
export function pageAttributionConfig(): WooAttributionGlobal | undefined {
  const value = (globalThis as { wc_order_attribution?: unknown }).wc_order_attribution;
  return value && typeof value === 'object' ? (value as WooAttributionGlobal) : undefined;
}

/** The inputs' name prefix the params give (`wc_order_attribution_` unless a non-empty string is printed). */
export function pageFieldPrefix(params: WooAttributionParams = {}): string {
  return typeof params.prefix === 'string' && params.prefix ? params.prefix : FIELD_PREFIX;
}

/**
 * This page's attribution started from the global's params (once per page: the same instance as
 * `startOrderAttribution` / `startPageAttribution` return), or undefined when the page has no `wc_order_attribution`.
 * Its field values are not here (attribution-core.ts adds them where inputs or Store API data need them).
 */
export function trackPage(config = pageAttributionConfig()): AttributionState | undefined {
  if (!config) return undefined;
  const params = config.params ?? {};
  return pageAttributionState(
    (hostname) => wooSettings(params, hostname),
    { allowTracking: params.allowTracking === undefined || wooFlag(params.allowTracking) },
    TRAFFIC_RULES,
  );
}

/** The traffic-source rules, loaded only for a landing that can change the attribution (see traffic-need.ts). */
const TRAFFIC_RULES: TrafficRules = { load: () => import('./traffic').then((m) => m.detectSource) };

/** True when `root` holds inputs to fill: the element WooCommerce prints, or inputs named with the prefix. */
const hasInputs = (root: ParentNode, prefix: string): boolean =>
  !!root.querySelector('wc-order-attribution-inputs') ||
  [...root.querySelectorAll('input')].some((input) => input.name.startsWith(prefix));

/**
 * What WooCommerce's script does on a page, from its `wc_order_attribution` global: records the page view (see
 * `trackPage`) and installs `setOrderTracking(allow)` for consent tools. Only when `root` has
 * `<wc-order-attribution-inputs>` / prefixed inputs does it load the filling code (the `./page` entry), fill them and
 * keep them current when consent changes. Returns the cleanup (undefined when the page has no global).
 */
export function startPageTracking(root: ParentNode = document): (() => void) | undefined {
  const config = pageAttributionConfig();
  const attribution = trackPage(config);
  if (!config || !attribution) return undefined;
  config.setOrderTracking = (value) => {
    // As WooCommerce's script does: the params follow the switch, then it applies at once.
    const allow = !!value;
    if (config.params) config.params.allowTracking = allow;
    attribution.allow(allow);
  };
  let live = true;
  let stop: (() => void) | undefined;
  if (hasInputs(root, pageFieldPrefix(config.params)))
    import('./page-global')
      .then(({ startPageAttribution }) => {
        const started = live && startPageAttribution(config);
        if (!started) return;
        const fill = () => started.fill(root);
        fill();
        stop = started.attribution.subscribe(fill);
      })
      .catch((error: unknown) => console.error('[attribution] inputs', error));
  return () => {
    live = false;
    stop?.();
  };
}
