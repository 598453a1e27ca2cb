import type { IslandDefinition } from '@storefront/runtime';

/**
 * Sort order: WooCommerce's `form.woocommerce-ordering`. Mounted when visible, not on interaction: a
 * keyboard or pointer change can come before a lazily loaded bundle would be ready, and it must not be lost.
 */
export const listingOrderingIsland: IslandDefinition = {
  name: 'listing-ordering',
  selectors: ['form.woocommerce-ordering'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
