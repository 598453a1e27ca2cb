/**
 * Keeping the page's basket regions right across cached pages and tabs, WooCommerce's way (cart-fragments.js):
 * - the fragments this tab last applied are kept in **sessionStorage** under `wc_cart_fragments_params.fragment_name`,
 *   with the basket hash they belong to under `cart_hash_key`; they are reused only while that hash is the
 *   `woocommerce_cart_hash` cookie's (not empty), and dropped as soon as the cookie is gone or another (logout,
 *   another basket). They never outlive the tab's session, so nothing stored is re-inserted in a later session;
 * - other tabs are told through **localStorage**, which carries only the hash (`cart_hash_key`): a tab whose own
 *   hash differs asks the server for fresh fragments (one `get_refreshed_fragments`). No HTML crosses tabs.
 * Without `wc_cart_fragments_params` on the page nothing is stored: every check goes to the server.
 */
import { wcAjax } from '@storefront/http';
import { getCookie } from '@storefront/runtime/ui';
import { applyFragments } from './fragments';

/** WooCommerce's cookie holding the basket hash while the basket has items. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** Where earlier versions kept the basket's HTML (localStorage, one key for every session): removed on sight. */
export const LEGACY_CART_STORAGE_KEY = 'storefront_cart';

/** The storage keys `wc_cart_fragments_params` names (per site). */
interface StorageKeys {
  fragments: string;
  hash: string;
}

type Fragments = Record<string, string>;
type Answer = { fragments?: Fragments; cart_hash?: string };

function storageKeys(): StorageKeys | null {
  const p = (globalThis as { wc_cart_fragments_params?: { fragment_name?: unknown; cart_hash_key?: unknown } })
    .wc_cart_fragments_params;
  const fragments = typeof p?.fragment_name === 'string' ? p.fragment_name : '';
  const hash = typeof p?.cart_hash_key === 'string' ? p.cart_hash_key : '';
  return fragments && hash ? { fragments, hash } : null;
}

/** Runs a storage call; storage may be disabled or full (private mode, policies, quota): then it just doesn't happen. */
function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

const cookieHash = (): string => getCookie(CART_HASH_COOKIE) ?? '';

/** The fragments this tab stored, if they belong to `hash` (a non-empty basket hash). */
function storedFor(hash: string): Fragments | undefined {
  const keys = storageKeys();
  if (!keys || !hash) return undefined;
  return safely(() => {
    if (sessionStorage.getItem(keys.hash) !== hash) return undefined;
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keys.fragments) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.values(parsed).every((v) => typeof v === 'string') ? (parsed as Fragments) : undefined;
  });
}

/** Forgets the stored fragments (and the old localStorage copy of earlier versions). */
export function forgetCart(): void {
  const keys = storageKeys();
  safely(() => localStorage.removeItem(LEGACY_CART_STORAGE_KEY));
  if (!keys) return;
  safely(() => {
    sessionStorage.removeItem(keys.fragments);
    sessionStorage.removeItem(keys.hash);
  });
}

/**
 * Stores the basket's fragments for this tab (the next page needs no request) and signals the new hash to the
 * visitor's other tabs.
 */
export function rememberCart(hash: string | undefined, fragments: Fragments | undefined): void {
  const keys = storageKeys();
  if (!keys || typeof hash !== 'string' || !fragments) return;
  safely(() => {
    sessionStorage.setItem(keys.fragments, JSON.stringify(fragments));
    sessionStorage.setItem(keys.hash, hash);
  });
  safely(() => localStorage.setItem(keys.hash, hash));
}

/** One `get_refreshed_fragments`, applied and stored; failures leave the page as it is. */
async function refreshFragments(signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await wcAjax<Answer>('get_refreshed_fragments', undefined, { signal });
    applyFragments(res?.fragments, res?.cart_hash);
    rememberCart(res?.cart_hash, res?.fragments);
    return true;
  } catch {
    return false; // aborted, or the server-rendered basket stays; the next basket change refreshes it
  }
}

const KEY = Symbol.for('storefront.cartSync');
interface SyncState {
  /** The page's basket was checked (or is being checked). */
  synced: boolean;
  /** Islands following the other tabs. */
  followers: number;
  stopFollowing?: () => void;
}
const syncState = (): SyncState => ((globalThis as { [KEY]?: SyncState })[KEY] ??= { synced: false, followers: 0 });

/**
 * Makes the page's basket regions right without wasting a request (once per page; `signal` abandons the check,
 * and the next call makes it again):
 * - no basket cookie: what this tab stored is dropped; a widget showing no lines needs nothing more;
 * - the widget's `data-cart-hash` equals the cookie: the page is current;
 * - this tab stored fragments for the cookie's hash: they are applied (a cached page, no request);
 * - otherwise (a cached page showing someone else's basket, or an unknown state): one `get_refreshed_fragments`.
 */
export async function syncCart(widget: Element, signal?: AbortSignal): Promise<void> {
  const state = syncState();
  if (state.synced) return;
  state.synced = true;
  safely(() => localStorage.removeItem(LEGACY_CART_STORAGE_KEY));
  const hash = cookieHash();
  const stored = storedFor(hash);
  if (!stored) forgetCart(); // another basket, or none (logged out): nothing stored may come back
  if (!hash && !widget.querySelector('.woocommerce-mini-cart-item')) return;
  const rendered = widget.getAttribute('data-cart-hash');
  if (rendered !== null && rendered === hash) return;
  if (stored) return applyFragments(stored, hash);
  await refreshFragments(signal);
  if (signal?.aborted) state.synced = false;
}

/**
 * Follows basket changes made in the visitor's other tabs: when their hash signal differs from this tab's, the
 * fragments are fetched again. Shared by every caller; returns the release (the last one removes the listener and
 * cancels a refresh under way).
 */
export function followOtherTabs(): () => void {
  const state = syncState();
  if (state.followers++ === 0) {
    const controller = new AbortController();
    let refreshing = false;
    const onStorage = (e: StorageEvent) => {
      const keys = storageKeys();
      if (!keys || e.key !== keys.hash || refreshing) return;
      if (e.newValue === safely(() => sessionStorage.getItem(keys.hash))) return;
      refreshing = true;
      void refreshFragments(controller.signal).finally(() => (refreshing = false));
    };
    addEventListener('storage', onStorage);
    state.stopFollowing = () => {
      removeEventListener('storage', onStorage);
      controller.abort();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--state.followers > 0) return;
    state.stopFollowing?.();
    state.stopFollowing = undefined;
  };
}

/** Test helper: allow `syncCart` to run again. */
export function resetCartSync(): void {
  const state = syncState();
  state.stopFollowing?.();
  (globalThis as { [KEY]?: SyncState })[KEY] = undefined;
}
