import type { IslandDefinition } from '@storefront/runtime';

/**
 * Content effects, mounted as each element nears the viewport: the typed headline (`[data-typed-sentence-1]`), the
 * fitted call-to-action text (`[data-fit-text]`), entry animations (`[data-animate]`), stellar.js parallax
 * (`[data-stellar-ratio]`, `[data-stellar-background-ratio]`: a lazy chunk of its own) and Bootstrap 3's affix and
 * scrollspy (`[data-spy]`, whose code is a chunk of its own: an affixed element or a spied page matters only once
 * it is in view, so 'visible' suits it too, and it needs no extra row in the loader that every page loads). The server's markup is the
 * finished state (first sentence, CSS-fitted size, visible section), so nothing depends on them.
 */
export const contentEffectsIsland: IslandDefinition = {
  name: 'content-effects',
  // (The order is the one that gzips smallest in the loader, which every page loads.)
  selectors: [
    '[data-spy]',
    '[data-stellar-ratio]',
    '[data-typed-sentence-1]',
    '[data-stellar-background-ratio]',
    '[data-fit-text]',
    '[data-animate]',
  ],
  hydrate: 'visible',
  load: () => import('./mount'),
};
