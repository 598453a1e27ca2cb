import type { IslandDefinition } from '@storefront/runtime';

/**
 * Add-to-basket buttons: WooCommerce's loop button `a.add_to_cart_button.ajax_add_to_cart` (or any element with
 * `data-island="add-to-cart"`). Mounted when visible, so long listings and appended pages stay cheap.
 */
export const addToCartIsland: IslandDefinition = {
  name: 'add-to-cart',
  selectors: ['.add_to_cart_button.ajax_add_to_cart'],
  hydrate: 'interaction',
  holdInput: true,
  load: () => import('./mount'),
};
