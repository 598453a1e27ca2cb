import type { IslandDefinition } from '@storefront/runtime';

/**
 * The checkout: WooCommerce's classic checkout form and the order-pay form. Mounted at load: the shopper may
 * start typing (and the payment boxes must be set up) at once.
 */
export const checkoutIsland: IslandDefinition = {
  name: 'checkout',
  selectors: ['form.checkout.woocommerce-checkout', 'form#order_review'],
  hydrate: 'load',
  load: () => import('./mount'),
};
