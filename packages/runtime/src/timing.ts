/**
 * Timing helpers for islands that follow resizes and scrolls. Kept out of the runtime and common chunks (see
 * rollup.config.mjs): only the site chrome, the content effects and the listing helpers use it, so rollup gives it a
 * chunk of its own that only their pages load.
 */

/** Resize handling is debounced this long everywhere (spec §9 'Timings'), ms. */
export const RESIZE_DEBOUNCE_MS = 150;

/** A debounced call; `cancel()` drops a pending one (call it on unmount). */
export interface Debounced {
  (): void;
  /** Drops the pending call, if any. */
  cancel(): void;
}

/** `fn` once `wait` ms have passed without another call. */
export function debounce(fn: () => void, wait: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, wait);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}
