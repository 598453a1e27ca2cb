/** Options of {@link scrollToElement}. */
export interface ScrollOptions {
  /** Space left above the element, in px. Default 100. */
  offset?: number;
  /** Animation length in ms. Default 1000. */
  duration?: number;
  /** Aborting it stops the animation where it is (the island that started it unmounted). */
  signal?: AbortSignal;
}

/** Notice offset and duration of WooCommerce's `$.scroll_to_notices` (spec §9 "Shop"). */
export const NOTICE_SCROLL = { offset: 100, duration: 1000 } as const;

/**
 * {@link prefersReducedMotion}'s check, for the scrolls and slides: they are in the common chunk, and importing the
 * reduced-motion module would make every page that loads them load ui-base (the home page's chunk) as well.
 */
export const reducedMotion = (): boolean => !!self.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** jQuery's default `swing` easing. */
export const swing = (p: number): number => 0.5 - Math.cos(p * Math.PI) / 2;

// Id of the newest animation: an older one stops at its next frame instead of fighting it.
let current = 0;

/**
 * Scrolls the window to `top` (px from the document top) over `duration` ms with swing easing, or
 * at once when the visitor prefers reduced motion. Resolves when done, when a newer scroll takes
 * over, or when `signal` aborts (no animation frame is left pending then).
 */
export function scrollToY(top: number, duration = 1000, signal?: AbortSignal): Promise<void> {
  const id = ++current;
  const from = window.scrollY;
  const to = Math.max(0, top);
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    if (duration <= 0 || reducedMotion()) {
      window.scrollTo(0, to);
      resolve();
      return;
    }
    let start: number | undefined;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      resolve();
    };
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const step = (now: number) => {
      if (id !== current) return finish();
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo(0, from + (to - from) * swing(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
      else finish();
    };
    signal?.addEventListener('abort', stop, { once: true });
    frame = requestAnimationFrame(step);
  });
}

/** Scrolls the window so `el`'s top sits `offset` px below the viewport top (see {@link scrollToY}). */
export function scrollToElement(
  el: Element,
  { offset = 100, duration = 1000, signal }: ScrollOptions = {},
): Promise<void> {
  return scrollToY(el.getBoundingClientRect().top + window.scrollY - offset, duration, signal);
}

const NOTICES = '.woocommerce-NoticeGroup,.woocommerce-notices-wrapper';

/**
 * Scrolls to the notices of `container` (the container itself when it is a notices wrapper, else
 * the first wrapper inside it, else the container) with 100 px offset over 1000 ms; `signal` stops it.
 */
export function scrollToNotices(container: Element | Document = document, signal?: AbortSignal): Promise<void> {
  const target =
    container instanceof Element && container.matches(NOTICES)
      ? container
      : (container.querySelector(NOTICES) ?? (container instanceof Element ? container : null));
  return target ? scrollToElement(target, { ...NOTICE_SCROLL, signal }) : Promise.resolve();
}
