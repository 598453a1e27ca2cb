/**
 * Order attribution for the block checkout's order: `extensions['woocommerce/order-attribution']` from the page's
 * tracker (`@storefront/attribution/extension`, shared with express checkout), loaded lazily.
 */
type Extensions = Record<string, unknown> | undefined;
let loading: Promise<typeof import('@storefront/attribution/extension') | null> | undefined;

/** Loads the attribution entry (again after a failed load); null when it could not load. */
const load = () =>
  (loading ??= import('@storefront/attribution/extension').catch((error: unknown) => {
    console.error('[storefront] order attribution', error);
    loading = undefined;
    return null;
  }));

/**
 * The checkout's extension data, read when the order is placed (the tracker's cookies may change while the form is
 * filled); undefined without `wc_order_attribution` or a tracker: the order then goes without it.
 */
export async function attributionExtensions(): Promise<Extensions> {
  if (!window.wc_order_attribution) return undefined;
  return (await load())?.checkoutExtensions();
}

/** Starts loading the tracker (at mount, so placing the order does not wait for it). */
export function preloadAttribution(): void {
  if (window.wc_order_attribution) void load();
}
