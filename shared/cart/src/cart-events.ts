import { on } from '@storefront/runtime';
import { rememberCart } from './cart-sync';
import { applyFragments } from './fragments';

const KEY = Symbol.for('storefront.cartEvents');

interface CartEvents {
  /** Islands (and basket calls under way) that need the page's fragments applied. */
  users: number;
  off?: () => void;
}

/** What `added_to_cart` and `removed_from_cart` carry for the basket regions. */
export interface CartChange {
  fragments?: Record<string, string>;
  cartHash?: string;
}

/** Applies a basket event's fragments and remembers them for the visitor's other tabs (which then follow). */
export function applyCartChange(d: CartChange): void {
  applyFragments(d.fragments, d.cartHash);
  rememberCart(d.cartHash, d.fragments);
}

/**
 * Applies (and remembers for other tabs) the fragments of every `added_to_cart` and `removed_from_cart` on the
 * page, whoever sent it (an island, or a plugin's `jQuery(document.body).trigger('added_to_cart', [fragments, hash,
 * $button])`). One listener pair per page, shared by every caller: each call returns its release, and the listeners
 * go when the last user released them (its island unmounted, its basket call applied).
 */
export function listenForCartEvents(): () => void {
  const g = globalThis as { [KEY]?: CartEvents };
  const state = (g[KEY] ??= { users: 0 });
  if (state.users++ === 0) {
    const offs = [on('added_to_cart', applyCartChange), on('removed_from_cart', applyCartChange)];
    state.off = () => offs.forEach((off) => off());
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--state.users > 0) return;
    state.off?.();
    state.off = undefined;
  };
}
