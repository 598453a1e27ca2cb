import { on } from '@storefront/runtime';
import { announce } from '@storefront/runtime/ui';
// The constants entry: the package's main one also carries a React component, which would pull preact in.
import { LISTING_UPDATED, RESULT_COUNT_REFRESH_MS } from '@storefront/listing/constants';

/** The count's text as a screen reader should hear it (visible text plus its screen-reader part). */
export const countText = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Refreshes the result count (`host`) in an assistive live region (spec §2, §9: 2 s after the listing changes, by a
 * filter, an append or history, and 2 s after the page starts, as WooCommerce's script does on every listing load). The count element itself is updated in place by the filter and infinite scroll;
 * this island speaks it once things have settled. A newer change restarts the wait. Returns the release.
 */
export function bindListingCount(host: HTMLElement): () => void {
  let cancel = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    clearTimeout(timer);
    cancel();
    timer = setTimeout(() => {
      const text = host.isConnected ? countText(host) : '';
      if (text) cancel = announce(text);
    }, RESULT_COUNT_REFRESH_MS);
  };
  // A new page is a change too: sorting and paging reload the listing, so its count is spoken once it starts.
  refresh();
  const off = on(LISTING_UPDATED, refresh);
  return () => {
    off();
    clearTimeout(timer);
    cancel();
  };
}
