import type { IslandDefinition } from '@storefront/runtime';

/**
 * Sort order: WooCommerce's `form.woocommerce-ordering`. Mounted on the first pointer, focus or key in the form (a
 * shop page that nobody sorts loads none of it); a change made before its bundle is in is held by the runtime and
 * played again once it has mounted (`holdInput`), so no choice is lost.
 */
export const listingOrderingIsland: IslandDefinition = {
  name: 'listing-ordering',
  selectors: ['form.woocommerce-ordering'],
  hydrate: 'interaction',
  holdInput: true,
  load: () => import('./mount'),
};
