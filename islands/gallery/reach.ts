/**
 * When the gallery wants keen-slider, the variation swap and zoom (GalleryEnhancements.ts). keen-slider is most of the
 * gallery's code and the theme's CSS already shows the server's slides as a native scroll-snap slider with the
 * thumbnails, so that code is loaded only once the shopper reaches for the gallery (pointer, touch, focus or key
 * inside it) or when a gallery that was out of view at first paint scrolls into view. Until it has taken over, the
 * native track serves swipes and thumbnail clicks.
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Calls `run` once, on the first of those moments; returns a cancel function. */
export function whenReached(el: HTMLElement, run: () => void): () => void {
  let io: IntersectionObserver | undefined;
  const cancel = () => {
    EVENTS.forEach((t) => el.removeEventListener(t, fire));
    io?.disconnect();
  };
  function fire() {
    cancel();
    run();
  }
  EVENTS.forEach((t) => el.addEventListener(t, fire, { passive: true }));
  if (typeof IntersectionObserver === 'function') {
    // The first report describes the first paint; any later report of the gallery in view means it scrolled in.
    let first = true;
    io = new IntersectionObserver((entries) => {
      const inView = entries.some((e) => e.isIntersecting);
      if (!first && inView) fire();
      first = false;
    });
    io.observe(el);
  }
  return cancel;
}
