/**
 * Order attribution of express orders (spec §3 "Order attribution": checkout extension data in a Store API
 * checkout), as the classic checkout sends it in its `wc_order_attribution_*` inputs: this page's attribution
 * (the same tracker run, once per page) as `extensions['woocommerce/order-attribution']`. Loaded on Pay only, so
 * the wallet button's first bundle does not carry it.
 */
import { withAttributionExtension } from '@storefront/attribution';
import { startPageAttribution } from '@storefront/attribution/page';

/**
 * The Store API checkout's `extensions` with this page's attribution; undefined when the page has no
 * `wc_order_attribution` or the tracker failed (the order then goes without it rather than not at all).
 */
export function extensions(): Record<string, unknown> | undefined {
  try {
    const page = startPageAttribution();
    return page && withAttributionExtension({}, page.attribution.values()).extensions;
  } catch (error) {
    console.error('[storefront] order attribution', error);
    return undefined;
  }
}
