/**
 * Order attribution of a Store API checkout (spec §3 "Order attribution": checkout extension data), as the classic
 * checkout sends it in its `wc_order_attribution_*` inputs: this page's attribution (the same tracker run, once per
 * page) as `extensions['woocommerce/order-attribution']`. Its own entry, loaded when an order is placed, so the
 * first bundle of a page does not carry the tracker; the express checkout and the block checkout share it.
 */
import { withAttributionExtension } from './store-api';
import { startPageAttribution } from './page-global';

/**
 * The Store API checkout's `extensions` with this page's attribution, once its page view is recorded; undefined
 * when the page has no `wc_order_attribution` or the tracker failed (the order then goes without it rather than
 * not at all).
 */
export async function checkoutExtensions(): Promise<Record<string, unknown> | undefined> {
  try {
    const page = startPageAttribution();
    return page && withAttributionExtension({}, await page.attribution.settled()).extensions;
  } catch (error) {
    console.error('[storefront] order attribution', error);
    return undefined;
  }
}
