import type { Scope } from '@storefront/runtime/ui';
import { GRID_CONTROL, targetOf } from './contract';

/**
 * `data-toggle="buttons"` with `data-target="#grid"`: a group of Isotope-style `data-filter` / `data-sort-by`
 * buttons for a grid. The grid code is a chunk of its own (only pages with such a group load it); a press that
 * comes before it has arrived is applied once it has.
 */
export function startButtons(group: HTMLElement, scope: Scope): void {
  const grid = targetOf(group);
  if (!grid || !group.querySelector(GRID_CONTROL)) return;
  let press: ((button: Element) => void) | undefined;
  const ready = import('./grid').then((m) => (press = scope.disposed ? undefined : m.controlGrid(group, grid, scope)));
  group.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element).closest?.(GRID_CONTROL);
      if (!button || !group.contains(button)) return;
      if (press) press(button);
      else void ready.then((p) => p?.(button));
    },
    { signal: scope.signal },
  );
}
