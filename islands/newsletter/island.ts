import type { IslandDefinition } from '@storefront/runtime';

/**
 * Inline MailPoet forms (`div.mailpoet_form_shortcode` / `_widget` / `_others`) and the manage-subscription form.
 * Often in every page's footer, so it waits for the visitor to reach for the form: the markup works as a plain
 * form meanwhile.
 */
export const newsletterIsland: IslandDefinition = {
  name: 'newsletter',
  selectors: [
    'div.mailpoet_form_shortcode',
    'div.mailpoet_form_widget',
    'div.mailpoet_form_others',
    'form.mailpoet-manage-subscription',
  ],
  hydrate: 'interaction',
  load: () => import('./mount'),
};
