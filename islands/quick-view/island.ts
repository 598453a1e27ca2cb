import type { IslandDefinition } from '@storefront/runtime';

/**
 * Quick-view buttons in listings (`a.quick-view-button[data-product_id]`): open the product's gallery, summary
 * and form in a modal dialog. Mounted when the shopper reaches for one (pointer, focus or touch), like the loop's
 * add-to-basket buttons: a listing page loads none of its code (nor the framework) until then, and a click
 * that comes before the code is held and replayed.
 */
export const quickViewIsland: IslandDefinition = {
  name: 'quick-view',
  selectors: ['a.quick-view-button', 'button.quick-view-button'],
  hydrate: 'interaction',
  holdInput: true,
  load: () => import('./mount'),
};
