import type { IslandDefinition } from '@storefront/runtime';

/**
 * Infinite scroll of product listings, on WooCommerce's `nav.woocommerce-pagination` (its `a.next` link is
 * what gets loaded). Mounted when idle: loading starts only once the shopper nears the end anyway.
 */
export const listingInfiniteIsland: IslandDefinition = {
  name: 'listing-infinite',
  selectors: ['nav.woocommerce-pagination'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
