import { startPageAttribution } from '@storefront/attribution/page';

/**
 * Fills the page's `<wc-order-attribution-inputs>` / `wc_order_attribution_*` inputs from this page's attribution
 * and keeps them current when consent changes. Loaded by ./mount only on pages that have such inputs (checkout,
 * registration), so other pages never ship the filling code. Returns the unsubscribe function.
 */
export function fillPageInputs(): () => void {
  const started = startPageAttribution();
  if (!started) return () => {};
  const fill = () => started.fill(document);
  fill();
  const unsubscribe = started.attribution.subscribe(fill);
  return () => void unsubscribe();
}
