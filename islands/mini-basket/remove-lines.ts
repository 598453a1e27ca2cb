import { emit } from '@storefront/runtime';
import { block, clickOnSpace, unblock } from '@storefront/runtime/ui';
import { wcAjax } from '@storefront/http';
import {
  applyCartChange,
  cartQueue,
  followOtherTabs,
  listenForCartEvents,
  syncCart,
  type CartChange,
} from '@storefront/cart';
import { navigate } from '@storefront/page';
import { REMOVE_LINK_SELECTOR, type RemoveFromCartResponse } from './contract';
import { ITEM_SELECTOR, WIDGET_SELECTOR } from './widget-contract';

/** Removes the line of a remove link through the basket queue; the link's own URL is the fallback. */
function removeLine(link: HTMLAnchorElement, key: string): void {
  const row = link.closest<HTMLElement>(ITEM_SELECTOR) ?? link;
  if (row.matches('.processing')) return; // this line's removal is already under way
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

function onClick(e: MouseEvent): void {
  const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
  if (!link?.closest(WIDGET_SELECTOR) || e.defaultPrevented) return;
  const key = link.dataset.cart_item_key;
  if (!key) return; // nothing to send: let the link work
  e.preventDefault();
  removeLine(link, key);
}

/** The remove links are `role="button"`: Space clicks them (then {@link onClick} removes the line). */
const onKeyDown = (e: KeyboardEvent): void => void clickOnSpace(e, REMOVE_LINK_SELECTOR);

/** How many holders the delegated listeners have (mounted widgets, a swapped widget's handover). */
let holders = 0;

/**
 * One delegated click (and Space) listener for every mini-basket of the page (as WooCommerce binds it on the body), held by
 * the mounted widgets (and, through {@link handover}, by a swapped widget until its successor mounts): a widget
 * that fragments swap in works at once, before the runtime mounts the island on it (which waits for idle time),
 * so a quick click on its remove link never falls through to a page load. Returns the release (once only).
 * Kept in this module: the runtime mounts every mini-basket from one copy of it, even if a page loads two.
 */
function listenForRemoveClicks(): () => void {
  if (!holders++) {
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (!--holders) {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    }
  };
}

/**
 * The page-wide listeners a mini-basket whose widget was swapped for fresh markup (fragments) hands to the island
 * of the new widget, which mounts a moment later (when idle): until then, remove clicks, a change in another tab
 * and a plugin's basket event are still handled. Released by the next mini-basket to mount.
 */
let handover: (() => void) | null = null;

/**
 * Removes mini-basket lines without a reload (spec §4 "Mini-basket remove"): the line is blocked with the
 * overlay while `remove_from_cart` runs through the page's basket queue, then the fragments replace the
 * basket regions. No fragments, or any failure: the browser follows the remove link's own URL, which removes
 * the line the classic way. On the first mount of a page it also checks the basket is current (`syncCart`), and
 * while mounted it follows the visitor's other tabs. A removal already sent completes after an unmount (the
 * server has it), and its fragments still reach the page. `host` is the widget; returns the release. `heard`: basket
 * events the island's thin entry heard before this code was loaded and nothing applied (applied now).
 */
export function bindMiniBasket(host: HTMLElement, heard: CartChange[] = []): () => void {
  heard.forEach(applyCartChange);
  // Only the basket check's signal to release: a bare controller (a scope would cost this chunk an import of ui-base).
  const sync = new AbortController();
  const held = [listenForCartEvents(), followOtherTabs(), listenForRemoveClicks()];
  const release = () => held.forEach((r) => r());
  handover?.(); // the swapped widget's listeners: this island holds its own now
  handover = null;
  void syncCart(host, sync.signal);
  return () => {
    sync.abort();
    if (!host.isConnected && document.querySelector(WIDGET_SELECTOR)) {
      handover?.();
      handover = release;
    } else release();
  };
}
