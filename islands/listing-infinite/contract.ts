/** Props of the infinite-scroll island (none: it reads the pagination and the list). */
export type ListingInfiniteProps = Record<string, never>;

/** The list appended to (and looked up in each fetched page). */
export const LIST_SELECTOR = 'ul.products';
/** The items taken from a fetched page. */
export const ITEM_SELECTOR = 'li.product';
/** The pagination in a fetched page; the host is updated from it. */
export const NAV_SELECTOR = 'nav.woocommerce-pagination';
/** The result count, merged after each append ('Showing 1–24 of 30 results'). */
export const COUNT_SELECTOR = 'p.woocommerce-result-count';
/** The server's next-page link (spec §7 "Listings"). */
export const NEXT_SELECTOR = 'a.next.page-numbers';
