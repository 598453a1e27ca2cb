import type { IslandDefinition } from '@storefront/runtime';

/**
 * Site chrome: the header (`header#masthead` / `.site-header`: shrink, search popup, dropdown menus) and the To Top
 * links (`a[href="#top"]`). It is on every page, so it never loads with the page: the header hydrates on the first
 * pointer, focus or key event inside it, and the To Top link (laid out 200 px below the first screen until then)
 * when the first scroll brings it near the viewport. CSS keeps the server markup working until then.
 */
export const siteChromeIsland: IslandDefinition = {
  name: 'site-chrome',
  // (The order is the one that gzips smallest in the loader, which every page loads.)
  selectors: ['a[href="#top"]', '.site-header', '#masthead'],
  hydrate: 'interaction',
  load: () => import('./mount'),
};
