import type { IslandDefinition } from '@storefront/runtime';

/** The site's and the shop's registration forms (they carry an invisible captcha when one is configured). */
export const registerCaptchaIsland: IslandDefinition = {
  name: 'register-captcha',
  selectors: ['form#registerform', 'form.woocommerce-form-register'],
  hydrate: 'idle',
  load: () => import('./mount'),
};
