import type { IslandDefinition } from '@storefront/runtime';

/**
 * Grid/list view toggle: the WooCommerce Grid/List toggle plugin's `nav.gridlist-toggle` (`a#grid`, `a#list`).
 * Mounted at load: its links are `href="#"` and do nothing useful without it.
 */
export const listingViewIsland: IslandDefinition = {
  name: 'listing-view',
  selectors: ['nav.gridlist-toggle'],
  hydrate: 'load',
  load: () => import('./mount'),
};
