/**
 * Whether the page has a basket at all, without the rest of the package (its HTTP client, the fragments code): what
 * an island checks before it loads the basket code, so a page with no basket loads none (the mini-basket's first
 * load). `@storefront/cart/presence`; `syncCart` and the basket listeners share their state and keys from here.
 */
/** WooCommerce's cookie holding the basket hash while the basket has items. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** WooCommerce's cookie set while the basket has items. */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
/** Where earlier versions kept the basket's HTML (localStorage, one key for every session): removed on sight. */
export const LEGACY_CART_STORAGE_KEY = 'storefront_cart';

/** The storage keys `wc_cart_fragments_params` names (per site). */
export interface StorageKeys {
  fragments: string;
  hash: string;
}

/** The keys this tab stores the basket under, or null without `wc_cart_fragments_params` (nothing is stored). */
export function storageKeys(): StorageKeys | null {
  const p = (globalThis as { wc_cart_fragments_params?: { fragment_name?: unknown; cart_hash_key?: unknown } })
    .wc_cart_fragments_params;
  const fragments = typeof p?.fragment_name === 'string' ? p.fragment_name : '';
  const hash = typeof p?.cart_hash_key === 'string' ? p.cart_hash_key : '';
  return fragments && hash ? { fragments, hash } : null;
}

/** Runs a storage call; storage may be disabled or full (private mode, policies, quota): then it just doesn't happen. */
export function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** The page's basket check and other-tab following (see `syncCart`, `followOtherTabs`). */
export interface SyncState {
  /** The page's basket was checked (or is being checked). */
  synced: boolean;
  /** Islands following the other tabs. */
  followers: number;
  /** Handles a storage event as the other-tab listener does (while someone follows). */
  onStorage?: (e: StorageEvent) => void;
  stopFollowing?: () => void;
}
const SYNC_KEY = Symbol.for('storefront.cartSync');
type WithSync = { [SYNC_KEY]?: SyncState };
/** The page's one {@link SyncState} (on a global symbol: separately loaded bundles share it). */
export const syncState = (): SyncState => ((globalThis as WithSync)[SYNC_KEY] ??= { synced: false, followers: 0 });
/** Drops the page's {@link SyncState} (tests). */
export const dropSyncState = (): void => void ((globalThis as WithSync)[SYNC_KEY] = undefined);

/** The page's `added_to_cart` / `removed_from_cart` listening (see `listenForCartEvents`). */
export interface CartEventsState {
  /** Islands (and basket calls under way) that need the page's fragments applied. */
  users: number;
  off?: () => void;
}
const EVENTS_KEY = Symbol.for('storefront.cartEvents');
/** The page's one {@link CartEventsState}. */
export const cartEventsState = (): CartEventsState =>
  ((globalThis as { [EVENTS_KEY]?: CartEventsState })[EVENTS_KEY] ??= { users: 0 });
/** Whether something on the page applies the fragments of basket events now (`listenForCartEvents` is held). */
export const cartEventsApplied = (): boolean => cartEventsState().users > 0;

/**
 * Whether a basket is in sight: lines (or remove links) in `widget` (a mini-basket), one of WooCommerce's basket
 * cookies, or anything stored for the basket (this tab's fragments and hash, the old localStorage copy). Without
 * any, `syncCart` has nothing to drop and nothing to ask.
 */
export function basketInSight(widget: Element): boolean {
  if (widget.querySelector('.woocommerce-mini-cart-item, .remove_from_cart_button')) return true;
  // A basket cookie with a value (not getCookie: the UI helpers are in the common chunk this check keeps away).
  if (new RegExp(`(^|; )(${CART_HASH_COOKIE}|${ITEMS_IN_CART_COOKIE})=[^;]`).test(document.cookie)) return true;
  const keys = storageKeys();
  const stored = (s: Storage, key: string) => s.getItem(key) !== null;
  return !!safely(
    () =>
      stored(localStorage, LEGACY_CART_STORAGE_KEY) ||
      (!!keys && (stored(sessionStorage, keys.fragments) || stored(sessionStorage, keys.hash))),
  );
}

/**
 * `syncCart` for a page with no basket in sight: marks the page's basket checked, all `syncCart` would do there.
 * Returns false (and marks nothing) when a basket is in sight: then `syncCart` is needed.
 */
export function skipEmptyCartSync(widget: Element): boolean {
  if (basketInSight(widget)) return false;
  syncState().synced = true;
  return true;
}
