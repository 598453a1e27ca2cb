/**
 * When the gallery wants keen-slider, the variation swap and zoom (GalleryEnhancements.ts). keen-slider is most of the
 * gallery's code, and the theme's CSS already shows the server's slides as a native scroll-snap slider with the
 * thumbnails (gallery-view.ts): swipes, thumbnails and keys work without it. So that code loads only once the shopper
 * reaches for the gallery (pointer, touch, focus or key inside it) — no longer when it merely scrolls into view.
 */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Calls `run` once, on the first of those moments; returns a cancel function. A shopper already there when the
 * island mounts (focus or the pointer inside, e.g. a quick-view dialog whose gallery was focused before its bundle
 * arrived) has reached for it: `run` comes on the next microtask.
 */
export function whenReached(el: HTMLElement, run: () => void): () => void {
  let live = true;
  const cancel = () => {
    live = false;
    EVENTS.forEach((t) => el.removeEventListener(t, fire));
  };
  function fire() {
    if (!live) return;
    cancel();
    run();
  }
  EVENTS.forEach((t) => el.addEventListener(t, fire, { passive: true }));
  if (el.contains(document.activeElement) || el.matches(':hover')) queueMicrotask(fire);
  return cancel;
}
