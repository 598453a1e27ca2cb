import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { on } from '@storefront/runtime';
import { navigate, useEvent } from '@storefront/shared';
import { IMAGE_FAILED_TEXT, VARIATION_REFRESH_DELAY_MS, WRAPPER_SELECTOR, type GalleryProps, type VariationImage } from './contract';
import { hasImage, readImage, readImages, restoreSlide, slidesOf, swapSlideImage } from './gallery-dom';
import { createSlider, type GallerySlider } from './slider';
import { attachZoom, canZoom } from './zoom';

/** The product this gallery belongs to: variation events from its form are the ones that swap images. */
const scopeOf = (host: HTMLElement): Element => host.closest('.product') ?? host.parentElement ?? document.body;

/**
 * WooCommerce's product gallery (spec §2 "Gallery"): a keen-slider with thumbnail navigation when there is more
 * than one image, a 'View full-screen image gallery' button that opens glightbox (loaded on first open), hover
 * zoom when enabled and the large image is wider than the gallery, and the variation image swap.
 */
export function Gallery({ host, params }: GalleryProps & { host: HTMLElement }) {
  const [images, setImages] = useState(() => readImages(host));
  const [current, setCurrent] = useState(0);
  const [sliding, setSliding] = useState(false);
  const [opening, setOpening] = useState(false);
  const slider = useRef<GallerySlider | null>(null);
  const currentRef = useRef(0);
  const trigger = useRef<HTMLButtonElement>(null);

  const goTo = useEvent((index: number) => {
    currentRef.current = index;
    setCurrent(index);
    slider.current?.moveTo(index);
  });

  // The slider: only with more than one image (spec §9), unless the params allow one slide.
  useLayoutEffect(() => {
    const wrapper = host.querySelector<HTMLElement>(WRAPPER_SELECTOR);
    const slides = slidesOf(host);
    const { enabled, allowOneSlide } = params.slider;
    if (!wrapper || !enabled || !(slides.length > 1 || (allowOneSlide && slides.length === 1))) return;
    slider.current = createSlider(wrapper, slides, params.slider, (i) => {
      currentRef.current = i;
      setCurrent(i);
    });
    setSliding(true);
    return () => {
      slider.current?.destroy();
      slider.current = null;
      slides.forEach((s) => {
        s.removeAttribute('inert');
        s.removeAttribute('aria-hidden');
      });
    };
  }, [host, params.slider]);

  // Slides out of view are inert: their links are not reachable by Tab or a screen reader's cursor.
  useLayoutEffect(() => {
    if (!sliding) return;
    slidesOf(host).forEach((s, i) => {
      s.toggleAttribute('inert', i !== current);
      if (i !== current) s.setAttribute('aria-hidden', 'true');
      else s.removeAttribute('aria-hidden');
    });
  }, [host, current, sliding, images]);

  // Variation images (spec §4 "Variation lookup", §9: the gallery refreshes 20 ms after the change).
  useLayoutEffect(() => {
    const scope = scopeOf(host);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mine = (e: Event) => scope === document.body || (e.target as Element | null)?.closest?.('.product') === scope;
    const changed = () => {
      setImages(readImages(host));
      clearTimeout(timer);
      timer = setTimeout(() => {
        slider.current?.refresh();
        setImages(readImages(host));
      }, VARIATION_REFRESH_DELAY_MS);
    };
    const offFound = on('found_variation', (detail, e) => {
      const first = slidesOf(host)[0];
      if (!first || !mine(e)) return;
      const image = (detail.variation as { image?: VariationImage } | undefined)?.image;
      if (!hasImage(image)) {
        restoreSlide(first);
        changed();
        return;
      }
      // An image the gallery already holds (other than the first) is simply shown.
      const at = image.gallery_thumbnail_src ? readImages(host).findIndex((im) => im.thumb === image.gallery_thumbnail_src) : -1;
      if (at > 0) {
        restoreSlide(first);
        goTo(at);
      } else {
        swapSlideImage(first, image);
        goTo(0);
      }
      changed();
    }, scope);
    const offReset = on('reset_data', (_d, e) => {
      const first = slidesOf(host)[0];
      if (!first || !mine(e)) return;
      restoreSlide(first);
      changed();
    }, scope);
    // WooCommerce's gallery events, sent by the variation script 20 ms after it changed the image.
    const offSlide = on('woocommerce_gallery_reset_slide_position', () => goTo(0), host);
    const offZoom = on('woocommerce_gallery_init_zoom', () => {
      slider.current?.refresh();
      setImages(readImages(host));
    }, host);
    return () => {
      offFound();
      offReset();
      offSlide();
      offZoom();
      clearTimeout(timer);
    };
  }, [host, goTo]);

  // Hover zoom: when enabled and the large image is wider than the gallery (spec §2).
  useEffect(() => {
    if (!params.zoomEnabled) return;
    const width = host.getBoundingClientRect().width;
    const cleanups = slidesOf(host).map((slide) => {
      const image = readImage(slide);
      return canZoom(true, image.largeWidth, width) ? attachZoom(slide, image.href) : undefined;
    });
    return () => cleanups.forEach((c) => c?.());
  }, [host, images, params.zoomEnabled]);

  const openLightbox = useEvent(async (index: number) => {
    const list = readImages(host);
    if (!list.length || opening) return;
    const at = Math.max(0, Math.min(index, list.length - 1));
    setOpening(true);
    try {
      const { openLightbox: open } = await import('./lightbox');
      const title = scopeOf(host).querySelector('.product_title')?.textContent?.trim();
      open({ images: list, index: at, trigger: trigger.current, label: title || params.triggerText, options: params.lightbox, failedText: IMAGE_FAILED_TEXT });
    } catch (error) {
      // The lightbox chunk could not load: show the large image itself.
      console.error('[storefront] gallery: the lightbox failed to load', error);
      navigate(list[at]!.href);
    } finally {
      setOpening(false);
    }
  });

  // A click on a slide's link opens the lightbox on that image instead of leaving the page.
  useLayoutEffect(() => {
    if (!params.lightbox.enabled) return;
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a');
      const slide = link?.closest<HTMLElement>('.woocommerce-product-gallery__image');
      if (!link || !slide || !host.contains(slide) || e.defaultPrevented || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      void openLightbox(slidesOf(host).indexOf(slide));
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, openLightbox, params.lightbox.enabled]);

  if (!images.length) return null;
  return (
    <>
      {params.lightbox.enabled && (
        <button ref={trigger} type="button" className="woocommerce-product-gallery__trigger" aria-haspopup="dialog" aria-busy={opening || undefined} onClick={() => void openLightbox(currentRef.current)}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" /></svg>
          <span className="screen-reader-text">{params.triggerText}</span>
        </button>
      )}
      {sliding && images.length > 1 && (
        <ol className="flex-control-nav flex-control-thumbs">
          {images.map((image, i) => (
            <li key={i}>
              <button type="button" className="flex-control-thumb" aria-current={i === current ? 'true' : undefined} onClick={() => goTo(i)}>
                <img src={image.thumb} alt={image.thumbAlt || `${i + 1} / ${images.length}`} className={i === current ? 'flex-active' : ''} width={100} height={100} draggable={false} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
