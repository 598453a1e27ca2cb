/**
 * The listing-changed event and the result count's refresh delay: all the result count needs of the listing's
 * constants (constants.ts re-exports them), so a page whose only listing island is the count loads nothing else.
 */

/** The result count is refreshed in a live region this long after the listing changes (ms). */
export const RESULT_COUNT_REFRESH_MS = 2000;

/**
 * Bubbling DOM event (on `document.body`) sent after a listing changed: a filter swapped it, an infinite
 * scroll appended to it, or history restored it. The result-count, view-toggle and layout code listen to it.
 */
export const LISTING_UPDATED = 'storefront_listing_updated';
