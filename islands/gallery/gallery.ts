import { isPlainClick } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import { SLIDE_SELECTOR, WRAPPER_SELECTOR, readGalleryBasics, type RawGalleryParams } from './contract';
import type { LightboxHandle } from './lightbox';
import { slidesOf } from './gallery-dom';
import { createView } from './gallery-view';
import { whenReached } from './reach';

/** WooCommerce's 'View full-screen image gallery' button (a magnifier and its screen-reader text), appended to `host`. */
function appendTrigger(host: HTMLElement, text: string): HTMLButtonElement {
  const button = host.appendChild(document.createElement('button'));
  button.type = 'button';
  button.className = 'woocommerce-product-gallery__trigger';
  button.setAttribute('aria-haspopup', 'dialog');
  button.innerHTML =
    '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"/></svg><span class="screen-reader-text"></span>';
  button.lastElementChild!.textContent = text;
  return button;
}

/**
 * WooCommerce's product gallery (spec §2 "Gallery"), `host` being `div.woocommerce-product-gallery`. What the page
 * needs at once is small and plain DOM: the thumbnail list of the slider the theme's CSS shows from first paint (a
 * native scroll-snap track, gallery-view.ts), the 'View full-screen image gallery' button and slide links that open
 * glightbox (loaded on first open) instead of leaving the page. The rest — keen-slider taking over the track, the
 * variation image swap, hover zoom — is GalleryEnhancements, a chunk loaded when the shopper reaches for the gallery
 * or it scrolls into view. Returns the release.
 */
export function bindGallery(host: HTMLElement, raw: RawGalleryParams, rtl = false): () => void {
  const params = readGalleryBasics(raw);
  // WooCommerce 10 prints the gallery at an inline opacity 0 that its own script sets to 1 once ready: so does this.
  host.style.opacity &&= '1';
  let unmounted = false;
  let opening = false;
  /** The open lightbox; closed and freed when the gallery unmounts. */
  let lightbox: LightboxHandle | null = null;
  let unmountEnhancements: (() => void) | undefined;
  // A gallery without images (a placeholder) gets neither the trigger nor the enhancements.
  const slides = slidesOf(host);
  const hasImages = slides.length > 0;
  const trigger = hasImages && params.lightboxEnabled ? appendTrigger(host, params.triggerText) : null;
  // The slider with its thumbnails shows from the start (spec §2); keen-slider takes over the native track later.
  const view = createView(
    host,
    host.querySelector(WRAPPER_SELECTOR),
    slides,
    params.sliderEnabled && slides.length > 1,
  );

  const openLightbox = async (index: number) => {
    if (opening) return;
    opening = true;
    trigger?.setAttribute('aria-busy', 'true');
    try {
      const { openGalleryLightbox } = await import('./lightbox-gallery');
      if (!unmounted) lightbox = openGalleryLightbox(host, index, raw, trigger, () => void (lightbox = null));
    } catch (error) {
      if (unmounted) return;
      // The lightbox chunk could not load: show the large image itself (the slide's link, which WooCommerce and
      // the variation swap keep pointing at it).
      console.error('[storefront] gallery: the lightbox failed to load', error);
      navigate(slides[index]!.querySelector('a')!.href);
    } finally {
      opening = false;
      trigger?.removeAttribute('aria-busy');
    }
  };
  const onTrigger = () => void openLightbox(view.current);
  // A click on a slide's link opens the lightbox on that image instead of leaving the page.
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a');
    const at = slides.indexOf(link?.closest<HTMLElement>(SLIDE_SELECTOR) as HTMLElement);
    if (!link || at < 0 || !isPlainClick(e)) return;
    e.preventDefault();
    void openLightbox(at);
  };
  trigger?.addEventListener('click', onTrigger);
  if (params.lightboxEnabled) host.addEventListener('click', onClick);
  // keen-slider, the variation images and zoom, once the shopper reaches for the gallery.
  const cancelReach = whenReached(host, () => {
    if (!hasImages) return;
    import('./GalleryEnhancements')
      .then((m) => {
        if (!unmounted) unmountEnhancements = m.enhanceGallery(host, raw, rtl, view);
      })
      .catch((error: unknown) => console.error('[storefront] gallery: the slider and zoom failed to load', error));
  });
  return () => {
    unmounted = true;
    cancelReach();
    host.removeEventListener('click', onClick);
    unmountEnhancements?.();
    view.release();
    lightbox?.destroy();
    lightbox = null;
    trigger?.remove();
  };
}
