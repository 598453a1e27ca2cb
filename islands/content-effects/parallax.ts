import { watchScroll } from '@storefront/runtime/scroll';
import { debounce, RESIZE_DEBOUNCE_MS } from '@storefront/runtime/timing';
import type { Scope } from '@storefront/runtime/ui';
import { PARALLAX_QUERY, parallaxLayers, parallaxShift, type ParallaxLayer } from './parallax-contract';

/** Margin around the viewport inside which layers follow the scroll (so one arriving is already in place). */
const NEAR = '50% 0px';

/**
 * stellar.js's parallax (`data-stellar-background-ratio`, `data-stellar-ratio`, `data-stellar-vertical-offset`):
 * the background image or the element moves at `ratio` times the page's speed. Runs only while PARALLAX_QUERY
 * holds (not on touch-first devices, not with reduced motion; it stops and starts as that changes). Nothing is laid
 * out again: the element moves by the `translate` property (it keeps its own `transform`), the background by
 * `background-position-y`, written once per animation frame from the shared passive scroll listener, and only while
 * the host is near the viewport. Its place on the page is read at start, on resize and whenever the page's size
 * changes (debounced 150 ms).
 */
export function startParallax(host: HTMLElement, scope: Scope): void {
  const layers = parallaxLayers(host.dataset);
  const media = self.matchMedia?.(PARALLAX_QUERY);
  if (!layers.length || !media) return;
  let stop: (() => void) | undefined;
  const sync = () => {
    if (media.matches && !stop) stop = run(host, layers);
    else if (!media.matches && stop) {
      stop();
      stop = undefined;
    }
  };
  sync();
  media.addEventListener?.('change', sync);
  scope.add(() => {
    media.removeEventListener?.('change', sync);
    stop?.();
  });
}

function run(host: HTMLElement, layers: readonly ParallaxLayer[]): () => void {
  const style = getComputedStyle(host);
  const fixed = style.backgroundAttachment === 'fixed';
  // The theme's background position (one value per background image), which the shift is added to.
  const basePositions = style.backgroundPositionY.split(',').map((p) => p.trim() || '0%');
  const element = layers.find((l) => !l.background);
  const background = layers.find((l) => l.background);
  let shift = 0; // the element's current translate, px
  let top = 0;
  const measure = () => {
    top = host.getBoundingClientRect().top + scrollY - shift;
  };
  const apply = (y: number) => {
    if (background) {
      const by = parallaxShift({ scrollY: y, top, layer: background, fixed });
      host.style.backgroundPositionY = basePositions.map((p) => `calc(${p} + ${by}px)`).join(', ');
    }
    if (element) {
      shift = parallaxShift({ scrollY: y, top, layer: element });
      host.style.translate = `0 ${shift}px`;
    }
  };
  measure();
  apply(scrollY);

  let unwatch: (() => void) | undefined;
  const near =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            const on = entries[entries.length - 1]?.isIntersecting;
            if (on && !unwatch) unwatch = watchScroll(apply);
            else if (!on && unwatch) {
              unwatch();
              unwatch = undefined;
            }
          },
          { rootMargin: NEAR },
        )
      : undefined;
  // A moving element may leave its parent's clip (`overflow: hidden`), where it never intersects: its parent says
  // whether it is near instead.
  if (near) near.observe(element ? (host.parentElement ?? host) : host);
  else unwatch = watchScroll(apply);

  const onResize = debounce(() => {
    measure();
    apply(scrollY);
  }, RESIZE_DEBOUNCE_MS);
  addEventListener('resize', onResize, { passive: true });
  // Content above that settles or grows (images, fonts, sliders, appended items) changes the page's size, and
  // with it where the host is: measured again then too (its first report, right after start, included).
  const page = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : undefined;
  page?.observe(document.body);
  return () => {
    page?.disconnect();
    near?.disconnect();
    unwatch?.();
    removeEventListener('resize', onResize);
    onResize.cancel();
    host.style.removeProperty('translate');
    host.style.removeProperty('background-position-y');
  };
}
