import { relayout } from '@storefront/listing';
import type { Scope } from '@storefront/runtime/ui';
import {
  compareValues,
  countText,
  ORIGINAL_ORDER,
  PRESSED_CLASS,
  passesFilter,
  readGridOptions,
  sortValue,
  type GridOptions,
} from './grid-contract';

/** One grid's state, shared by the button groups that control it (a filter group, a sort group). */
interface GridState {
  options: GridOptions;
  /** The items in the server's order. */
  original: HTMLElement[];
  filter: string;
  sortBy: string;
  ascending: boolean;
  /** The polite live region announcing the count (visually hidden, after the grid). */
  live: HTMLElement;
  users: number;
}
const grids = new WeakMap<HTMLElement, GridState>();

const pressed = (b: Element) => b.getAttribute('aria-pressed') === 'true' || b.classList.contains(PRESSED_CLASS);

function gridState(grid: HTMLElement): GridState {
  let state = grids.get(grid);
  if (state) return state;
  const options = readGridOptions(grid.dataset.isotope, grid.dataset.itemLabel);
  const live = document.createElement('p');
  live.className = 'screen-reader-text';
  live.setAttribute('role', 'status');
  grid.after(live);
  state = {
    options,
    original: [...grid.children].filter((el): el is HTMLElement => el.matches(options.itemSelector)),
    filter: '*',
    sortBy: ORIGINAL_ORDER,
    ascending: true,
    live,
    users: 0,
  };
  grids.set(grid, state);
  return state;
}

/** Shows the items passing the filter, in the sort order; the items that stay glide to their new places (0.8 s). */
function render(grid: HTMLElement, state: GridState): number {
  const { options, original, filter, sortBy, ascending } = state;
  const rule = options.getSortData[sortBy];
  const order = rule
    ? original
        .map((el, i) => ({ el, i, v: sortValue(el, rule) }))
        .sort((a, b) => (ascending ? 1 : -1) * compareValues(a.v, b.v) || a.i - b.i)
        .map((x) => x.el)
    : original;
  let shown = 0;
  relayout(grid, ':scope > :not([hidden])', () => {
    for (const el of order) {
      el.hidden = !passesFilter(el, filter);
      if (!el.hidden) shown++;
    }
    // Moving nodes only when the order changed keeps focus and the reading order as they are otherwise.
    const now = [...grid.children].filter((el) => original.includes(el as HTMLElement));
    if (now.some((el, i) => el !== order[i])) grid.append(...order);
    return grid;
  });
  return shown;
}

/**
 * Takes over a `data-toggle="buttons"` group of `data-filter` / `data-sort-by` buttons controlling `grid`: the
 * pressed button of the group (`aria-pressed`, Bootstrap's `active`) is the filter or sort in force; pressing another
 * re-renders the grid and announces the count. The server's markup is the first state, so nothing moves at mount.
 * `early` is a click that came before this chunk (applied now). On release (the last group gone) the grid is put
 * back as the server printed it.
 */
export function controlGrid(
  group: HTMLElement,
  grid: HTMLElement,
  buttons: readonly HTMLButtonElement[],
  scope: Scope,
  early: EventTarget | null = null,
): void {
  const state = gridState(grid);
  state.users++;
  const initially = buttons.map((b) => b.getAttribute('aria-pressed'));
  const first = buttons.find(pressed);
  for (const b of buttons) b.setAttribute('aria-pressed', String(b === first));
  if (!group.getAttribute('role')) group.setAttribute('role', 'group');
  for (const b of buttons) b.setAttribute('aria-controls', grid.id);

  scope.add(() => {
    buttons.forEach((b, i) => {
      const was = initially[i];
      if (was == null) b.removeAttribute('aria-pressed');
      else b.setAttribute('aria-pressed', was);
      b.removeAttribute('aria-controls');
    });
    if (--state.users) return;
    grids.delete(grid);
    state.live.remove();
    for (const el of state.original) el.hidden = false;
    grid.append(...state.original);
  });

  const press = (target: EventTarget | null) => {
    const button = (target as Element | null)?.closest?.('button');
    if (!button || !buttons.includes(button) || button.getAttribute('aria-disabled') === 'true') return;
    for (const b of buttons) {
      b.setAttribute('aria-pressed', String(b === button));
      b.classList.toggle(PRESSED_CLASS, b === button);
    }
    const data = (button as HTMLElement).dataset;
    if (data.filter !== undefined) state.filter = data.filter;
    if (data.sortBy !== undefined) {
      state.sortBy = data.sortBy;
      const asc = state.options.sortAscending;
      state.ascending =
        data.sortAscending !== undefined
          ? data.sortAscending !== 'false'
          : typeof asc === 'boolean'
            ? asc
            : (asc[data.sortBy] ?? true);
    }
    const shown = render(grid, state);
    state.live.textContent = countText(shown, state.original.length, state.options.itemLabel);
  };
  group.addEventListener('click', (e) => press(e.target), { signal: scope.signal });
  if (early) press(early);
}
