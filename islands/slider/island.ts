import type { IslandDefinition } from '@storefront/runtime';

/**
 * Sliders and carousels (`[data-slider-type]`): keen-slider (shared with the gallery) loads when one comes near the
 * viewport; the server's markup shows the first slides with the final geometry until then. Sliders appended later
 * (infinite scroll) initialise as they arrive.
 */
export const sliderIsland: IslandDefinition = {
  name: 'slider',
  selectors: ['[data-slider-type]'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
