/**
 * The part of the island's contract only the display code (variation-view.ts and its parts) reads: a module of
 * its own, so the product page's first chunk (the form's state code) does not carry it.
 */

/**
 * Spec §9: the delays of the display code (variation-view.ts and its parts). Apart from contract.ts's TIMINGS so the
 * product page's first chunk does not carry them.
 */
export const DISPLAY_TIMINGS = {
  /** A found variation is displayed after this delay… */
  showDelayMs: 300,
  /** …and slides in over this long. */
  slideMs: 200,
  /** The no-matching notice slides down over this long. */
  noticeSlideMs: 200,
  /** The gallery is refreshed this long after a variation image changes (spec §9 gallery). */
  galleryRefreshMs: 20,
} as const;

/**
 * Selectors only the display code reads (product meta and gallery), apart from contract.ts's SEL so the product page's
 * first chunk does not carry them.
 */
export const DISPLAY_SEL = {
  sku: '.product_meta .sku',
  weight: '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
  dimensions:
    '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
  gallery: '.images',
  galleryImageWrap: '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder',
  galleryNavFirstImg: '.flex-control-nav li:first-child img',
} as const;
