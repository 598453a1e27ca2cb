import type { IslandDefinition } from '@storefront/runtime';

/**
 * The bulk pricing table of the Advanced Dynamic Pricing plugin: `div.wdp_bulk_table_content` with
 * `data-available-ids`. Mounted at load, so it hears the variation form's first check.
 */
export const bulkTableIsland: IslandDefinition = {
  name: 'bulk-table',
  selectors: ['div.wdp_bulk_table_content[data-available-ids]'],
  hydrate: 'load',
  load: () => import('./mount'),
};
