/**
 * The page's `wc_order_attribution` global (WooCommerce prints it on every page, in
 * `<script id="wc-order-attribution-js-extra">`): reading it, starting the page's attribution from it, and the
 * `setOrderTracking(allow)` hook consent tools call on it.
 */
import { applyAttributionInputs } from './checkout-inputs';
import { withValues, type OrderAttribution } from './attribution-core';
import { pageAttributionConfig, pageFieldPrefix, trackPage } from './track';

export { pageAttributionConfig, type WooAttributionGlobal } from './track';

/**
 * Starts this page's attribution from the global (once per page: see `trackPage`, `startOrderAttribution`) and returns it
 * with a filler that writes its values into every `wc_order_attribution_*` input container under `root`.
 * Undefined when the page has no `wc_order_attribution`.
 */
export function startPageAttribution(
  config = pageAttributionConfig(),
): { attribution: OrderAttribution; fill(root: ParentNode): void } | undefined {
  const state = trackPage(config);
  if (!config || !state) return undefined;
  const attribution = withValues(state);
  const prefix = pageFieldPrefix(config.params);
  return { attribution, fill: (root) => applyAttributionInputs(root, attribution.values(), prefix) };
}
