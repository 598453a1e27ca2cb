import type { IslandDefinition } from '@storefront/runtime';

/**
 * The basket page: WooCommerce's classic `form.woocommerce-cart-form` (its totals, coupon form and shipping
 * calculator live beside it and are handled from here). Mounted at once: the shopper is on this page to change it.
 */
export const basketPageIsland: IslandDefinition = {
  name: 'basket-page',
  selectors: ['form.woocommerce-cart-form'],
  hydrate: 'load',
  load: () => import('./mount'),
};
