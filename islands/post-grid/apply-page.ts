import { insertAfter, relayout, replaceRegion, updateInPlace } from '@storefront/listing';
import { PARTS } from './contract';

/**
 * Puts a fetched blog/portfolio page in place of the current one inside `host`: the grid (laid out again
 * with the 0.8 s transition), the pagination, the heading and the filter's current link (updated in place,
 * focus kept). Returns the grid now on the page.
 */
export function applyPostPage(page: Document, host: Element): Element | null {
  const source = page.querySelector(PARTS.listing) ?? page;
  const grid = host.querySelector(PARTS.grid);
  const nextGrid = source.querySelector(PARTS.grid);
  let now = grid;
  if (grid && nextGrid) now = relayout(grid, PARTS.item, () => replaceRegion(grid, nextGrid));

  const nav = host.querySelector(PARTS.pagination);
  const nextNav = source.querySelector(PARTS.pagination);
  if (nav) replaceRegion(nav, nextNav);
  else if (nextNav && now) insertAfter(now, nextNav);

  const heading = host.querySelector(PARTS.heading);
  const nextHeading = source.querySelector(PARTS.heading);
  if (heading && nextHeading) heading.textContent = nextHeading.textContent;

  const filter = host.querySelector(PARTS.filter);
  const nextFilter = source.querySelector(PARTS.filter);
  if (filter && nextFilter) {
    const active = document.activeElement;
    const href = active instanceof HTMLAnchorElement && filter.contains(active) ? active.getAttribute('href') : null;
    updateInPlace(filter, nextFilter);
    if (href)
      [...filter.querySelectorAll<HTMLAnchorElement>('a[href]')].find((a) => a.getAttribute('href') === href)?.focus();
  }
  return now;
}
