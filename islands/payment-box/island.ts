import type { IslandDefinition } from '@storefront/runtime';

/**
 * The card payment box: `fieldset.wc-upe-form` inside the card gateway's `.payment_box` (checkout, order-pay,
 * add-payment-method). Mounted when the browser is idle; the provider's code is loaded only for the chosen card
 * method once the shopper reaches for the page, or for a submit or a payment hash.
 */
export const paymentBoxIsland: IslandDefinition = {
  name: 'payment-box',
  selectors: ['fieldset.wc-upe-form'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
