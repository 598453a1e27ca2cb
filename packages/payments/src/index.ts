/**
 * `@storefront/payments`: framework-free card payment modules: the URL-hash flow parser, the message catalogue
 * and error rules, the page settings and the form options they give, the billing details, and the provider
 * loader (`@stripe/stripe-js` or the local payment double, both lazy).
 */
export * from './hash-flows';
export * from './messages';
export * from './errors';
export * from './settings';
export * from './form-options';
export * from './billing';
export * from './types';
export {
  DEFAULT_API_VERSION,
  loadPaymentProvider,
  loadProviderClient,
  ProviderLoadError,
  readProviderConfig,
  type LoadProviderOptions,
  type ProviderSettings,
} from './provider';
