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
/** Spec §8: shown in the lightbox when an image fails to load (with a link to the image). */
export const IMAGE_FAILED_TEXT = 'The image could not be loaded.';
/** Spec §9: the gallery refreshes this long after a variation image change. */
export const VARIATION_REFRESH_DELAY_MS = 20;

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

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const yes = (v: unknown, fallback: boolean) =>
  v === undefined ? fallback : v === true || v === 1 || v === '1' || v === 'yes';
const num = (v: unknown, fallback: number) =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : fallback;

/** Reads `wc_single_product_params` (absent, as in a quick view on a listing: the spec's defaults). */
export function readGalleryParams(raw: Record<string, unknown> | undefined, rtlPage = false): GalleryParams {
  const p = obj(raw);
  const fs = obj(p.flexslider);
  const ps = obj(p.photoswipe_options);
  return {
    triggerText:
      typeof p.i18n_product_gallery_trigger_text === 'string' && p.i18n_product_gallery_trigger_text
        ? p.i18n_product_gallery_trigger_text
        : DEFAULT_TRIGGER_TEXT,
    slider: {
      enabled: yes(p.flexslider_enabled, true),
      rtl: yes(fs.rtl, false) || rtlPage,
      speed: num(fs.animationSpeed, 500),
      loop: yes(fs.animationLoop, false),
      smoothHeight: yes(fs.smoothHeight, true),
      allowOneSlide: yes(fs.allowOneSlide, false),
    },
    // Spec §9: zoom is disabled on this store; absent params mean disabled too.
    zoomEnabled: yes(p.zoom_enabled, false),
    lightbox: {
      enabled: yes(p.photoswipe_enabled, true),
      showAnimationDuration: num(ps.showAnimationDuration, 0),
      hideAnimationDuration: num(ps.hideAnimationDuration, 0),
    },
  };
}
