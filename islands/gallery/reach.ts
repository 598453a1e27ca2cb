/**
 * When the gallery wants keen-slider, the variation swap and zoom (GalleryEnhancements.ts). keen-slider is most of the
 * gallery's code, and the theme's CSS already shows the server's slides as a native scroll-snap slider with the
 * thumbnails (gallery-view.ts): swipes, thumbnails and keys work without it. So that code loads only once the shopper
 * reaches for the gallery (pointer, touch, focus or key inside it) — no longer when it merely scrolls into view.
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Calls `run` once, on the first of those moments; returns a cancel function. */
export function whenReached(el: HTMLElement, run: () => void): () => void {
  const cancel = () => EVENTS.forEach((t) => el.removeEventListener(t, fire));
  function fire() {
    cancel();
    run();
  }
  EVENTS.forEach((t) => el.addEventListener(t, fire, { passive: true }));
  return cancel;
}
