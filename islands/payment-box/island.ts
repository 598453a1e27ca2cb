import type { IslandDefinition } from '@storefront/runtime';

/**
 * The card payment box: `fieldset.wc-upe-form` inside the card gateway's `.payment_box` (checkout, order-pay,
 * add-payment-method). Mounted when the browser is idle as a watcher (`watch.ts`): the box's own code loads at the
 * shopper's first reach for the page, a method choice, a payment hash or a place-order (or at once where the page
 * needs it at load), and the provider's code for the chosen card method once the shopper reached for the page.
 */
export const paymentBoxIsland: IslandDefinition = {
  name: 'payment-box',
  selectors: ['fieldset.wc-upe-form'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
