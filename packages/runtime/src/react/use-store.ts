import { useSyncExternalStore } from 'react';
import { getPageStore, type PageState } from '../store/vanilla';

/**
 * Reads a slice of the page store and re-renders when it changes. Select primitives (or stable references):
 * a selector that builds a new object each call would re-render forever.
 *
 * Chosen over zustand's own React binding, which imports React's default export and so pulls all of
 * preact/compat into the bundle.
 */
export function useStore<T>(selector: (state: PageState) => T): T {
  const store = getPageStore();
  // Islands render only in the browser: no server snapshot is needed.
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
