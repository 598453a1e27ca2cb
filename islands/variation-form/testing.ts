/**
 * `@storefront/island-variation-form/testing`: what tests outside this island (the islands' lifecycle suite) need
 * from it. Test-only; not part of the bundle.
 */

/** Loads the variation form's lazy chunk (the view) ahead, so a test under fake timers never waits on it. */
export const preloadLazyChunks = (): Promise<unknown> => import('./variation-view');
