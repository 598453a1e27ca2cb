import type { IslandDefinition } from '@storefront/runtime';

/**
 * The consent banner on Jetpack's `div#eu-cookie-law`. Its server markup works alone (the form posts the choice to
 * the shop), so it hydrates on interaction and costs a page nothing until the shopper reaches for it; banners that
 * hide on scroll or time carry `data-hydrate="idle"`.
 */
export const consentBannerIsland: IslandDefinition = {
  name: 'consent-banner',
  selectors: ['#eu-cookie-law'],
  hydrate: 'interaction',
  load: () => import('./mount'),
};
