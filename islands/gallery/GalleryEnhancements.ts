import { on } from '@storefront/runtime';
import { WRAPPER_SELECTOR, type RawGalleryParams, type VariationImage } from './contract';
import { VARIATION_REFRESH_DELAY_MS, readGalleryParams } from './params';
import { slidesOf } from './gallery-dom';
import { readImage, readImages } from './gallery-images';
import { hasImage, restoreSlide, swapSlideImage } from './gallery-swap';
import type { GallerySlider } from './gallery-slider';
import { trackIndex, type GalleryView } from './gallery-view';

/** The product this gallery belongs to: variation events from its form are the ones that swap images. */
const scopeOf = (host: HTMLElement): Element => host.closest('.product') ?? host.parentElement ?? document.body;

/** How often the native track is checked for having come to rest before keen-slider takes it over. */
export const SETTLE_CHECK_MS = 100;

/**
 * Calls `run` once the native track is at rest on a slide (two checks `SETTLE_CHECK_MS` apart at the same snapped
 * position), so keen-slider never takes over in the middle of the swipe that made it load. Returns a cancel.
 */
export function whenSettled(track: HTMLElement, run: () => void): () => void {
  let last = NaN;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const at = track.scrollLeft;
    const width = track.clientWidth;
    const off = width ? Math.abs(at) % width : 0;
    if (at === last && (off < 1 || width - off < 1)) return run();
    last = at;
    timer = setTimeout(check, SETTLE_CHECK_MS);
  };
  check();
  return () => clearTimeout(timer);
}

/**
 * Everything of the gallery that serves a shopper using it (spec §2 "Gallery", §9), on the view the page already
 * shows (gallery-view.ts): keen-slider takes over the native track on the slide shown, with slide animation and
 * smooth height; off-screen slides become inert; the variation image swap and the refresh 20 ms later; hover zoom.
 * A chunk loaded once the shopper reaches for the gallery; keen-slider and the zoom are further chunks, loaded only
 * when there is a slider to make or the store enables zoom. `raw` is `wc_single_product_params`, `rtl` whether the
 * page is right to left. Returns the release, which puts the track back.
 */
export function enhanceGallery(host: HTMLElement, raw: RawGalleryParams, rtl: boolean, view: GalleryView): () => void {
  const params = readGalleryParams(raw, rtl);
  const track = host.querySelector<HTMLElement>(WRAPPER_SELECTOR);
  const slides = slidesOf(host);
  let live = true;
  let slider: GallerySlider | null = null;
  let cancelSettle: (() => void) | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let unzoom: (() => void)[] = [];

  // Slides out of view are inert: their links are not reachable by Tab or a screen reader's cursor.
  const markInert = (index: number) =>
    slides.forEach((s, i) => {
      s.toggleAttribute('inert', i !== index);
      if (i !== index) s.setAttribute('aria-hidden', 'true');
      else s.removeAttribute('aria-hidden');
    });

  // The slider: only with more than one image (spec §9), unless the params allow one slide.
  const { enabled, allowOneSlide } = params.slider;
  if (track && enabled && (slides.length > 1 || (allowOneSlide && slides.length === 1))) {
    import('./gallery-slider')
      .then(({ createSlider }) => {
        if (!live) return;
        cancelSettle = whenSettled(track, () => {
          const at = trackIndex(track);
          slider = createSlider(track, slides, params.slider, (i) => view.show(i), at);
          view.slideTo = (i) => slider?.moveTo(i);
          view.onShow = markInert;
          view.show(at);
        });
      })
      .catch((error: unknown) => console.error('[storefront] gallery: the slider failed to load', error));
  }

  // Hover zoom: when enabled and the large image is wider than the gallery (spec §2). Its code is a chunk of its
  // own, loaded only where the store enables zoom; re-attached when the images change.
  const zoom = () => {
    if (!params.zoomEnabled) return;
    import('./zoom')
      .then(({ attachZoom, canZoom }) => {
        if (!live) return;
        unzoom.forEach((off) => off());
        const width = host.getBoundingClientRect().width;
        unzoom = slides.flatMap((slide) => {
          const image = readImage(slide);
          return canZoom(true, image.largeWidth, width) ? [attachZoom(slide, image)] : [];
        });
      })
      .catch((error: unknown) => console.error('[storefront] gallery: the zoom failed to load', error));
  };
  zoom();

  // Variation images (spec §4 "Variation lookup", §9: the gallery refreshes 20 ms after the change).
  const refresh = () => {
    slider?.refresh();
    view.syncThumbs();
    zoom();
  };
  const changed = () => {
    view.syncThumbs();
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(refresh, VARIATION_REFRESH_DELAY_MS);
  };
  const scope = scopeOf(host);
  const mine = (e: Event) => scope === document.body || (e.target as Element | null)?.closest?.('.product') === scope;
  const offFound = on(
    'found_variation',
    (detail, e) => {
      const first = slides[0];
      if (!first || !mine(e)) return;
      const image = (detail.variation as { image?: VariationImage } | undefined)?.image;
      if (!hasImage(image)) {
        restoreSlide(first);
        return changed();
      }
      // An image the gallery already holds (other than the first) is simply shown; without the slider (one
      // image, or sliding disabled) the first image shows it, as WooCommerce does.
      const at = image.gallery_thumbnail_src
        ? readImages(host).findIndex((im) => im.thumb === image.gallery_thumbnail_src)
        : -1;
      if (at > 0 && slider) {
        restoreSlide(first);
        view.goTo(at);
      } else {
        swapSlideImage(first, image);
        view.goTo(0);
      }
      changed();
    },
    scope,
  );
  const offReset = on(
    'reset_data',
    (_d, e) => {
      const first = slides[0];
      if (!first || !mine(e)) return;
      restoreSlide(first);
      changed();
    },
    scope,
  );
  // WooCommerce's re-init after a variation image (its slide-position reset is the view's).
  const offZoom = on('woocommerce_gallery_init_zoom', refresh, host);

  return () => {
    live = false;
    cancelSettle?.();
    clearTimeout(refreshTimer);
    offFound();
    offReset();
    offZoom();
    unzoom.forEach((off) => off());
    view.slideTo = view.onShow = undefined;
    if (!slider) return;
    slider.destroy();
    slider = null;
    slides.forEach((s) => {
      s.removeAttribute('inert');
      s.removeAttribute('aria-hidden');
    });
  };
}
