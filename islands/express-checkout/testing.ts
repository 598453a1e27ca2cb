/**
 * `@storefront/island-express-checkout/testing`: what tests outside this island (the islands' lifecycle suite and
 * props fuzz) need from it: its page fixtures and fake shop, and a preload of its lazy chunk. Test-only; not part
 * of the bundle.
 */
export * from './test-fixtures';

/** Loads the express checkout's lazy chunk (express-start) ahead, so a test under fake timers never waits on it. */
export const preloadLazyChunks = (): Promise<unknown> => Promise.all([import('./express-start'), import('./sheet')]);
