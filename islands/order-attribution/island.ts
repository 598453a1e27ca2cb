import type { IslandDefinition } from '@storefront/runtime';

/**
 * Order attribution on every page, mounted on the `wc_order_attribution` settings script WooCommerce prints
 * (`script#wc-order-attribution-js-extra`). Invisible; it waits for idle so it never competes with the page's
 * own islands.
 */
export const orderAttributionIsland: IslandDefinition = {
  name: 'order-attribution',
  selectors: ['script#wc-order-attribution-js-extra'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
