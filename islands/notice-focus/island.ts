import type { IslandDefinition } from '@storefront/runtime';

/**
 * Alert notices anywhere on a page (WooCommerce's `.woocommerce-message` / `.woocommerce-error` with
 * `role="alert"`), including those the server prints at load (an add-to-basket error sends the shopper to the
 * product page with one): each gets focus 500 ms later, once. Only pages with one load its few bytes.
 */
export const noticeFocusIsland: IslandDefinition = {
  name: 'notice-focus',
  selectors: ['.woocommerce-message[role=alert]', '.woocommerce-error[role=alert]'],
  load: () => import('./mount'),
};
