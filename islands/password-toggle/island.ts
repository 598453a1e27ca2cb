import type { IslandDefinition } from '@storefront/runtime';

/** Password fields of WooCommerce's forms (login, register, the checkout's account password), when they show. */
export const passwordToggleIsland: IslandDefinition = {
  name: 'password-toggle',
  selectors: ['.woocommerce form input[type="password"]'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
