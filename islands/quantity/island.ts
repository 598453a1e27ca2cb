import type { IslandDefinition } from '@storefront/runtime';

/**
 * Quantity inputs: WooCommerce's `div.quantity` (product pages, the variation form, the basket). Mounted at
 * load: a value below the minimum is raised as the page starts.
 */
export const quantityIsland: IslandDefinition = {
  name: 'quantity',
  selectors: ['div.quantity'],
  hydrate: 'load',
  load: () => import('./mount'),
};
