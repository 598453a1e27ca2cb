import type { IslandDefinition } from '@storefront/runtime';

/**
 * The mini-basket: WooCommerce's `div.widget_shopping_cart_content` (or `data-island="mini-basket"`). The
 * element is swapped whole by basket fragments; the runtime then mounts the island on the new one.
 */
export const miniBasketIsland: IslandDefinition = {
  name: 'mini-basket',
  selectors: ['.widget_shopping_cart_content'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
