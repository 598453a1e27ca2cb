import type { IslandDefinition } from '@storefront/runtime';

/**
 * The wishlist (Wishlist for WooCommerce's markup): heart toggles, 'remove all', the share list and the cached-page
 * wishlist block. Mounted on the first pointer, focus or key event, so pages with hearts load nothing more at first
 * paint; pages without any of this markup never load it.
 */
export const wishlistIsland: IslandDefinition = {
  name: 'wishlist',
  selectors: [
    '.alg-wc-wl-btn[data-action="alg-wc-wl-toggle"]',
    '.alg-wc-wl-remove-all',
    '.alg-wc-wl-social',
    '.alg-wc-wl-view-table-container',
  ],
  hydrate: 'interaction',
  holdInput: true,
  load: () => import('./mount'),
};
