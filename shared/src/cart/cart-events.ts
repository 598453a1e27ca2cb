import { on } from '@storefront/runtime';
import { applyFragments } from './fragments';

const KEY = Symbol.for('storefront.cartEvents');

/**
 * Applies the fragments of every `added_to_cart` and `removed_from_cart` on the page, whoever sent it (an island,
 * or a plugin's `jQuery(document.body).trigger('added_to_cart', [fragments, hash, $button])`). Idempotent: many
 * buttons call it, one listener pair is installed per page.
 */
export function listenForCartEvents(): void {
  const g = globalThis as { [KEY]?: boolean };
  if (g[KEY]) return;
  g[KEY] = true;
  on('added_to_cart', (d) => applyFragments(d.fragments, d.cartHash));
  on('removed_from_cart', (d) => applyFragments(d.fragments, d.cartHash));
}
