import type { IslandDefinition } from '@storefront/runtime';

/**
 * Bootstrap 3's `data-spy="affix"` (`data-offset-top` / `data-offset-bottom`) and `data-spy="scroll"`
 * (`data-target`, `data-offset`). Both must act before any interaction, so unlike the other data-API widgets they
 * mount when the browser is idle; a page without `[data-spy]` never loads this bundle.
 */
export const scrollSpyIsland: IslandDefinition = {
  name: 'scroll-spy',
  selectors: ['[data-spy]'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
