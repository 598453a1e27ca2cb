import type { IslandDefinition } from '@storefront/runtime';

/**
 * The store notice and the coming-soon footer banner: dismissable page-wide elements. Both work as printed until
 * the shopper reaches for them, so they hydrate on interaction and cost a page nothing before.
 */
export const siteNoticesIsland: IslandDefinition = {
  name: 'site-notices',
  selectors: ['p.woocommerce-store-notice', '#coming-soon-footer-banner'],
  hydrate: 'interaction',
  load: () => import('./mount'),
};
