import type { IslandDefinition } from '@storefront/runtime';

/**
 * MailPoet's popup, fixed-bar and slide-in forms: they open by themselves after their delay (or on exit intent),
 * so the island starts when the browser is idle.
 */
export const newsletterPopupIsland: IslandDefinition = {
  name: 'newsletter-popup',
  selectors: ['div.mailpoet_form_popup', 'div.mailpoet_form_fixed_bar', 'div.mailpoet_form_slide_in'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
