import { on } from '@storefront/runtime';
import { rememberCart } from './cart-sync';
import { applyFragments } from './fragments';

const KEY = Symbol.for('storefront.cartEvents');

/**
 * Applies (and remembers for other tabs) the fragments of every `added_to_cart` and `removed_from_cart` on the
 * page, whoever sent it (an island,
 * or a plugin's `jQuery(document.body).trigger('added_to_cart', [fragments, hash, $button])`). Idempotent: many
 * buttons call it, one listener pair is installed per page.
 */
export function listenForCartEvents(): void {
  const g = globalThis as { [KEY]?: boolean };
  if (g[KEY]) return;
  g[KEY] = true;
  const apply = (d: { fragments?: Record<string, string>; cartHash?: string }) => {
    applyFragments(d.fragments, d.cartHash);
    rememberCart(d.cartHash, d.fragments); // the visitor's other tabs follow through the storage event
  };
  on('added_to_cart', apply);
  on('removed_from_cart', apply);
}
