import type { MountContext } from '@storefront/runtime';
import { isPlainClick } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import { IMAGE_FAILED_TEXT, SLIDE_SELECTOR, type GalleryParams } from './contract';
import type { LightboxHandle } from './lightbox';
import { readImages } from './gallery-dom';
import { whenReached } from './reach';

const productTitle = (host: HTMLElement) =>
  (host.closest('.product') ?? host.parentElement ?? document.body)
    .querySelector('.product_title')
    ?.textContent?.trim();

/** WooCommerce's 'View full-screen image gallery' button (a magnifier and its screen-reader text). */
function triggerButton(text: string): HTMLButtonElement {
  const button = document.createElement('button');
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
 * needs at once is small and plain DOM: the 'View full-screen image gallery' button and slide links that open
 * glightbox (loaded on first open) instead of leaving the page. The rest — keen-slider with thumbnails for several
 * images, the variation image swap, hover zoom — is GalleryEnhancements, a React chunk mounted when the shopper
 * reaches for the gallery or it scrolls into view (so preact loads only then). Returns the release.
 */
export function bindGallery(host: HTMLElement, params: GalleryParams, ctx: MountContext): () => void {
  // WooCommerce 10 prints the gallery at an inline opacity 0 that its own script sets to 1 once ready: so does this.
  host.style.opacity &&= '1';
  let unmounted = false;
  /** The slide shown (the enhancements' slider tells), where the trigger opens the lightbox. */
  let current = 0;
  let opening = false;
  /** The open lightbox; closed and freed when the gallery unmounts. */
  let lightbox: LightboxHandle | null = null;
  let unmountEnhancements: (() => void) | undefined;
  // A gallery without images (a placeholder) gets neither the trigger nor the enhancements.
  const hasImages = host.querySelector(SLIDE_SELECTOR) !== null;
  const trigger = hasImages && params.lightbox.enabled ? triggerButton(params.triggerText) : null;

  const openLightbox = async (index: number) => {
    const list = readImages(host);
    if (!list.length || opening) return;
    const at = Math.max(0, Math.min(index, list.length - 1));
    opening = true;
    trigger?.setAttribute('aria-busy', 'true');
    try {
      const { openLightbox: open } = await import('./lightbox');
      if (unmounted) return;
      lightbox = open({
        images: list,
        index: at,
        trigger,
        label: productTitle(host) || params.triggerText,
        options: params.lightbox,
        failedText: IMAGE_FAILED_TEXT,
        onClose: () => void (lightbox = null),
      });
    } catch (error) {
      if (unmounted) return;
      // The lightbox chunk could not load: show the large image itself.
      console.error('[storefront] gallery: the lightbox failed to load', error);
      navigate(list[at]!.href);
    } finally {
      opening = false;
      trigger?.removeAttribute('aria-busy');
    }
  };
  const onTrigger = () => void openLightbox(current);
  // A click on a slide's link opens the lightbox on that image instead of leaving the page.
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a');
    const slide = link?.closest<HTMLElement>(SLIDE_SELECTOR);
    if (!link || !slide || !host.contains(slide) || !isPlainClick(e)) return;
    e.preventDefault();
    void openLightbox([...host.querySelectorAll(SLIDE_SELECTOR)].indexOf(slide));
  };
  if (trigger) {
    trigger.addEventListener('click', onTrigger);
    host.append(trigger);
  }
  if (params.lightbox.enabled) host.addEventListener('click', onClick);
  // The enhancements render thumbnails: React, in a root of their own at the end of the gallery (after the trigger),
  // so preact loads only with them.
  const cancelReach = whenReached(host, () => {
    if (!hasImages) return;
    import('./GalleryEnhancements')
      .then((m) => {
        if (!unmounted) unmountEnhancements = m.mountEnhancements(host, params, (i) => (current = i), ctx);
      })
      .catch((error: unknown) => console.error('[storefront] gallery: the slider and zoom failed to load', error));
  });
  return () => {
    unmounted = true;
    cancelReach();
    host.removeEventListener('click', onClick);
    unmountEnhancements?.();
    lightbox?.destroy();
    lightbox = null;
    trigger?.remove();
  };
}
