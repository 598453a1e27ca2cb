import { reportIslandError } from '@storefront/runtime';
/** A module of the island loaded on first need: `use(fn)` runs `fn` with it; `now` is the module once it is in. */
export interface Lazy<M> {
  (fn: (m: M) => void): Promise<void>;
  now?: M;
}

/** Reports a chunk of the island that failed to load: the runtime's report of an island that did (once a page). */
export const loadFailed = (error: unknown): void => reportIslandError('wishlist', error, 'load');

/**
 * Wraps a dynamic import: the first use loads it, later uses run at once (synchronously) once it is in. A failed
 * load is reported like a failed island (and tried again on the next use); the returned promise never rejects.
 */
export function lazy<M>(load: () => Promise<M>): Lazy<M> {
  let loading: Promise<M> | undefined;
  const use: Lazy<M> = (fn) => {
    if (use.now) return Promise.resolve(fn(use.now));
    return (loading ??= load()).then(
      (m) => fn((use.now = m)),
      (error: unknown) => {
        loading = undefined; // tried again on the next use
        loadFailed(error);
      },
    );
  };
  return use;
}
