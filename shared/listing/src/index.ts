/**
 * `@storefront/listing`: helpers shared by the listing islands (product listings, blog and portfolio
 * grids): fetch a listing page as a Document, swap or update regions, append items once, staggered fade-in,
 * FLIP relayout, CSS-grid masonry, infinite scroll and filter controllers, their status line and error box (plain
 * DOM), history entries, result count.
 */
export * from './constants';
export { fetchPage } from './fetch-page';
export { adopt, insertAfter, replaceRegion, updateInPlace } from './regions';
export { appendItems, itemKey } from './append';
export { entryAnimationsAllowed, fadeInPlan, isMobileDevice, motionAllowed, relayout, staggerFadeIn } from './motion';
export { applyGridLayout, layoutMasonry, type GridLayout } from './masonry';
export { mergedCountText, mergeResultCount } from './result-count';
export { HISTORY_FLAG, isListingEntry, pushListingUrl, replaceListingUrl } from './history';
export { createInfiniteScroll, type InfiniteScroll, type InfiniteScrollOptions, type InfiniteState } from './infinite';
export { statusLine, statusText, type StatusTexts } from './status-line';
export {
  createListingFilter,
  filterErrorBox,
  type FilterState,
  type ListingFilter,
  type ListingFilterOptions,
} from './filter';
