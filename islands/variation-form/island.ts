import type { IslandDefinition } from '@storefront/runtime';

/**
 * The variable-product form: WooCommerce's `form.variations_form` (product page and quick view). Mounted at
 * load, because its first variation check runs 100 ms after the page starts.
 */
export const variationFormIsland: IslandDefinition = {
  name: 'variation-form',
  selectors: ['form.variations_form'],
  hydrate: 'load',
  load: () => import('./mount'),
};
