import type { IslandDefinition } from '@storefront/runtime';

/**
 * Bootstrap 3's data API (`data-toggle="collapse|tab|tooltip|popover|modal|dropdown"`), which themes print: each
 * trigger hydrates on the first pointer, focus or key event on it. `data-toggle="buttons"` groups of Isotope-style
 * `data-filter` / `data-sort-by` buttons filter and sort the grid their `data-target` names (a lazy chunk).
 */
export const widgetsIsland: IslandDefinition = {
  name: 'widgets',
  selectors: ['[data-toggle]'],
  hydrate: 'interaction',
  load: () => import('./mount'),
};
