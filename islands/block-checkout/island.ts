import type { IslandDefinition } from '@storefront/runtime';

/**
 * The block checkout: WooCommerce's Checkout block wrapper (`div.wp-block-woocommerce-checkout`, printed empty and
 * loading); `[data-island="block-checkout"]` mounts it too (the runtime adds that selector for every island). The
 * form is rendered by the island over the Store API, so it mounts on load.
 */
export const blockCheckoutIsland: IslandDefinition = {
  name: 'block-checkout',
  selectors: ['.wp-block-woocommerce-checkout'],
  load: () => import('./mount'),
};
