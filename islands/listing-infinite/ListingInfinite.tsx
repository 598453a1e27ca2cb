import { useLayoutEffect, useRef, useState } from 'react';
import {
  createInfiniteScroll,
  InfiniteStatus,
  LISTING_TEXT,
  mergeResultCount,
  type InfiniteScroll,
  type InfiniteState,
} from '@storefront/listing';
import { COUNT_SELECTOR, ITEM_SELECTOR, LIST_SELECTOR, NAV_SELECTOR, NEXT_SELECTOR } from './contract';

/** The `ul.products` this pagination belongs to: a sibling in the same container, else the page's first. */
export function listFor(nav: Element): Element | null {
  return nav.parentElement?.querySelector(`:scope > ${LIST_SELECTOR}`) ?? document.querySelector(LIST_SELECTOR);
}

/**
 * Infinite scroll of a product listing (spec §2, §9): within 400 px of the end, the next page's
 * `li.product`s are appended (fading in 150 ms apart), the pagination and the result count follow, and
 * the URL follows the page in view. Shows loading (the list is `aria-busy`), end and retry states.
 */
export function ListingInfinite({ host }: { host: HTMLElement }) {
  const [state, setState] = useState<InfiniteState>({ status: 'idle' });
  const scroll = useRef<InfiniteScroll | null>(null);
  useLayoutEffect(() => {
    const list = listFor(host);
    if (!list) return;
    const s = createInfiniteScroll({
      list,
      nav: host,
      itemSelector: ITEM_SELECTOR,
      listSelector: LIST_SELECTOR,
      navSelector: NAV_SELECTOR,
      nextSelector: NEXT_SELECTOR,
      onState: setState,
      onAppended: (_items, page) =>
        mergeResultCount(document.querySelector(COUNT_SELECTOR), page.querySelector(COUNT_SELECTOR)),
    });
    scroll.current = s;
    return () => {
      s.destroy();
      scroll.current = null;
    };
  }, [host]);
  return (
    <InfiniteStatus
      state={state}
      texts={{ loading: LISTING_TEXT.loading, end: LISTING_TEXT.end }}
      onRetry={() => void scroll.current?.loadNext()}
    />
  );
}
