import type { IslandDefinition } from '@storefront/runtime';

/**
 * Express checkout: the payment provider's wallet button in `#wc-stripe-express-checkout-element` (the container the
 * provider's plugin prints on product, basket and checkout pages). Mounted when visible; the provider's code is loaded
 * only then.
 */
export const expressCheckoutIsland: IslandDefinition = {
  name: 'express-checkout',
  selectors: ['#wc-stripe-express-checkout-element'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
