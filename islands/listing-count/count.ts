import { on } from '@storefront/runtime';
import { announce } from '@storefront/runtime/ui';
// The constants entry: the package's main one also carries a React component, which would pull preact in.
import { LISTING_UPDATED, RESULT_COUNT_REFRESH_MS } from '@storefront/listing/constants';

/** The count's text as a screen reader should hear it (visible text plus its screen-reader part). */
export const countText = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Refreshes the result count (`host`) in an assistive live region (spec §2, §9: 2 s after the listing changes, by a
 * filter, an append or history). The count element itself is updated in place by the filter and infinite scroll;
 * this island speaks it once things have settled. A newer change restarts the wait.
 *
 * WooCommerce 10 prints the count as its own live region (`role="alert"`), and its script has it spoken again 2 s
 * after every listing page starts (a sort or a page link reloads the listing): hidden from assistive technology
 * meanwhile, then its content put back. The same here, in the element itself, so no message of the page's shared
 * live region is overwritten. Returns the release (the count is left as printed).
 */
export function bindListingCount(host: HTMLElement): () => void {
  let cancel = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => host.removeAttribute('aria-hidden');
  const later = (run: () => void) => {
    clearTimeout(timer);
    cancel();
    timer = setTimeout(() => {
      show();
      run();
    }, RESULT_COUNT_REFRESH_MS);
  };
  if (host.matches('[role=alert],[aria-live]')) {
    host.setAttribute('aria-hidden', 'true');
    later(() => (host.innerHTML = host.innerHTML)); // its own markup, parsed again: a change to announce
  }
  const off = on(LISTING_UPDATED, () =>
    later(() => {
      const text = countText(host); // a count taken out of the page was unmounted: its timer is gone
      if (text) cancel = announce(text);
    }),
  );
  return () => {
    off();
    clearTimeout(timer);
    cancel();
    show();
  };
}
