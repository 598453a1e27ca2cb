/**
 * All of `wc_single_product_params` the gallery reads, with the spec's defaults (§9), and the spec's constants of the
 * lightbox and variation refresh. A module apart from the contract so that only the chunks that need them (slider,
 * zoom, lightbox) carry them.
 */
import { obj, readGalleryBasics, yes, type GalleryParams, type RawGalleryParams } from './contract';

/** Spec §8: shown in the lightbox when an image fails to load (with a link to the image). */
export const IMAGE_FAILED_TEXT = 'The image could not be loaded.';
/** Spec §9: the gallery refreshes this long after a variation image change. */
export const VARIATION_REFRESH_DELAY_MS = 20;

const num = (v: unknown, fallback: number) =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : fallback;

/** Reads `wc_single_product_params` (absent, as in a quick view on a listing: the spec's defaults). */
export function readGalleryParams(raw: RawGalleryParams, rtlPage = false): GalleryParams {
  const p = obj(raw);
  const fs = obj(p.flexslider);
  const ps = obj(p.photoswipe_options);
  const basics = readGalleryBasics(raw);
  return {
    triggerText: basics.triggerText,
    slider: {
      enabled: basics.sliderEnabled,
      rtl: yes(fs.rtl, false) || rtlPage,
      speed: num(fs.animationSpeed, 500),
      loop: yes(fs.animationLoop, false),
      smoothHeight: yes(fs.smoothHeight, true),
      allowOneSlide: yes(fs.allowOneSlide, false),
    },
    // Spec §9: zoom is disabled on this store; absent params mean disabled too.
    zoomEnabled: yes(p.zoom_enabled, false),
    lightbox: {
      enabled: basics.lightboxEnabled,
      showAnimationDuration: num(ps.showAnimationDuration, 0),
      hideAnimationDuration: num(ps.hideAnimationDuration, 0),
    },
  };
}
