import { on } from '@storefront/runtime';
// The event and delay alone: the package's main entry and its constants would pull the listing's shared chunk in.
import { LISTING_UPDATED, RESULT_COUNT_REFRESH_MS } from '@storefront/listing/updated';

/** The count's text as a screen reader should hear it (visible text plus its screen-reader part). */
export const countText = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Refreshes the result count (`host`) in an assistive live region, once per change and 2 s after it (spec §2, §9):
 * after the listing page starts sorted (a sort submits the ordering form: `?orderby=…`), and after each change in
 * place (a filter, an append, history), which other islands make and then announce with `LISTING_UPDATED`.
 *
 * WooCommerce 10 prints the count of a sorted page as its own live region (`role="alert"`), and its script has it
 * spoken again 2 s after the page starts: hidden from assistive technology meanwhile, then its content put back.
 * The same here, in the element itself, so no message of the page's shared live region is overwritten — and after
 * a change in place too: the count is hidden in the same task as the change (its own region would speak it at once,
 * and the refresh again), then put back 2 s later. A plain count is spoken in the page's shared live region.
 * Returns the release (the count is left as printed).
 */
export function bindListingCount(host: HTMLElement): () => void {
  let cancel = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => host.removeAttribute('aria-hidden');
  const refresh = () => {
    clearTimeout(timer);
    cancel();
    // Liveness is read at each change: a filter copies the fetched count's attributes (sorted or not).
    const live = host.matches('[role=alert],[aria-live]');
    if (live) host.setAttribute('aria-hidden', 'true');
    timer = setTimeout(() => {
      show();
      const text = countText(host); // a count taken out of the page was unmounted: its timer is gone
      if (live)
        host.innerHTML = host.innerHTML; // its own markup, parsed again: a change it announces itself
      else if (text) {
        // The shared UI helpers load only now (a shop page whose other islands need none stays without them).
        let cancelled = false;
        cancel = () => void (cancelled = true);
        void import('./speak').then(({ announce }) => {
          if (!cancelled) cancel = announce(text);
        });
      }
    }, RESULT_COUNT_REFRESH_MS);
  };
  if (host.matches('[role=alert],[aria-live]') || new URLSearchParams(location.search).has('orderby')) refresh();
  const off = on(LISTING_UPDATED, refresh);
  return () => {
    off();
    clearTimeout(timer);
    cancel();
    show();
  };
}
