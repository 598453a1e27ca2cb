import type { IslandDefinition } from '@storefront/runtime';

/** A form field's description that WooCommerce shows as a tooltip while the field is in use. */
export const inputTooltipIsland: IslandDefinition = {
  name: 'input-tooltip',
  selectors: ['.woocommerce-input-wrapper span.description'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
