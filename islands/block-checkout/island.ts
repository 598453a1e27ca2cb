import type { IslandDefinition } from '@storefront/runtime';

/**
 * The block checkout: WooCommerce's Checkout block wrapper (`div.wp-block-woocommerce-checkout`, printed empty and
 * loading) or any `[data-island="block-checkout"]`. The form is rendered by the island over the Store API, so it
 * mounts on load.
 */
export const blockCheckoutIsland: IslandDefinition = {
  name: 'block-checkout',
  selectors: ['.wp-block-woocommerce-checkout', '[data-island="block-checkout"]'],
  load: () => import('./mount'),
};
