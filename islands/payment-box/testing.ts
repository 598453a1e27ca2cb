/**
 * `@storefront/island-payment-box/testing`: what tests outside this island (the islands' lifecycle suite and props
 * fuzz) need from it: its markup and scripted fake provider, the provider loader to stub, and a preload of its lazy
 * chunk. Test-only; not part of the bundle.
 */
export * from './test-fixtures';
export { providerLoader } from './flow';

/** Loads the payment box's lazy chunk (the payment flow) ahead, so a test under fake timers never waits on it. */
export const preloadLazyChunks = (): Promise<unknown> => Promise.all([import('./flow'), import('./box')]);
