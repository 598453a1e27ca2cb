/**
 * The gallery island's contract: the WooCommerce markup it reads, `wc_single_product_params` and the spec's
 * constants (§2 "Gallery", §3 gallery image, §8 lightbox failure, §9 "Product gallery and lightbox").
 */

/** One slide of WooCommerce's gallery (`wc_get_gallery_image_html`). */
export const SLIDE_SELECTOR = '.woocommerce-product-gallery__image';
/** The slides' wrapper, which becomes the slider's track. */
export const WRAPPER_SELECTOR = '.woocommerce-product-gallery__wrapper';
/** The variations form whose `found_variation` / `reset_data` events swap the main image. */
export const VARIATIONS_FORM_SELECTOR = 'form.variations_form';

/** Spec §2: the trigger's label when the params give none. */
export const DEFAULT_TRIGGER_TEXT = 'View full-screen image gallery';
// The lightbox's failure text (§8) and the variation refresh delay (§9) are in params.ts, with the options only the
// lazy chunks read, so the gallery's first chunk does not carry them.

/** A gallery image as the markup describes it (spec §3 "Gallery image"). */
export interface GalleryImage {
  /** Large image URL (`data-large_image`, else the link's href). */
  href: string;
  /** The shown image's `src`. */
  src: string;
  alt: string;
  /** `data-caption`, else the image's title. */
  caption: string;
  /** Thumbnail URL (`data-thumb` of the slide). */
  thumb: string;
  thumbAlt: string;
  largeWidth: number;
  largeHeight: number;
}

/** The slider options (WooCommerce's `flexslider` params, spec §9). */
export interface SliderOptions {
  enabled: boolean;
  rtl: boolean;
  /** Transition length, ms (spec: 500). */
  speed: number;
  loop: boolean;
  smoothHeight: boolean;
  /** A slider even for one image (spec: no). */
  allowOneSlide: boolean;
}

/** The lightbox options (WooCommerce's `photoswipe_options`, spec §9); glightbox has no share, history or close-on-scroll. */
export interface LightboxOptions {
  enabled: boolean;
  /** 0 → glightbox `openEffect: 'none'`. */
  showAnimationDuration: number;
  /** 0 → glightbox `closeEffect: 'none'`. */
  hideAnimationDuration: number;
}

/** Typed gallery params with the spec's defaults. */
export interface GalleryParams {
  triggerText: string;
  slider: SliderOptions;
  zoomEnabled: boolean;
  lightbox: LightboxOptions;
}

export type { VariationImage } from '@storefront/variations';

/** `wc_single_product_params` as printed (or absent, as in a quick view on a listing). */
export type RawGalleryParams = Record<string, unknown> | undefined;

/** An object, or an empty one. */
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
/** WooCommerce's booleans (true, 1, '1', 'yes'); `fallback` when absent. */
export const yes = (v: unknown, fallback: boolean) =>
  v === undefined ? fallback : v === true || v === 1 || v === '1' || v === 'yes';

/** What the gallery's first chunk needs of the params: the trigger's text and whether slider and lightbox are on. */
export function readGalleryBasics(raw: RawGalleryParams): Pick<GalleryParams, 'triggerText'> & {
  sliderEnabled: boolean;
  lightboxEnabled: boolean;
} {
  const p = obj(raw);
  return {
    triggerText:
      typeof p.i18n_product_gallery_trigger_text === 'string' && p.i18n_product_gallery_trigger_text
        ? p.i18n_product_gallery_trigger_text
        : DEFAULT_TRIGGER_TEXT,
    sliderEnabled: yes(p.flexslider_enabled, true),
    lightboxEnabled: yes(p.photoswipe_enabled, true),
  };
}
