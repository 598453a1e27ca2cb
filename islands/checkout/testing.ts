/**
 * `@storefront/island-checkout/testing`: what tests outside this island (the islands' lifecycle suite) need from it.
 * Test-only; not part of the bundle.
 */

/** Loads the checkout's lazy chunk (the interactive form) ahead, so a test under fake timers never waits on it. */
export const preloadLazyChunks = (): Promise<unknown> => import('./interactive');
