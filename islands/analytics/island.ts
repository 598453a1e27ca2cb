import type { IslandDefinition } from '@storefront/runtime';

/**
 * Shop analytics. The page's analytics data script waits with `data-consent-island="analytics"` and becomes island
 * markup (`data-island="analytics"`) only once statistics or marketing consent is granted (printed so by the shop
 * when the choice is known, or re-inserted by the consent state on a later grant): before consent nothing of
 * analytics is loaded.
 */
export const analyticsIsland: IslandDefinition = {
  name: 'analytics',
  hydrate: 'idle',
  load: () => import('./mount'),
};
