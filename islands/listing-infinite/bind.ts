import { createInfiniteScroll, LISTING_TEXT, mergeResultCount, statusLine } from '@storefront/listing';
import type { MountContext } from '@storefront/runtime';
import { COUNT_SELECTOR, ITEM_SELECTOR, LIST_SELECTOR, NAV_SELECTOR, NEXT_SELECTOR } from './contract';

/** The `ul.products` this pagination belongs to: a sibling in the same container, else the page's first. */
export function listFor(nav: Element): Element | null {
  return nav.parentElement?.querySelector(`:scope > ${LIST_SELECTOR}`) ?? document.querySelector(LIST_SELECTOR);
}

/**
 * Infinite scroll of a product listing (spec §2, §9): within 400 px of the end, the next page's `li.product`s are
 * appended (fading in 150 ms apart), the pagination and the result count follow, and the URL follows the page in
 * view. A status line after the page links shows loading (the list is `aria-busy`), end
 * and retry states. No framework. Returns the release (nothing without a list).
 */
export function bindListingInfinite(host: HTMLElement, ctx: MountContext): (() => void) | void {
  const list = listFor(host);
  if (!list) return;
  // The island's own element (`data-island-root`): pagination updates in place keep it.
  const box = document.createElement('div');
  box.setAttribute('data-island-root', ctx.name);
  host.append(box);
  const render = statusLine(box, { loading: LISTING_TEXT.loading, end: LISTING_TEXT.end }, () => {
    void scroll.loadNext();
  });
  const scroll = createInfiniteScroll({
    list,
    nav: host,
    itemSelector: ITEM_SELECTOR,
    listSelector: LIST_SELECTOR,
    navSelector: NAV_SELECTOR,
    nextSelector: NEXT_SELECTOR,
    onState: render,
    onAppended: (_items, page) =>
      mergeResultCount(document.querySelector(COUNT_SELECTOR), page.querySelector(COUNT_SELECTOR)),
  });
  return () => {
    scroll.destroy();
    box.remove();
  };
}
