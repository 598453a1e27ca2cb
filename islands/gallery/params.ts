/**
 * All of `wc_single_product_params` the gallery reads, with the spec's defaults (§9). A module apart from the
 * contract so that only the chunks that need the slider, zoom and lightbox options carry this parsing.
 */
import { obj, readGalleryBasics, yes, type GalleryParams, type RawGalleryParams } from './contract';

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
