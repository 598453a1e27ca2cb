import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { on, type MountContext } from '@storefront/runtime';
import { reactIsland, useEvent } from '@storefront/runtime/react';
import { VARIATION_REFRESH_DELAY_MS, WRAPPER_SELECTOR, type GalleryParams, type VariationImage } from './contract';
import { readImage, readImages, slidesOf } from './gallery-dom';
import { hasImage, restoreSlide, swapSlideImage } from './gallery-swap';
import type { GallerySlider } from './gallery-slider';

/** The product this gallery belongs to: variation events from its form are the ones that swap images. */
const scopeOf = (host: HTMLElement): Element => host.closest('.product') ?? host.parentElement ?? document.body;

/** Props of {@link GalleryEnhancements}. */
export interface GalleryEnhancementsProps {
  host: HTMLElement;
  params: GalleryParams;
  /** Told the current slide, so the full-screen trigger opens on it. */
  onCurrent(index: number): void;
}

/**
 * Everything of the gallery that serves a shopper using it (spec §2 "Gallery", §9): keen-slider with thumbnail
 * navigation when there is more than one image, the variation image swap and refresh, and hover zoom. Its own
 * chunk, mounted by the gallery (gallery.ts) once the shopper reaches for the gallery; keen-slider is a further chunk,
 * loaded only when there is a slider to make. Until then the server's markup (the first image large, the others
 * in a grid below) shows, and the variation form swaps the main image itself.
 */
export function GalleryEnhancements({ host, params, onCurrent }: GalleryEnhancementsProps) {
  const [images, setImages] = useState(() => readImages(host));
  const [current, setCurrent] = useState(0);
  const [sliding, setSliding] = useState(false);
  const slider = useRef<GallerySlider | null>(null);

  const show = useEvent((index: number) => {
    setCurrent(index);
    onCurrent(index);
  });
  const goTo = useEvent((index: number) => {
    show(index);
    slider.current?.moveTo(index);
  });

  // The slider: only with more than one image (spec §9), unless the params allow one slide.
  useLayoutEffect(() => {
    const wrapper = host.querySelector<HTMLElement>(WRAPPER_SELECTOR);
    const slides = slidesOf(host);
    const { enabled, allowOneSlide } = params.slider;
    if (!wrapper || !enabled || !(slides.length > 1 || (allowOneSlide && slides.length === 1))) return;
    let live = true;
    let made: GallerySlider | null = null;
    import('./gallery-slider')
      .then(({ createSlider }) => {
        if (!live) return;
        made = slider.current = createSlider(wrapper, slides, params.slider, show);
        setSliding(true);
      })
      .catch((error: unknown) => console.error('[storefront] gallery: the slider failed to load', error));
    return () => {
      live = false;
      if (!made) return;
      made.destroy();
      slider.current = null;
      slides.forEach((s) => {
        s.removeAttribute('inert');
        s.removeAttribute('aria-hidden');
      });
    };
  }, [host, params.slider, show]);

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
    const offFound = on(
      'found_variation',
      (detail, e) => {
        const first = slidesOf(host)[0];
        if (!first || !mine(e)) return;
        const image = (detail.variation as { image?: VariationImage } | undefined)?.image;
        if (!hasImage(image)) {
          restoreSlide(first);
          changed();
          return;
        }
        // An image the gallery already holds (other than the first) is simply shown; without the slider (one
        // image, or sliding disabled) the first image shows it, as WooCommerce does.
        const at = image.gallery_thumbnail_src
          ? readImages(host).findIndex((im) => im.thumb === image.gallery_thumbnail_src)
          : -1;
        if (at > 0 && slider.current) {
          restoreSlide(first);
          goTo(at);
        } else {
          swapSlideImage(first, image);
          goTo(0);
        }
        changed();
      },
      scope,
    );
    const offReset = on(
      'reset_data',
      (_d, e) => {
        const first = slidesOf(host)[0];
        if (!first || !mine(e)) return;
        restoreSlide(first);
        changed();
      },
      scope,
    );
    // WooCommerce's gallery events, sent by the variation script 20 ms after it changed the image.
    const offSlide = on('woocommerce_gallery_reset_slide_position', () => goTo(0), host);
    const offZoom = on(
      'woocommerce_gallery_init_zoom',
      () => {
        slider.current?.refresh();
        setImages(readImages(host));
      },
      host,
    );
    return () => {
      offFound();
      offReset();
      offSlide();
      offZoom();
      clearTimeout(timer);
    };
  }, [host, goTo]);

  // Hover zoom: when enabled and the large image is wider than the gallery (spec §2).
  // Its code is a chunk of its own, loaded only where the store enables zoom.
  useEffect(() => {
    if (!params.zoomEnabled) return;
    let cleanups: ((() => void) | undefined)[] = [];
    let live = true;
    import('./zoom')
      .then(({ attachZoom, canZoom }) => {
        if (!live) return;
        const width = host.getBoundingClientRect().width;
        cleanups = slidesOf(host).map((slide) => {
          const image = readImage(slide);
          return canZoom(true, image.largeWidth, width) ? attachZoom(slide, image) : undefined;
        });
      })
      .catch((error: unknown) => console.error('[storefront] gallery: the zoom failed to load', error));
    return () => {
      live = false;
      cleanups.forEach((c) => c?.());
    };
  }, [host, images, params.zoomEnabled]);

  if (!sliding || images.length < 2) return null;
  return (
    <ol className="flex-control-nav flex-control-thumbs">
      {images.map((image, i) => (
        <li key={i}>
          <button
            type="button"
            className="flex-control-thumb"
            aria-current={i === current ? 'true' : undefined}
            onClick={() => goTo(i)}
          >
            <img
              src={image.thumb}
              alt={image.thumbAlt || `${i + 1} / ${images.length}`}
              className={i === current ? 'flex-active' : ''}
              width={100}
              height={100}
              draggable={false}
            />
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * Mounts {@link GalleryEnhancements} on the gallery `host` in a React root of its own (at the end of the gallery,
 * after the trigger button), inside an error boundary that reports through `ctx`. Returns the unmount.
 */
export function mountEnhancements(
  host: HTMLElement,
  params: GalleryParams,
  onCurrent: (index: number) => void,
  ctx: MountContext,
): () => void {
  const island = reactIsland<Omit<GalleryEnhancementsProps, 'host'>>({
    component: GalleryEnhancements,
    readProps: () => ({ params, onCurrent }),
  });
  return island.mount(host, ctx) as () => void;
}
