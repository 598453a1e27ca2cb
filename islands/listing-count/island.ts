import type { IslandDefinition } from '@storefront/runtime';

/** Result count: WooCommerce's `p.woocommerce-result-count`, spoken again after the listing changes. */
export const listingCountIsland: IslandDefinition = {
  name: 'listing-count',
  selectors: ['p.woocommerce-result-count'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
