import { useLayoutEffect } from 'react';
import { emit } from '@storefront/runtime';
import { block, unblock } from '@storefront/runtime/ui';
import { wcAjax } from '@storefront/http';
import { cartQueue, listenForCartEvents, navigate, syncCart } from '@storefront/shared';
import { ITEM_SELECTOR, REMOVE_LINK_SELECTOR, WIDGET_SELECTOR, type RemoveFromCartResponse } from './contract';

/** Removes the line of a remove link through the basket queue; the link's own URL is the fallback. */
function removeLine(link: HTMLAnchorElement, key: string): void {
  const row = link.closest<HTMLElement>(ITEM_SELECTOR) ?? link;
  if (row.classList.contains('processing')) return; // this line's removal is already under way
  block(row);
  const fallback = () => {
    if (!navigate(link.href)) unblock(row);
  };
  cartQueue()
    .enqueue(() => wcAjax<RemoveFromCartResponse>('remove_from_cart', { cart_item_key: key }))
    .then((res) => {
      if (!res?.fragments || res.success === false) return fallback();
      emit('removed_from_cart', { fragments: res.fragments, cartHash: res.cart_hash, button: link });
    }, fallback);
}

function onClick(e: MouseEvent): void {
  const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
  if (!link || !link.closest(WIDGET_SELECTOR) || e.defaultPrevented) return;
  const key = link.dataset.cart_item_key;
  if (!key) return; // nothing to send: let the link work
  e.preventDefault();
  removeLine(link, key);
}

const KEY = Symbol.for('storefront.miniBasketClicks');

/**
 * One delegated click listener for every mini-basket of the page (as WooCommerce binds it on the body), installed
 * by the first mount and kept for the page: a widget that fragments swap in works at once, before the runtime
 * mounts the island on it (which waits for idle time), so a quick click on its remove link never falls through.
 */
function listenForRemoveClicks(): void {
  const g = globalThis as { [KEY]?: boolean };
  if (g[KEY]) return;
  g[KEY] = true;
  document.addEventListener('click', onClick);
}

/**
 * Removes mini-basket lines without a reload (spec §4 "Mini-basket remove"): the line is blocked with the
 * overlay while `remove_from_cart` runs through the page's basket queue, then the fragments replace the
 * basket regions. No fragments, or any failure: the browser follows the remove link's own URL, which removes
 * the line the classic way. On the first mount of a page it also checks the basket is current (`syncCart`).
 */
export function MiniBasket({ host }: { host: HTMLElement }) {
  // Layout effect: attached by the time the runtime's mount returns (see reactIsland).
  useLayoutEffect(() => {
    listenForCartEvents();
    listenForRemoveClicks();
    void syncCart(host);
  }, [host]);
  return null;
}
