import type { IslandModule } from '@storefront/runtime';
import { pageAttributionConfig, pageFieldPrefix, trackPage } from '@storefront/attribution/track';

/** True when `root` holds inputs to fill: the element WooCommerce prints, or inputs named with the prefix. */
const hasInputs = (root: ParentNode, prefix: string): boolean =>
  !!root.querySelector('wc-order-attribution-inputs') ||
  [...root.querySelectorAll('input')].some((input) => input.name.startsWith(prefix));

/**
 * The order-attribution island module: no UI, so no React root. On mount it records this page view once (the
 * tracker is memoised per page, so the checkout island's own call reuses it) and installs WooCommerce's
 * `wc_order_attribution.setOrderTracking(allow)` for consent tools. Only when the page has
 * `<wc-order-attribution-inputs>` / `wc_order_attribution_*` inputs does it load the code that fills them (and keeps
 * them current when consent changes), so other pages never ship it.
 */
const orderAttributionIsland: IslandModule = {
  mount() {
    const config = pageAttributionConfig();
    const attribution = trackPage(config);
    if (!config || !attribution) return;
    config.setOrderTracking = (allow) => {
      // As WooCommerce's script does: the params follow the switch, then it applies at once.
      if (config.params) config.params.allowTracking = Boolean(allow);
      attribution.setTrackingAllowed(Boolean(allow));
    };
    if (!hasInputs(document, pageFieldPrefix(config.params))) return;
    let stop: (() => void) | undefined;
    let mounted = true;
    import('./fill-inputs')
      .then(({ fillPageInputs }) => {
        if (mounted) stop = fillPageInputs();
      })
      .catch((error: unknown) => console.error('[storefront] order attribution inputs', error));
    return () => {
      mounted = false;
      stop?.();
    };
  },
};
export default orderAttributionIsland;
