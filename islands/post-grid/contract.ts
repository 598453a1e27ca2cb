import type { GridLayout } from '@storefront/listing';

/** Props read from `div.post-listing`'s data attributes. */
export interface PostGridProps {
  /** `data-layout`: 'masonry' (default) or 'fitRows'. */
  layout: GridLayout;
  /** `data-item-label`: what the items are called in status texts ('posts', 'projects'). */
  itemLabel: string;
}

/** Parts of a blog or portfolio listing (the reference shop's markup; WordPress's pagination). */
export const PARTS = {
  grid: '.post-grid',
  item: '.post-grid-item',
  filter: 'nav.post-filters',
  pagination: 'nav.pagination',
  heading: '.page-title',
  listing: '.post-listing',
} as const;

/**
 * Marks the island sets for the theme's first-page fade-in (see `markFirstPage`): on the listing, that the
 * island is live; on each item present when it mounted, that it is a first-page item.
 */
export const FADE_MARKS = {
  live: 'data-fade-live',
  firstPage: 'data-first-page',
} as const;
