import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { isPlainClick } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import { useEvent } from '@storefront/runtime/react';
import { IMAGE_FAILED_TEXT, SLIDE_SELECTOR, type GalleryProps } from './contract';
import type { GalleryEnhancementsProps } from './GalleryEnhancements';
import type { LightboxHandle } from './lightbox';
import { readImages } from './gallery-dom';
import { whenReached } from './reach';

const productTitle = (host: HTMLElement) =>
  (host.closest('.product') ?? host.parentElement ?? document.body)
    .querySelector('.product_title')
    ?.textContent?.trim();

/**
 * WooCommerce's product gallery (spec §2 "Gallery"). What the page needs at once is small: the 'View full-screen
 * image gallery' button and slide links that open glightbox (loaded on first open) instead of leaving the page.
 * The rest — keen-slider with thumbnails for several images, the variation image swap, hover zoom — is
 * {@link GalleryEnhancements}, a chunk loaded when the shopper reaches for the gallery or it scrolls into view.
 */
export function Gallery({ host, params }: GalleryProps & { host: HTMLElement }) {
  const [Enhancements, setEnhancements] = useState<ComponentType<GalleryEnhancementsProps> | null>(null);
  const [hasImages] = useState(() => host.querySelector(SLIDE_SELECTOR) !== null);
  const [opening, setOpening] = useState(false);
  const current = useRef(0);
  const trigger = useRef<HTMLButtonElement>(null);
  /** The open lightbox; closed and freed when the gallery unmounts. */
  const lightbox = useRef<LightboxHandle | null>(null);
  const unmounted = useRef(false);

  useLayoutEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      lightbox.current?.destroy();
      lightbox.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    // WooCommerce 10 prints the gallery at an inline opacity 0 that its own script sets to 1 once ready: so does this.
    host.style.opacity &&= '1';
    let live = true;
    const cancel = whenReached(host, () => {
      import('./GalleryEnhancements')
        .then((m) => live && setEnhancements(() => m.GalleryEnhancements))
        .catch((error: unknown) => console.error('[storefront] gallery: the slider and zoom failed to load', error));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [host]);

  const openLightbox = useEvent(async (index: number) => {
    const list = readImages(host);
    if (!list.length || opening) return;
    const at = Math.max(0, Math.min(index, list.length - 1));
    setOpening(true);
    try {
      const { openLightbox: open } = await import('./lightbox');
      if (unmounted.current) return;
      lightbox.current = open({
        images: list,
        index: at,
        trigger: trigger.current,
        label: productTitle(host) || params.triggerText,
        options: params.lightbox,
        failedText: IMAGE_FAILED_TEXT,
        onClose: () => void (lightbox.current = null),
      });
    } catch (error) {
      if (unmounted.current) return;
      // The lightbox chunk could not load: show the large image itself.
      console.error('[storefront] gallery: the lightbox failed to load', error);
      navigate(list[at]!.href);
    } finally {
      if (!unmounted.current) setOpening(false);
    }
  });

  // A click on a slide's link opens the lightbox on that image instead of leaving the page.
  useLayoutEffect(() => {
    if (!params.lightbox.enabled) return;
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a');
      const slide = link?.closest<HTMLElement>(SLIDE_SELECTOR);
      if (!link || !slide || !host.contains(slide) || !isPlainClick(e)) return;
      e.preventDefault();
      void openLightbox([...host.querySelectorAll(SLIDE_SELECTOR)].indexOf(slide));
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, openLightbox, params.lightbox.enabled]);

  if (!hasImages) return null;
  return (
    <>
      {params.lightbox.enabled && (
        <button
          ref={trigger}
          type="button"
          className="woocommerce-product-gallery__trigger"
          aria-haspopup="dialog"
          aria-busy={opening || undefined}
          onClick={() => void openLightbox(current.current)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
            />
          </svg>
          <span className="screen-reader-text">{params.triggerText}</span>
        </button>
      )}
      {Enhancements && <Enhancements host={host} params={params} onCurrent={(i) => (current.current = i)} />}
    </>
  );
}
