import type { IslandDefinition } from '@storefront/runtime';

/**
 * The card payment box: `fieldset.wc-upe-form` inside the card gateway's `.payment_box` (checkout, order-pay,
 * add-payment-method). Mounted when the browser is idle; the provider's code is loaded only once the card
 * method is chosen (or a payment hash needs it).
 */
export const paymentBoxIsland: IslandDefinition = {
  name: 'payment-box',
  selectors: ['fieldset.wc-upe-form'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
