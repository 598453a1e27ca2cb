import type { IslandDefinition } from '@storefront/runtime';

/**
 * The product tabs, `div.woocommerce-tabs` (single-product/tabs/tabs.php). Mounted at load: the page may have
 * to open on the Reviews tab.
 */
export const productTabsIsland: IslandDefinition = {
  name: 'product-tabs',
  selectors: ['div.woocommerce-tabs'],
  hydrate: 'load',
  load: () => import('./mount'),
};
