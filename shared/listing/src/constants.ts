/** Timings, thresholds and texts of listings (spec §9 "Shop" and "Theme page behaviour"). */

/** Infinite scroll starts this far (px) before the end of the list. */
export const INFINITE_SCROLL_OFFSET_PX = 400;
/** Appended items fade in one after another: this long between starts (ms)… */
export const FADE_STAGGER_MS = 150;
/** …each fade lasting this long (ms). */
export const FADE_DURATION_MS = 350;
/** The grid is laid out again over this long after filtering (ms). */
export const LAYOUT_TRANSITION_MS = 800;
/** The grid/list toggle transition (ms). */
export const VIEW_TOGGLE_TRANSITION_MS = 400;
/** The listing-changed event and the result count's delay: a module of their own (see updated.ts). */
export { LISTING_UPDATED, RESULT_COUNT_REFRESH_MS } from './updated';
/** Resize handling is debounced by this much (ms): the runtime's one value, re-exported. */
export { RESIZE_DEBOUNCE_MS } from '@storefront/runtime/timing';
/** Entry animations run only on viewports wider than this (px), and not on mobile devices. */
export const ENTRY_ANIMATION_MIN_WIDTH = 790;

/** Detail of {@link LISTING_UPDATED}. */
export interface ListingUpdatedDetail {
  /** What changed it. */
  source: 'filter' | 'append' | 'history';
  /** The list element now on the page (`ul.products`, a post grid), when there is one. */
  list?: Element | null;
  /** Items that were added (appends only). */
  items?: Element[];
}

/** Texts shown by the listing islands. */
export const LISTING_TEXT = {
  loading: 'Loading more products…',
  loadingPosts: 'Loading more items…',
  end: 'No more products',
  endPosts: 'No more items',
  pageFailed: 'The next page could not be loaded.',
  filterFailed: 'This selection could not be loaded.',
  retry: 'Retry',
} as const;
