import { emit } from '@storefront/runtime';
import { HttpError, errorMessage } from '@storefront/http';
import { sameOriginUrl } from '@storefront/page';
import { appendItems } from './append';
import { INFINITE_SCROLL_OFFSET_PX, LISTING_UPDATED, type ListingUpdatedDetail } from './constants';
import { fetchPage } from './fetch-page';
import { replaceListingUrl } from './history';
import { staggerFadeIn } from './motion';
import { updateInPlace } from './regions';

/** What the infinite scroll is doing; the island renders it. */
export type InfiniteState =
  { status: 'idle' } | { status: 'loading' } | { status: 'end' } | { status: 'error'; message: string };

/** Options of {@link createInfiniteScroll}. */
export interface InfiniteScrollOptions {
  /** The list items are appended to (`ul.products`, a post grid). */
  list: Element;
  /** The pagination element holding the next-page link; it is updated from each fetched page. */
  nav: Element;
  /** Items within the fetched page's list, e.g. `li.product`. */
  itemSelector: string;
  /** The list in a fetched page, e.g. `ul.products`. */
  listSelector: string;
  /** The pagination in a fetched page, e.g. `nav.woocommerce-pagination`. */
  navSelector: string;
  /** The next-page link. Default `a.next.page-numbers`. */
  nextSelector?: string;
  /** Called with every state change. */
  onState(state: InfiniteState): void;
  /** Called after items were appended, with the fetched page (e.g. to merge the result count). */
  onAppended?(items: Element[], page: Document): void;
  /** Distance before the end at which loading starts. Default 400 px. */
  offsetPx?: number;
  /** Let the page URL follow the page in view (history.replaceState). Default true. */
  followUrl?: boolean;
}

/** The controller {@link createInfiniteScroll} returns. */
export interface InfiniteScroll {
  /** Loads and appends the next page now (no-op while one is loading or at the end). */
  loadNext(): Promise<void>;
  /** Stops watching and cancels a request under way. */
  destroy(): void;
}

const fail = (): never => {
  throw new HttpError('unknown_error');
};

// Pages already appended to each list, across island instances (never append a page twice).
const appended = new WeakMap<Element, Set<string>>();

/**
 * Infinite scroll over server pagination (spec §2 "Product listing", §7 "Listings"): when the shopper comes
 * within 400 px of the end of the list, the next-page link (`a.next.page-numbers`) is fetched, its items
 * are appended (fading in one after another) and the pagination is replaced by the new page's. One request
 * at a time; a page is never appended twice; the URL follows the page in view.
 */
export function createInfiniteScroll(o: InfiniteScrollOptions): InfiniteScroll {
  const nextSelector = o.nextSelector ?? 'a.next.page-numbers';
  const done = appended.get(o.list) ?? new Set<string>();
  appended.set(o.list, done);
  const controller = new AbortController();
  let busy = false;
  let alive = true;
  const pageStart = o.list.querySelector(`:scope > ${o.itemSelector}`);
  if (pageStart && !pageStart.hasAttribute('data-page-url')) pageStart.setAttribute('data-page-url', location.href);

  const nextUrl = (): string | null => {
    const u = sameOriginUrl(o.nav.querySelector<HTMLAnchorElement>(nextSelector)?.getAttribute('href'));
    return u ? u.href : null;
  };
  const settled = (): InfiniteState => ({ status: nextUrl() ? 'idle' : 'end' });

  async function loadNext(): Promise<void> {
    const url = nextUrl();
    if (busy || !alive) return;
    if (!url || done.has(url)) return o.onState({ status: 'end' });
    busy = true;
    o.list.setAttribute('aria-busy', 'true');
    o.onState({ status: 'loading' });
    let page: Document;
    let source: Element;
    try {
      page = await fetchPage(url, controller.signal);
      // A page without the list (a login wall or a proxy's page answered with 200) is a failure, not the end.
      source = page.querySelector(o.listSelector) ?? fail();
    } catch (error) {
      busy = false;
      o.list.removeAttribute('aria-busy');
      if (alive) o.onState({ status: 'error', message: errorMessage(error) });
      return;
    }
    if (!alive) return;
    done.add(url);
    const items = appendItems(o.list, source, o.itemSelector);
    items[0]?.setAttribute('data-page-url', url);
    const nextNav = page.querySelector(o.navSelector);
    if (nextNav) updateInPlace(o.nav, nextNav);
    else o.nav.querySelectorAll(':scope > :not([data-island-root])').forEach((n) => n.remove());
    o.list.removeAttribute('aria-busy');
    busy = false;
    o.onAppended?.(items, page);
    emit(LISTING_UPDATED, { source: 'append', list: o.list, items } satisfies ListingUpdatedDetail);
    followUrl();
    o.onState(settled());
    void staggerFadeIn(items);
    recheck();
  }

  // Near the end: the pagination (right after the list) comes within 400 px of the viewport's bottom.
  const io =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) void loadNext();
          },
          { rootMargin: `0px 0px ${o.offsetPx ?? INFINITE_SCROLL_OFFSET_PX}px 0px` },
        )
      : null;
  // Observing again reports the current state, so a short page that still shows the end loads the next.
  const recheck = () => {
    io?.unobserve(o.nav);
    io?.observe(o.nav);
  };
  io?.observe(o.nav);

  // The URL follows the page in view: the newest page whose first item has come into the viewport. Until
  // something was appended the URL is left alone.
  function followUrl(): void {
    if (o.followUrl === false || !done.size || !alive || !o.list.isConnected) return;
    let current: string | null = null;
    for (const el of o.list.querySelectorAll('[data-page-url]')) {
      if (el.getBoundingClientRect().top < window.innerHeight) current = el.getAttribute('data-page-url');
    }
    if (current) replaceListingUrl(current);
  }
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      followUrl();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  o.onState(settled());

  return {
    loadNext,
    destroy() {
      alive = false;
      controller.abort();
      io?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      o.list.removeAttribute('aria-busy');
    },
  };
}
