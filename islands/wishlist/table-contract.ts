/**
 * Markup and timings of the wishlist page's table and its responsive layout (spec §2, §9 'Wishlist'): only the page's
 * parts (`table.ts`, `tools.ts`) use them, so they load with those parts and not with the list (`page-contract.ts`).
 */

/** The wishlist page's table; its rows go as their items are removed. */
export const TABLE_SELECTOR = '.alg-wc-wl-view-table';
/** Shown (its `hidden` removed) once the wishlist is empty. */
export const EMPTY_SELECTOR = '.alg-wc-wl-empty-wishlist';
/** Body class of the responsive layout. */
export const RESPONSIVE_CLASS = 'alg-wc-wl-responsive';

/** Responsive mode below this window width… (spec §9, 'max_width_or_max_height') */
export const RESPONSIVE_MAX_WIDTH = 768;
/** …or below this window height. */
export const RESPONSIVE_MAX_HEIGHT = 400;
/** Resize events are folded into one re-evaluation after this quiet time (ms). */
export const RESIZE_DEBOUNCE_MS = 150;
