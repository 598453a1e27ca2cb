import type { Scope } from '@storefront/runtime/ui';
import { ACTIVE, IN, targetOf } from './contract';

/**
 * `data-toggle="tab"` (Bootstrap's `ul.nav-tabs > li > a[href=#pane]`): ARIA tabs (tablist, tab, tabpanel,
 * `aria-selected`, roving tabindex); a click or Enter shows its pane, arrow keys (Home/End) move between tabs.
 */
export function startTab(tab: HTMLElement, scope: Scope): void {
  const list = tab.closest<HTMLElement>('ul, ol, [role=tablist]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[data-toggle="tab"]')];
  const panes = tabs.map(targetOf);
  list.setAttribute('role', 'tablist');
  list.querySelectorAll(':scope > li').forEach((li) => li.setAttribute('role', 'presentation'));
  const show = (i: number, focus: boolean) =>
    tabs.forEach((t, j) => {
      const on = i === j;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      t.parentElement?.classList.toggle(ACTIVE, on);
      panes[j]?.classList.toggle(ACTIVE, on);
      panes[j]?.classList.toggle(IN, on);
      if (on && focus) t.focus();
    });
  tabs.forEach((t, i) => {
    t.setAttribute('role', 'tab');
    const pane = panes[i];
    if (pane) {
      t.setAttribute('aria-controls', pane.id);
      t.id ||= `${pane.id}-tab`;
      pane.setAttribute('role', 'tabpanel');
      pane.setAttribute('aria-labelledby', t.id);
    }
  });
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.parentElement?.classList.contains(ACTIVE)),
  );
  show(current, false);
  const opts = { signal: scope.signal };
  tab.addEventListener(
    'click',
    (e) => {
      e.preventDefault();
      show(tabs.indexOf(tab), true);
    },
    opts,
  );
  // One key handler for the whole list, from whichever tab mounted first.
  if (list.hasAttribute('data-tabs-keys')) return;
  list.setAttribute('data-tabs-keys', '');
  scope.add(() => list.removeAttribute('data-tabs-keys'));
  list.addEventListener(
    'keydown',
    (e) => {
      const at = tabs.indexOf(e.target as HTMLElement);
      if (at < 0) return;
      const n = tabs.length;
      const rtl = getComputedStyle(list).direction === 'rtl';
      const steps: Record<string, number> = {
        ArrowRight: rtl ? -1 : 1,
        ArrowLeft: rtl ? 1 : -1,
        ArrowDown: 1,
        ArrowUp: -1,
      };
      const step = steps[e.key];
      const to = step !== undefined ? (at + step + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
      if (to < 0) return;
      e.preventDefault();
      show(to, true);
    },
    opts,
  );
}
