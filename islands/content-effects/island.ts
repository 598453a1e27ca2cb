import type { IslandDefinition } from '@storefront/runtime';

/**
 * Content effects, mounted as each element nears the viewport: the typed headline (`[data-typed-sentence-1]`), the
 * fitted call-to-action text (`[data-fit-text]`) and entry animations (`[data-animate]`). The server's markup is the
 * finished state (first sentence, CSS-fitted size, visible section), so nothing depends on them.
 */
export const contentEffectsIsland: IslandDefinition = {
  name: 'content-effects',
  selectors: ['[data-typed-sentence-1]', '[data-fit-text]', '[data-animate]'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
