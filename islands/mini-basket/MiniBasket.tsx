import { useLayoutEffect } from 'react';
import { emit } from '@storefront/runtime';
import { block, createScope, unblock } from '@storefront/runtime/ui';
import { wcAjax } from '@storefront/http';
import { cartQueue, followOtherTabs, listenForCartEvents, navigate, syncCart } from '@storefront/shared';
import { ITEM_SELECTOR, REMOVE_LINK_SELECTOR, WIDGET_SELECTOR, type RemoveFromCartResponse } from './contract';

/**
 * The page-wide basket listeners a mini-basket whose widget was swapped for fresh markup (fragments) hands to the
 * island of the new widget, which mounts a moment later (when idle): until then, a change in another tab or a
 * plugin's basket event is still followed. Released by the next mini-basket to mount.
 */
let handover: (() => void) | null = null;

/**
 * Removes mini-basket lines without a reload (spec §4 "Mini-basket remove"): the line is blocked with the
 * overlay while `remove_from_cart` runs through the page's basket queue, then the fragments replace the
 * basket regions. No fragments, or any failure: the browser follows the remove link's own URL, which removes
 * the line the classic way. On the first mount of a page it also checks the basket is current (`syncCart`), and
 * while mounted it follows the visitor's other tabs. A removal already sent completes after an unmount (the
 * server has it), and its fragments still reach the page.
 */
export function MiniBasket({ host }: { host: HTMLElement }) {
  // Layout effect: attached by the time the runtime's mount returns (see reactIsland).
  useLayoutEffect(() => {
    const scope = createScope();
    const held = [listenForCartEvents(), followOtherTabs()];
    const release = () => held.forEach((r) => r());
    handover?.(); // the swapped widget's listeners: this island holds its own now
    handover = null;
    void syncCart(host, scope.signal);
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
      if (!link || !host.contains(link) || e.defaultPrevented) return;
      const key = link.dataset.cart_item_key;
      if (!key) return; // nothing to send: let the link work
      e.preventDefault();
      const row = link.closest<HTMLElement>(ITEM_SELECTOR) ?? link;
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
    };
    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('click', onClick);
      scope.dispose();
      if (!host.isConnected && document.querySelector(WIDGET_SELECTOR)) {
        handover?.();
        handover = release;
      } else release();
    };
  }, [host]);
  return null;
}
