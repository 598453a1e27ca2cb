import type { Scope } from '@storefront/runtime/ui';
import { OPEN } from './contract';

/**
 * `data-toggle="dropdown"`: the trigger opens its parent's `.dropdown-menu` (class `open` on the parent,
 * `aria-expanded`); ArrowDown opens and moves into it, arrows move between its links, Escape closes it and returns
 * focus, a click outside closes it.
 */
export function startDropdown(trigger: HTMLElement, scope: Scope): void {
  const parent = trigger.parentElement;
  const menu = parent?.querySelector<HTMLElement>('.dropdown-menu');
  if (!parent || !menu) return;
  trigger.setAttribute('aria-haspopup', 'true');
  trigger.setAttribute('aria-expanded', 'false');
  const items = () => [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const set = (open: boolean) => {
    parent.classList.toggle(OPEN, open);
    trigger.setAttribute('aria-expanded', String(open));
  };
  const opts = { signal: scope.signal };
  trigger.addEventListener(
    'click',
    (e) => {
      e.preventDefault();
      set(!parent.classList.contains(OPEN));
    },
    opts,
  );
  parent.addEventListener(
    'keydown',
    (e) => {
      const list = items();
      const at = list.indexOf(e.target as HTMLElement);
      if (e.key === 'Escape' && parent.classList.contains(OPEN)) {
        set(false);
        trigger.focus();
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        set(true);
        const next = at < 0 ? 0 : (at + (e.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length;
        list[next]?.focus();
      }
    },
    opts,
  );
  document.addEventListener('click', (e) => !parent.contains(e.target as Node) && set(false), opts);
  scope.add(() => set(false));
}
