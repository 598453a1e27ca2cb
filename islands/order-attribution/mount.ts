import type { IslandModule } from '@storefront/runtime';
import { pageAttributionConfig, startPageAttribution } from '@storefront/attribution/page';

/**
 * The order-attribution island module: no UI, so no React root. On mount it records this page view once (the
 * tracker is memoised per page, so the checkout island's own call reuses it), fills any
 * `<wc-order-attribution-inputs>` / `wc_order_attribution_*` inputs on the page, keeps them current when consent
 * changes, and installs WooCommerce's `wc_order_attribution.setOrderTracking(allow)` for consent tools.
 */
const orderAttributionIsland: IslandModule = {
  mount() {
    const config = pageAttributionConfig();
    const started = startPageAttribution(config);
    if (!config || !started) return;
    const fill = () => started.fill(document);
    fill();
    const unsubscribe = started.attribution.subscribe(fill);
    config.setOrderTracking = (allow) => {
      // As WooCommerce's script does: the params follow the switch, then it applies at once.
      if (config.params) config.params.allowTracking = Boolean(allow);
      started.attribution.setTrackingAllowed(Boolean(allow));
    };
    return unsubscribe;
  },
};
export default orderAttributionIsland;
