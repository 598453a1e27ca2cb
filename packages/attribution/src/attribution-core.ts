/**
 * The order attribution with its `wc_order_attribution_*` values: the state (attribution-state.ts) and the fields
 * worked out from it. The page entry (track.ts) records page views with the state alone; the inputs' filler, the
 * Store API data and the full entry add the values here.
 */
import { pageAttributionState, type AttributionEnvironment, type AttributionState } from './attribution-state';
import { attributionValues, type AttributionValues } from './fields';
import type { AfterVisit, SettingsFor, TrafficRules } from './page-view';

export { browserPage, PAGE_ATTRIBUTION_KEY, type AttributionEnvironment } from './attribution-state';

/** A running order attribution. */
export interface OrderAttribution extends AttributionState {
  /**
   * Allows or disallows tracking (consent granted / withdrawn) and applies it at once: allowed runs the
   * tracker (once per page view until disallowed again), disallowed deletes every sbjs cookie. Listeners get
   * the new values. Returns them.
   */
  setTrackingAllowed(allow: boolean): AttributionValues;
  /**
   * The current field values ('' for missing; all null when tracking is not allowed, cookies are unusable, or
   * the page view is still being recorded: see `settled`).
   */
  values(): AttributionValues;
  /**
   * The values once this page view is recorded. A landing from another site or with campaign parameters waits for
   * the traffic rules to load; every other page view (and a refused consent) is recorded at once.
   */
  settled(): Promise<AttributionValues>;
  /** Calls `listener` with the values after every change; returns the unsubscribe function. */
  subscribe(listener: (values: AttributionValues) => void): () => void;
}

/**
 * `state` with its field values: the same object, given them once (the page's one attribution is shared by every
 * island and bundle, so an instance that has them already is returned as it is).
 */
export function withValues(state: AttributionState): OrderAttribution {
  const values = () => attributionValues(state.data(), state.trackingAllowed);
  const given: Omit<OrderAttribution, keyof AttributionState> = {
    setTrackingAllowed(allow) {
      state.allow(allow);
      return values();
    },
    values,
    settled: () => state.recorded().then(values),
    subscribe: (listener) => state.onChange(() => listener(values())),
  };
  return 'values' in state ? (state as OrderAttribution) : Object.assign(state, given);
}

/**
 * This page's attribution (see `pageAttributionState`: one per page with the document's cookies, an independent
 * one with an injected jar), with its field values.
 */
export function pageAttribution(
  settingsFor: SettingsFor,
  env: AttributionEnvironment,
  rules: TrafficRules,
  afterVisit?: AfterVisit,
): OrderAttribution {
  return withValues(pageAttributionState(settingsFor, env, rules, afterVisit));
}
