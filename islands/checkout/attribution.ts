/**
 * Order attribution in the checkout (spec §3/§4 "Order attribution"): fills the form's `wc_order_attribution_*`
 * hidden inputs (stamped into `<wc-order-attribution-inputs>` when the template left it empty) from the page's
 * attribution. The page view itself is recorded by the order-attribution island (every page, at idle); both go
 * through `startOrderAttribution`, which runs the tracker once per page, so whichever comes first counts the
 * view and the other reuses it. The tracker is a lazy chunk here, loaded with the interactive part of the
 * checkout and awaited before each submit.
 */
type StartPage = typeof import('@storefront/attribution/page').startPageAttribution;
let loading: Promise<StartPage | undefined> | undefined;

// Destructured so the bundler keeps only what is used of the package (it ships on every page).
async function importStart(): Promise<StartPage> {
  const { startPageAttribution } = await import('@storefront/attribution/page');
  return startPageAttribution;
}

const load = (): Promise<StartPage | undefined> =>
  (loading ??= importStart().catch((error: unknown) => {
    console.error('[storefront] order attribution', error);
    loading = undefined; // a later submit may try again
    return undefined;
  }));

/**
 * Starts attribution for `form` when the shop printed `wc_order_attribution` (the tracker loads now). Returns the
 * filler to await before posting; it resolves even when the tracker failed (the inputs then stay empty).
 */
export function startCheckoutAttribution(form: HTMLFormElement): () => Promise<void> {
  if (!window.wc_order_attribution) return () => Promise.resolve();
  const fill = async () => {
    const start = await load();
    try {
      // Once per page: the first call records the page view, later ones (and the other island's) reuse it.
      const page = start?.();
      await page?.attribution.settled(); // a landing's page view may wait for the traffic rules
      page?.fill(form);
    } catch (error) {
      console.error('[storefront] order attribution', error); // the order goes without it rather than not at all
    }
  };
  void fill();
  return fill;
}
