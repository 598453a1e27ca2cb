import type { IslandDefinition } from '@storefront/runtime';

/**
 * Bootstrap 3's data API (`data-toggle="collapse|tab|tooltip|popover|modal|dropdown"`), which themes print: each
 * trigger hydrates on the first pointer, focus or key event on it.
 */
export const widgetsIsland: IslandDefinition = {
  name: 'widgets',
  selectors: ['[data-toggle]'],
  hydrate: 'interaction',
  load: () => import('./mount'),
};
