import { useRef } from 'react';

/**
 * A function with a stable identity that always calls the latest `fn` (the "effect event" pattern). Used instead
 * of `useCallback`, so effects that depend on it don't re-run on every render, and so preact's memo hooks stay
 * out of the React binding's chunk.
 */
export function useEvent<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  const stable = useRef<(...args: A) => R>((...args) => latest.current(...args));
  return stable.current;
}
