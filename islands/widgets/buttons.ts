import type { Scope } from '@storefront/runtime/ui';
import { GRID_CONTROL, targetOf } from './contract';

/**
 * `data-toggle="buttons"` with `data-target="#grid"`: a group of Isotope-style `data-filter` / `data-sort-by`
 * buttons for a grid. The grid code is a chunk of its own (only pages with such a group load it); the last click that
 * comes before it has arrived is handed to it.
 */
export function startButtons(group: HTMLElement, scope: Scope): void {
  const grid = targetOf(group);
  const buttons = [...group.querySelectorAll<HTMLButtonElement>(GRID_CONTROL)];
  if (!grid || !buttons.length) return;
  let early: EventTarget | null = null;
  const hold = (e: Event) => (early = e.target);
  group.addEventListener('click', hold, { signal: scope.signal });
  void import('./grid').then((m) => {
    group.removeEventListener('click', hold);
    if (!scope.disposed) m.controlGrid(group, grid, buttons, scope, early);
  });
}
