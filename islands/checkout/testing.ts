/**
 * `@storefront/island-checkout/testing`: what tests outside this island (the islands' lifecycle suite) need from it.
 * Test-only; not part of the bundle.
 */

/**
 * Loads the checkout's lazy chunks (the interactive form, the field checks it waits for) ahead, so a test under fake
 * timers never waits on them.
 */
export const preloadLazyChunks = (): Promise<unknown> =>
  Promise.all([import('./interactive'), import('@storefront/validation/checkout-dom')]);
