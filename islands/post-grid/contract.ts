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
