import { emit } from '@storefront/runtime';
import { block, unblock } from '@storefront/runtime/ui';
import { wcAjax } from '@storefront/http';
import { cartQueue, followOtherTabs, listenForCartEvents } from '@storefront/cart';
import { navigate } from '@storefront/page';
import type { RemoveFromCartResponse } from './contract';

export { applyCartChange, syncCart } from '@storefront/cart';

/**
 * The mini-basket's basket code, loaded by its entry (`bind.ts`) once the page has a basket. Removes a line without
 * a reload (spec §4 "Mini-basket remove"): the line's `row` is blocked with the overlay while `remove_from_cart`
 * runs through the page's basket queue, then the fragments replace the basket regions. No fragments, or any
 * failure: the browser follows the remove link's own URL, which removes the line the classic way. A removal already
 * sent completes after an unmount (the server has it), and its fragments still reach the page.
 */
export function removeLine(link: HTMLAnchorElement, row: HTMLElement, key: string): void {
  if (row.classList.contains('processing')) return; // this line's removal is already under way
  block(row);
  const fallback = () => {
    if (!navigate(link.href)) unblock(row);
  };
  const release = listenForCartEvents(); // the answer's fragments are applied even if the widget is gone
  cartQueue()
    .enqueue(() => wcAjax<RemoveFromCartResponse>('remove_from_cart', { cart_item_key: key }))
    .then((res) => {
      if (!res?.fragments || res.success === false) return fallback();
      emit('removed_from_cart', { fragments: res.fragments, cartHash: res.cart_hash, button: link });
    }, fallback)
    .finally(release);
}

/**
 * The basket listeners a mini-basket holds: every basket event's fragments applied, the visitor's other tabs
 * followed (`missed`: a storage event heard before this code was loaded). Returns their release.
 */
export function holdBasketListeners(missed?: StorageEvent): () => void {
  const held = [listenForCartEvents(), followOtherTabs(missed)];
  return () => held.forEach((r) => r());
}
