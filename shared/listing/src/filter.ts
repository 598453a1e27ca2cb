import { emit } from '@storefront/runtime';
import { isPlainClick } from '@storefront/runtime/ui';
import { HttpError, errorMessage } from '@storefront/http';
import { navigate, sameOriginUrl } from '@storefront/page';
import { LISTING_TEXT, LISTING_UPDATED, type ListingUpdatedDetail } from './constants';
import { fetchPage } from './fetch-page';
import { isListingEntry, pushListingUrl } from './history';

/** What a filter is doing; the island renders it (an error keeps the URL for its retry button). */
export type FilterState =
  { status: 'idle' } | { status: 'loading'; url: string } | { status: 'error'; message: string; url: string };

/** Options of {@link createListingFilter}. */
export interface ListingFilterOptions {
  /** The element holding the filter links (clicks inside it are handled). */
  nav: Element;
  /** Which links filter. Default `a[href]`. */
  linkSelector?: string;
  /**
   * Applies a fetched listing page to this one (swaps the regions) and returns the list now on the page.
   * Runs synchronously, right before the URL is pushed.
   */
  apply(page: Document, url: string): Element | null;
  /**
   * Whether a fetched page is a listing `apply` can show. One that is not (a login wall or a proxy's page
   * answered with 200) fails like a server error and the listing stays. Default: any page.
   */
  accepts?(page: Document): boolean;
  onState(state: FilterState): void;
}

/** The controller {@link createListingFilter} returns. */
export interface ListingFilter {
  /** Shows the listing at `url` (push: add a history entry). */
  show(url: string, push?: boolean): Promise<void>;
  destroy(): void;
}

/**
 * Filters a listing without a reload (spec §2 "Optional category filter links filter the grid"): a click on
 * a filter link fetches that link's page (server HTML), `apply` swaps the listing regions, the URL is pushed,
 * and back/forward to such entries fetch and swap again (a failure there reloads the page, so what the
 * browser shows always matches its URL). A failed click keeps the current listing and reports an error
 * state with the URL to retry. A newer click cancels an older request.
 */
export function createListingFilter(o: ListingFilterOptions): ListingFilter {
  let request: AbortController | null = null;

  async function show(url: string, push = true, source: ListingUpdatedDetail['source'] = 'filter'): Promise<void> {
    request?.abort();
    const mine = (request = new AbortController());
    o.onState({ status: 'loading', url });
    let page: Document;
    try {
      page = await fetchPage(url, mine.signal);
      if (o.accepts && !o.accepts(page)) throw new HttpError('unknown_error');
    } catch (error) {
      if (mine.signal.aborted) return; // superseded by a newer click
      if (!push) {
        // Back/forward: the address bar already shows `url`; load it the classic way.
        if (!navigate(url)) o.onState({ status: 'error', message: errorMessage(error), url });
        return;
      }
      o.onState({ status: 'error', message: errorMessage(error), url });
      return;
    }
    if (mine !== request) return;
    request = null;
    const list = o.apply(page, url);
    if (push) pushListingUrl(url);
    if (page.title) document.title = page.title;
    o.onState({ status: 'idle' });
    emit(LISTING_UPDATED, { source, list } satisfies ListingUpdatedDetail);
  }

  const onClick = (e: Event) => {
    const me = e as MouseEvent;
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(o.linkSelector ?? 'a[href]');
    if (!link || !o.nav.contains(link) || !isPlainClick(me)) return;
    const url = sameOriginUrl(link.getAttribute('href'));
    if (!url) return;
    e.preventDefault();
    if (url.href === location.href && link.getAttribute('aria-current') === 'page') return; // already shown
    void show(url.href);
  };
  const onPop = (e: PopStateEvent) => {
    if (isListingEntry(e)) void show(location.href, false, 'history');
  };
  o.nav.addEventListener('click', onClick);
  window.addEventListener('popstate', onPop);
  return {
    show: (url, push = true) => show(url, push),
    destroy() {
      request?.abort();
      o.nav.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    },
  };
}

/**
 * The box a failed filter shows (spec §2), without a framework: `div.listing-error[role="alert"]` saying 'This
 * selection could not be loaded.' and `message`, with a Retry button (`button.button`) calling `onRetry`. Made only
 * on a failure; the caller puts it in place and removes it when the filter's state changes.
 */
export function filterErrorBox(message: string, onRetry: () => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'listing-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = `${LISTING_TEXT.filterFailed} ${message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = LISTING_TEXT.retry;
  retry.addEventListener('click', onRetry);
  box.append(text, retry);
  return box;
}
