import type { IslandDefinition } from '@storefront/runtime';

/**
 * Category filter of product listings: the product categories widget (`nav.widget_product_categories`).
 * Mounted at load so back/forward between filtered listings is handled from the start.
 */
export const listingFilterIsland: IslandDefinition = {
  name: 'listing-filter',
  selectors: ['nav.widget_product_categories'],
  hydrate: 'load',
  load: () => import('./mount'),
};
