import type { IslandDefinition } from '@storefront/runtime';

/**
 * Quick-view buttons in listings (`a.quick-view-button[data-product_id]`): open the product's gallery, summary
 * and form in a modal dialog. Mounted when visible, like the loop's add-to-basket buttons.
 */
export const quickViewIsland: IslandDefinition = {
  name: 'quick-view',
  selectors: ['a.quick-view-button', 'button.quick-view-button'],
  hydrate: 'visible',
  holdClicks: true,
  load: () => import('./mount'),
};
