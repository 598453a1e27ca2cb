/**
 * `@storefront/island-gallery/testing`: what tests outside this island (the islands' lifecycle suite) need from it.
 * Test-only; not part of the bundle.
 */

/** Loads the gallery's lazy chunks (enhancements, slider, zoom, lightbox) ahead, so a test under fake timers never waits on them. */
export const preloadLazyChunks = (): Promise<unknown> =>
  Promise.all([
    import('./GalleryEnhancements'),
    import('./gallery-slider'),
    import('./zoom'),
    import('./lightbox-gallery'),
  ]);
