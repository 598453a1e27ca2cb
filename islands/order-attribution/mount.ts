import type { IslandModule } from '@storefront/runtime';
import { startPageTracking } from '@storefront/attribution/track';

/**
 * The order-attribution island module: no UI, so no React root. On mount it records this page view once (the
 * tracker is memoised per page, so the checkout island's own call reuses it) and installs WooCommerce's
 * `wc_order_attribution.setOrderTracking(allow)` for consent tools. Only a page with `<wc-order-attribution-inputs>`
 * / `wc_order_attribution_*` inputs loads the code that fills them (and keeps them current when consent changes).
 */
const orderAttributionIsland: IslandModule = {
  mount: () => startPageTracking(document),
};
export default orderAttributionIsland;
