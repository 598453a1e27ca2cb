import { debounce, RESIZE_DEBOUNCE_MS } from '@storefront/runtime/timing';

/** The grid layouts of blog and portfolio listings. */
export type GridLayout = 'masonry' | 'fitRows';

const px = (v: string): number => parseFloat(v) || 0;

/**
 * Masonry with CSS grid: the grid has small fixed rows (`grid-auto-rows: 1px; row-gap: 0`) and each item
 * spans as many rows as its height (plus its bottom margin, the gap) needs. Plain CSS grid does the
 * placement, so no positioning library is needed and the order stays the reading order.
 */
export function layoutMasonry(grid: HTMLElement, itemSelector: string): void {
  const style = getComputedStyle(grid);
  const row = px(style.gridAutoRows) || 4;
  const gap = px(style.rowGap);
  grid.querySelectorAll<HTMLElement>(`:scope > ${itemSelector}`).forEach((item) => {
    const height = item.getBoundingClientRect().height + px(getComputedStyle(item).marginBottom);
    item.style.gridRowEnd = `span ${Math.max(1, Math.ceil((height + gap) / (row + gap)))}`;
  });
}

/**
 * Applies a layout to `grid` and keeps it right: fit rows is CSS only (`is-fit-rows`); masonry (`is-masonry`)
 * is recomputed when the grid or an item changes size, an image loads, or items are added (debounced
 * 150 ms). Returns a cleanup.
 */
export function applyGridLayout(grid: HTMLElement, layout: GridLayout, itemSelector: string): () => void {
  grid.classList.toggle('is-masonry', layout === 'masonry');
  grid.classList.toggle('is-fit-rows', layout === 'fitRows');
  if (layout !== 'masonry') return () => grid.classList.remove('is-fit-rows');
  const run = () => layoutMasonry(grid, itemSelector);
  const later = debounce(run, RESIZE_DEBOUNCE_MS);
  run();
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
  const watch = () => {
    sizes?.observe(grid);
    grid.querySelectorAll(`:scope > ${itemSelector}`).forEach((el) => sizes?.observe(el));
  };
  watch();
  const added = new MutationObserver(() => {
    watch();
    run();
  });
  added.observe(grid, { childList: true });
  grid.addEventListener('load', later, true); // images finishing late change heights
  window.addEventListener('resize', later);
  return () => {
    later.cancel();
    sizes?.disconnect();
    added.disconnect();
    grid.removeEventListener('load', later, true);
    window.removeEventListener('resize', later);
    grid.classList.remove('is-masonry');
    grid.querySelectorAll<HTMLElement>(`:scope > ${itemSelector}`).forEach((el) => (el.style.gridRowEnd = ''));
  };
}
