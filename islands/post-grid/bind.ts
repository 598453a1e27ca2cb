import {
  applyGridLayout,
  createInfiniteScroll,
  createListingFilter,
  filterErrorBox,
  LISTING_TEXT,
  statusLine,
  type InfiniteScroll,
  type InfiniteState,
} from '@storefront/listing';
import { readRawProps, type MountContext } from '@storefront/runtime';
import { applyPostPage } from './apply-page';
import { markFirstPage } from './first-page';
import { PARTS, type PostGridProps } from './contract';

/** Reads `data-layout` ('fitRows' or masonry) and `data-item-label`. */
export function readPostGridProps(data: Record<string, string>): PostGridProps {
  return {
    layout: data.layout === 'fitRows' || data.layout === 'fit-rows' ? 'fitRows' : 'masonry',
    itemLabel: (data.item_label ?? data.itemLabel ?? '').trim() || 'items',
  };
}

/**
 * Blog and portfolio listings (spec §2 "Blog and portfolio listings"): a masonry grid (CSS grid rows spanned by
 * item height) or fit rows (plain CSS grid rows), filter links that swap the grid without a reload (URL pushed,
 * back/forward handled), and infinite scroll over the pagination with the staggered fade-in, using the same shared
 * helpers as product listings. The filter's error box and the status line go at the end of the listing, in the
 * island's own element. No framework. Returns the release.
 */
export function bindPostGrid(host: HTMLElement, ctx: MountContext): () => void {
  const { layout, itemLabel } = readPostGridProps(readRawProps(host, { json: false }).data);
  // Before anything is added: the items on the page fade by the theme's CSS, later ones by script.
  markFirstPage(host);
  // The island's own element (`data-island-root`): in-place updates of the listing keep it.
  const root = document.createElement('span');
  root.style.display = 'contents';
  root.setAttribute('data-island-root', ctx.name);
  host.append(root);

  let scroll: InfiniteScroll | null = null;
  let undoLayout = () => {};
  const status = document.createElement('div');
  const render = statusLine(
    status,
    {
      loading: LISTING_TEXT.loadingPosts.replace('items', itemLabel),
      end: LISTING_TEXT.endPosts.replace('items', itemLabel),
    },
    () => void scroll?.loadNext(),
  );
  // Shown while there is a pagination to follow or something to say.
  const showMore = (s: InfiniteState) => {
    render(s);
    if (host.querySelector(PARTS.pagination) || s.status !== 'idle') root.append(status);
    else status.remove();
  };

  // Layout and infinite scroll of the current grid and pagination (again after each filter swap).
  const watch = () => {
    scroll?.destroy();
    undoLayout();
    scroll = null;
    undoLayout = () => {};
    const grid = host.querySelector<HTMLElement>(PARTS.grid);
    if (grid) {
      undoLayout = applyGridLayout(grid, layout, PARTS.item);
      const nav = host.querySelector(PARTS.pagination);
      scroll = nav
        ? createInfiniteScroll({
            list: grid,
            nav,
            itemSelector: PARTS.item,
            listSelector: `${PARTS.listing} ${PARTS.grid}`,
            navSelector: `${PARTS.listing} ${PARTS.pagination}`,
            onState: showMore,
          })
        : null;
    }
    if (!scroll) showMore({ status: 'idle' });
  };

  // Filter links: the nav is updated in place, so this lives as long as the island.
  let errorBox: HTMLElement | null = null;
  let swapped = false;
  const navFilter = host.querySelector(PARTS.filter);
  const filter = navFilter
    ? createListingFilter({
        nav: navFilter,
        accepts: (page) => !!page.querySelector(PARTS.grid),
        apply: (page) => {
          swapped = true; // the grid and pagination are new: lay out and watch them again once shown
          return applyPostPage(page, host);
        },
        onState: (s) => {
          host.querySelector(PARTS.grid)?.toggleAttribute('aria-busy', s.status === 'loading');
          errorBox?.remove();
          errorBox = null;
          if (s.status === 'error') {
            errorBox = filterErrorBox(s.message, () => void filter?.show(s.url));
            root.prepend(errorBox);
          }
          if (swapped && s.status === 'idle') {
            swapped = false;
            watch();
          }
        },
      })
    : null;

  watch();
  return () => {
    filter?.destroy();
    scroll?.destroy();
    undoLayout();
    root.remove();
  };
}
