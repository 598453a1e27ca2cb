import { createStore, type StoreApi } from 'zustand/vanilla';

/** Checkout progress shared between the checkout and payment islands. */
export type CheckoutStatus = 'idle' | 'updating' | 'processing' | 'complete' | 'error';

/** The state islands share on one page. Select primitives from it, not new objects. */
export interface PageState {
  /** Items in the basket and the server's cart hash ('' when empty). */
  cart: { count: number; hash: string };
  /** Product or variation ids on the wishlist. */
  wishlist: { ids: number[] };
  /** Consent categories the visitor has granted. */
  consent: { statistics: boolean; marketing: boolean };
  checkout: { status: CheckoutStatus };
}

/** The page store: zustand's vanilla API, with subscribers isolated from each other. */
export type PageStore = StoreApi<PageState>;

/** A fresh default state. */
export function initialPageState(): PageState {
  return {
    cart: { count: 0, hash: '' },
    wishlist: { ids: [] },
    consent: { statistics: false, marketing: false },
    checkout: { status: 'idle' },
  };
}

/**
 * Creates a store whose subscribers can't break each other: zustand calls listeners in a plain loop, so one
 * throwing listener would otherwise stop the rest.
 */
export function createPageStore(state: PageState = initialPageState()): PageStore {
  const store = createStore<PageState>()(() => state);
  const subscribe = store.subscribe;
  store.subscribe = (listener) =>
    subscribe((next, prev) => {
      try {
        listener(next, prev);
      } catch (error) {
        console.error('[storefront] store subscriber', error);
      }
    });
  return store;
}

const KEY = Symbol.for('storefront.store');
type WithStore = typeof globalThis & { [KEY]?: PageStore };

/** The one store of this page, shared by bundles loaded separately (kept on a global symbol). */
export function getPageStore(): PageStore {
  const g = globalThis as WithStore;
  return (g[KEY] ??= createPageStore());
}

/** Sets the checkout's progress in the page store (one home for the checkout island's writes). */
export const setCheckoutStatus = (status: CheckoutStatus): void => getPageStore().setState({ checkout: { status } });

/** Test helper: forget the page store. */
export function resetPageStore(): void {
  (globalThis as WithStore)[KEY] = undefined;
}
