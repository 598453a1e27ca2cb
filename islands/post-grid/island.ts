import type { IslandDefinition } from '@storefront/runtime';

/**
 * Blog and portfolio listings (`div.post-listing`, or `data-island="post-grid"`): masonry or fit-rows grid,
 * filter links, staggered fade-in and infinite scroll. Mounted at load: the layout is visible at once.
 */
export const postGridIsland: IslandDefinition = {
  name: 'post-grid',
  selectors: ['div.post-listing'],
  hydrate: 'load',
  load: () => import('./mount'),
};
