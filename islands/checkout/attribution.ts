/**
 * Order attribution in the checkout (spec §3/§4 "Order attribution"): runs the sourcebuster-compatible tracker
 * with the shop's `wc_order_attribution.params` and fills the form's `wc_order_attribution_*` hidden inputs
 * (stamped into `<wc-order-attribution-inputs>` when the template left it empty). The tracker is its own lazy
 * chunk, started with the interactive part of the checkout (first interaction) and awaited before each submit.
 */
import type { OrderAttribution } from '@storefront/attribution';

type AttributionModule = typeof import('@storefront/attribution');
let loading: Promise<[AttributionModule, OrderAttribution] | undefined> | undefined;

function load(params: Record<string, unknown>): Promise<[AttributionModule, OrderAttribution] | undefined> {
  return (loading ??= import('@storefront/attribution')
    .then((m): [AttributionModule, OrderAttribution] => [m, m.startOrderAttribution(m.optionsFromWooParams(params))])
    .catch((error: unknown) => {
      console.error('[storefront] order attribution', error);
      loading = undefined; // a later submit may try again
      return undefined;
    }));
}

/**
 * Starts attribution for `form` when the shop printed `wc_order_attribution` (the tracker loads now). Returns the
 * filler to await before posting; it resolves even when the tracker failed (the inputs then stay empty).
 */
export function startCheckoutAttribution(form: HTMLFormElement): () => Promise<void> {
  const config = window.wc_order_attribution;
  if (!config) return () => Promise.resolve();
  const params = (config.params ?? {}) as Record<string, unknown>;
  const fill = async () => {
    const loaded = await load(params);
    if (loaded) loaded[0].applyAttributionInputs(form, loaded[1].values());
  };
  void fill();
  return fill;
}
