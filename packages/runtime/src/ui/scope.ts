/**
 * What one island instance has started and must release when it unmounts: cleanups (a timer's cancel, a
 * listener's removal, a focus trap's release…) and one AbortSignal for its requests and animations.
 */
export interface Scope {
  /** Aborted by {@link Scope.dispose}: hand it to requests (`request(url, { signal })`) and scrolls. */
  readonly signal: AbortSignal;
  /** True once disposed: work finishing later (a response, a lazy chunk) checks it and does nothing. */
  readonly disposed: boolean;
  /**
   * Keeps `cleanup` for dispose (runs it at once when already disposed). Returns a function that runs it now and
   * forgets it, e.g. `const cancel = scope.add(focusAlertNotices(el))`.
   */
  add(cleanup: () => void): () => void;
  /** Aborts the signal and runs every kept cleanup, newest first. Safe to call again. */
  dispose(): void;
}

/** Creates a {@link Scope}: one per mounted island (or per controller it starts). */
export function createScope(): Scope {
  const controller = new AbortController();
  const cleanups = new Set<() => void>();
  let disposed = false;
  const run = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      console.error('[storefront] cleanup failed', error);
    }
  };
  return {
    signal: controller.signal,
    get disposed() {
      return disposed;
    },
    add(cleanup) {
      if (disposed) {
        run(cleanup);
        return () => {};
      }
      const once = () => {
        if (!cleanups.delete(once)) return;
        run(cleanup);
      };
      cleanups.add(once);
      return once;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      controller.abort();
      [...cleanups].reverse().forEach((c) => c());
    },
  };
}
