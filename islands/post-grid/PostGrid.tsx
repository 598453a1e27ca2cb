import { useLayoutEffect, useRef, useState } from 'react';
import {
  applyGridLayout,
  createInfiniteScroll,
  createListingFilter,
  LISTING_TEXT,
  type FilterState,
  type InfiniteScroll,
  type InfiniteState,
  type ListingFilter,
} from '@storefront/listing';
import { InfiniteStatus } from '@storefront/listing/infinite-status';
import { applyPostPage } from './apply-page';
import { markFirstPage } from './first-page';
import { PARTS, type PostGridProps } from './contract';

/**
 * Blog and portfolio listings (spec §2 "Blog and portfolio listings"): a masonry grid (CSS grid rows
 * spanned by item height) or fit rows (plain CSS grid rows), filter links that swap the grid without a
 * reload (URL pushed, back/forward handled), and infinite scroll over the pagination with the staggered
 * fade-in, using the same shared helpers as product listings.
 */
export function PostGrid({ host, layout, itemLabel }: PostGridProps & { host: HTMLElement }) {
  const [generation, setGeneration] = useState(0);
  const [more, setMore] = useState<InfiniteState>({ status: 'idle' });
  const [filterState, setFilterState] = useState<FilterState>({ status: 'idle' });
  const scroll = useRef<InfiniteScroll | null>(null);
  const filter = useRef<ListingFilter | null>(null);

  // Before anything is added: the items on the page fade by the theme's CSS, later ones by script.
  useLayoutEffect(() => markFirstPage(host), [host]);

  // Filter links: the nav is updated in place, so this lives as long as the island.
  useLayoutEffect(() => {
    const nav = host.querySelector(PARTS.filter);
    if (!nav) return;
    const c = createListingFilter({
      nav,
      accepts: (page) => !!page.querySelector(PARTS.grid),
      apply: (page) => {
        const grid = applyPostPage(page, host);
        setGeneration((g) => g + 1); // the grid and pagination are new: lay out and watch them again
        return grid;
      },
      onState: (s) => {
        host.querySelector(PARTS.grid)?.toggleAttribute('aria-busy', s.status === 'loading');
        setFilterState(s);
      },
    });
    filter.current = c;
    return () => c.destroy();
  }, [host]);

  // Layout and infinite scroll of the current grid and pagination.
  useLayoutEffect(() => {
    const grid = host.querySelector<HTMLElement>(PARTS.grid);
    if (!grid) return;
    const undoLayout = applyGridLayout(grid, layout, PARTS.item);
    const nav = host.querySelector(PARTS.pagination);
    const s = nav
      ? createInfiniteScroll({
          list: grid,
          nav,
          itemSelector: PARTS.item,
          listSelector: `${PARTS.listing} ${PARTS.grid}`,
          navSelector: `${PARTS.listing} ${PARTS.pagination}`,
          onState: setMore,
        })
      : null;
    if (!s) setMore({ status: 'idle' });
    scroll.current = s;
    return () => {
      s?.destroy();
      undoLayout();
    };
  }, [host, layout, generation]);

  const texts = {
    loading: LISTING_TEXT.loadingPosts.replace('items', itemLabel),
    end: LISTING_TEXT.endPosts.replace('items', itemLabel),
  };
  return (
    <>
      {filterState.status === 'error' ? (
        <div className="listing-error" role="alert">
          <p>
            {LISTING_TEXT.filterFailed} {filterState.message}
          </p>
          <button type="button" className="button" onClick={() => void filter.current?.show(filterState.url)}>
            {LISTING_TEXT.retry}
          </button>
        </div>
      ) : null}
      {host.querySelector(PARTS.pagination) || more.status !== 'idle' ? (
        <InfiniteStatus state={more} texts={texts} onRetry={() => void scroll.current?.loadNext()} />
      ) : null}
    </>
  );
}
