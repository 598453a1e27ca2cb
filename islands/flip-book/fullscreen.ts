/** Full screen through the Fullscreen API, falling back to a full-viewport mode (a class) where it is missing. */

/** The class of the fallback full-viewport mode. */
export const FALLBACK_CLASS = 'fb--fullscreen';

/** Whether `el` is in full screen (either way). */
export const isFullScreen = (el: HTMLElement) =>
  document.fullscreenElement === el || el.classList.contains(FALLBACK_CLASS);

/** Enters full screen; uses the fallback when the API is missing or refuses. */
export async function enterFullScreen(el: HTMLElement): Promise<void> {
  if (document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
    try {
      await el.requestFullscreen();
      return;
    } catch {
      // Refused (no user gesture, a frame without permission): the fallback below.
    }
  }
  el.classList.add(FALLBACK_CLASS);
}

/** Leaves full screen (either way). */
export async function exitFullScreen(el: HTMLElement): Promise<void> {
  el.classList.remove(FALLBACK_CLASS);
  if (document.fullscreenElement === el) await document.exitFullscreen().catch(() => undefined);
}
