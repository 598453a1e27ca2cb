import type { IslandDefinition } from '@storefront/runtime';

/**
 * The mini-basket: WooCommerce's `div.widget_shopping_cart_content` (or `data-island="mini-basket"`). The
 * element is swapped whole by basket fragments; the runtime then mounts the island on the new one. It mounts on
 * load (the default), not when idle: its entry is thin, and a freshly swapped widget then has its island before the
 * shopper can press a remove link on it (the module is in; the mount follows the swap in microtasks), so such a
 * press never falls through to a page load.
 */
export const miniBasketIsland: IslandDefinition = {
  name: 'mini-basket',
  selectors: ['.widget_shopping_cart_content'],
  load: () => import('./mount'),
};
