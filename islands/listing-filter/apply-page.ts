import { insertAfter, relayout, replaceRegion, updateInPlace } from '@storefront/listing';
import { REGIONS } from './contract';

/** Keeps keyboard focus on the same filter link when the filter's links are replaced. */
function keepingFocus(scope: Element, update: () => void): void {
  const active = document.activeElement;
  const href = active instanceof HTMLAnchorElement && scope.contains(active) ? active.getAttribute('href') : null;
  update();
  if (href)
    [...scope.querySelectorAll<HTMLAnchorElement>('a[href]')].find((a) => a.getAttribute('href') === href)?.focus();
}

/**
 * Puts a fetched product listing page in place of the current one: the products (laid out again with the
 * 0.8 s transition), pagination, result count (updated in place), the ordering form's action and choice,
 * the archive header and the filter's current link. Returns the list now on the page.
 */
export function applyProductPage(page: Document, filterNav: Element): Element | null {
  const list = document.querySelector(REGIONS.list);
  const nextList = page.querySelector(REGIONS.list);
  let now = list;
  if (list) now = relayout(list, REGIONS.item, () => replaceRegion(list, nextList));

  const nav = document.querySelector(REGIONS.pagination);
  const nextNav = page.querySelector(REGIONS.pagination);
  if (nav) replaceRegion(nav, nextNav);
  else if (nextNav && now) insertAfter(now, nextNav);

  const count = document.querySelector(REGIONS.count);
  const nextCount = page.querySelector(REGIONS.count);
  if (count && nextCount) updateInPlace(count, nextCount);

  const form = document.querySelector<HTMLFormElement>(REGIONS.ordering);
  const nextForm = page.querySelector<HTMLFormElement>(REGIONS.ordering);
  if (form && nextForm) {
    form.setAttribute('action', nextForm.getAttribute('action') ?? '');
    const select = form.querySelector<HTMLSelectElement>('select.orderby');
    const nextSelect = nextForm.querySelector<HTMLSelectElement>('select.orderby');
    if (select && nextSelect) select.value = nextSelect.value;
  }

  const header = document.querySelector(REGIONS.header);
  const nextHeader = page.querySelector(REGIONS.header);
  if (header && nextHeader) replaceRegion(header, nextHeader);

  const nextFilter = page.querySelector(REGIONS.filter);
  if (nextFilter) keepingFocus(filterNav, () => updateInPlace(filterNav, nextFilter));
  return now;
}
