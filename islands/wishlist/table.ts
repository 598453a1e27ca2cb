import { REMOVE_ALL_SELECTOR, SOCIAL_SELECTOR, TOGGLE_SELECTOR } from './contract';
import { EMPTY_SELECTOR, TABLE_SELECTOR } from './table-contract';

/** Moves focus that would be lost with `gone` to `to` (made focusable from script for the purpose). */
function keepFocus(gone: Element, to: HTMLElement | null | undefined): void {
  if (!to || !gone.contains(document.activeElement)) return;
  if (!to.matches('a[href], button, input, [tabindex]')) to.tabIndex = -1;
  to.focus();
}

/**
 * The wishlist page once the list is empty: the table goes, `.alg-wc-wl-empty-wishlist` shows, the share list goes,
 * and 'remove all' buttons with `data-auto_hide` remove themselves.
 */
export function emptyWishlistPage(focusEmpty = false): void {
  const empty = document.querySelector<HTMLElement>(EMPTY_SELECTOR);
  const gone = [
    ...document.querySelectorAll(TABLE_SELECTOR),
    ...document.querySelectorAll(SOCIAL_SELECTOR),
    ...[...document.querySelectorAll<HTMLElement>(REMOVE_ALL_SELECTOR)].filter((b) => {
      const auto = b.getAttribute('data-auto_hide');
      return auto !== null && auto !== 'false';
    }),
  ];
  if (!gone.length && !empty) return;
  if (empty) {
    empty.hidden = false;
    empty.style.removeProperty('display');
  }
  gone.forEach((el) => {
    keepFocus(el, empty);
    el.remove();
  });
  if (focusEmpty && empty) {
    empty.tabIndex = -1;
    empty.focus();
  }
}

/**
 * Removes the wishlist table's rows whose item is no longer listed (after a removal here or in another tab); the
 * page turns empty when none is left. Rows of items with a call under way stay.
 */
export function pruneTable(ids: ReadonlySet<number>, pending: ReadonlyMap<number, boolean>): void {
  const table = document.querySelector(TABLE_SELECTOR);
  if (!table) return;
  const rows = [...table.querySelectorAll('tbody tr')];
  let focusLost = false;
  rows.forEach((row, i) => {
    const btn = row.querySelector<HTMLElement>(TOGGLE_SELECTOR);
    const id = Number(btn?.getAttribute('data-item_id'));
    if (!btn || !id || ids.has(id) || pending.has(id)) return;
    const next =
      rows.slice(i + 1).find((r) => r.isConnected) ??
      rows
        .slice(0, i)
        .reverse()
        .find((r) => r.isConnected);
    if (row.contains(document.activeElement) && !next) focusLost = true;
    keepFocus(row, next?.querySelector<HTMLElement>(TOGGLE_SELECTOR));
    row.remove();
  });
  if (!table.querySelector('tbody tr')) emptyWishlistPage(focusLost);
}
