/**
 * The product-tabs island's contract (spec §2 "Tabs", §9 "Theme page behaviour"): WooCommerce's
 * `div.woocommerce-tabs` with `ul.wc-tabs > li > a[href="#tab-{key}"]` and `div#tab-{key}.wc-tab` panels.
 */

/** The tab list inside the wrapper. */
export const TABLIST_SELECTOR = 'ul.wc-tabs, ul.tabs';
/** Links to the reviews that open the Reviews tab (WooCommerce's rating link, or any link to #reviews). */
export const REVIEW_LINK_SELECTOR = 'a.woocommerce-review-link, a[href="#reviews"], a[href="#tab-reviews"]';
/** Scroll offset without a sticky header (spec §9); with one, the header's height is added. */
export const TAB_SCROLL_OFFSET = 100;
/** The header whose height counts when it is sticky. */
export const HEADER_SELECTOR = '#masthead, .site-header';

/** What the island reads from its markup. */
export interface ProductTabsProps {
  /** Scroll the clicked tab into view (the site's setting: `data-scroll-on-click="yes"` on the wrapper). */
  scrollOnClick: boolean;
}

/**
 * The tab key to open first for a location (spec §2): Reviews when the hash contains 'comment-', equals
 * #reviews or #tab-reviews, or the URL has 'comment-page-' or 'cpage='; Additional information for
 * #tab-additional_information; otherwise null (the first tab).
 */
export function initialTabKey(href: string, hash: string): string | null {
  if (
    hash.includes('comment-') ||
    hash === '#reviews' ||
    hash === '#tab-reviews' ||
    href.includes('comment-page-') ||
    href.includes('cpage=')
  ) {
    return 'reviews';
  }
  if (hash === '#tab-additional_information') return 'additional_information';
  return null;
}

/** Which way a key moves along the tab list: +1, -1, 'first', 'last', or null for other keys. */
export function keyMove(key: string, vertical: boolean, rtl: boolean): 1 | -1 | 'first' | 'last' | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (vertical) return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : null;
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return null;
}
