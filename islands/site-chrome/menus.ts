import type { Scope } from '@storefront/runtime/ui';
import { MENU_DELAY, MENU_PARENT, OPEN_CLASS, SUB_MENU, SUB_MENU_TOGGLE } from './contract';

let ids = 0;

/** The parts of one menu item with a sub-menu. */
interface MenuParent {
  li: HTMLLIElement;
  sub: HTMLElement;
  toggle: HTMLButtonElement;
}

const child = <T extends Element>(li: Element, selector: string) =>
  [...li.children].find((c): c is T => c.matches(selector));

/** The item's toggle button: the theme's, or one made beside the link (themes should print it: no layout shift). */
function toggleOf(li: HTMLLIElement, sub: HTMLElement, made: HTMLElement[]): HTMLButtonElement {
  let toggle = child<HTMLButtonElement>(li, SUB_MENU_TOGGLE);
  if (!toggle) {
    toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'sub-menu-toggle';
    const label = child<HTMLElement>(li, 'a')?.textContent?.trim();
    toggle.setAttribute('aria-label', label ? `${label} sub-menu` : 'Sub-menu');
    sub.before(toggle);
    made.push(toggle);
  }
  sub.id ||= `sub-menu-${++ids}`;
  toggle.setAttribute('aria-controls', sub.id);
  toggle.setAttribute('aria-expanded', 'false');
  return toggle;
}

/** The focusable links of a sub-menu's own items (not of deeper levels). */
const itemsOf = (sub: HTMLElement) =>
  [...sub.children].map((li) => child<HTMLAnchorElement>(li, 'a')).filter((a): a is HTMLAnchorElement => !!a);

/**
 * WordPress dropdown menus in `root`: a mouse opens a sub-menu after hovering 200 ms and closes it 200 ms after
 * leaving; the toggle button (click, Enter, Space: touch and keyboard) opens and closes it at once; ArrowDown on the
 * item (ArrowRight on a nested one) opens it and moves into it, ArrowUp/ArrowDown move between its items, Escape closes it and returns focus to
 * its toggle; focus leaving an item, or a tap outside the menu, closes it. `aria-expanded` follows.
 */
export function startMenus(root: HTMLElement, scope: Scope): void {
  const made: HTMLElement[] = [];
  const parents = new Map<HTMLLIElement, MenuParent>();
  root.querySelectorAll<HTMLLIElement>(MENU_PARENT).forEach((li) => {
    const sub = child<HTMLElement>(li, SUB_MENU);
    if (sub) parents.set(li, { li, sub, toggle: toggleOf(li, sub, made) });
  });
  if (!parents.size) return;
  const timers = new Map<HTMLLIElement, ReturnType<typeof setTimeout>>();
  const later = (li: HTMLLIElement, fn: () => void) => {
    clearTimeout(timers.get(li));
    timers.set(li, setTimeout(fn, MENU_DELAY));
  };
  const setOpen = (p: MenuParent, open: boolean) => {
    clearTimeout(timers.get(p.li));
    if (!open) p.sub.querySelectorAll<HTMLLIElement>(`.${OPEN_CLASS}`).forEach((li) => close(li));
    if (open)
      for (const sibling of p.li.parentElement?.children ?? [])
        if (sibling !== p.li && parents.has(sibling as HTMLLIElement)) close(sibling as HTMLLIElement);
    p.li.classList.toggle(OPEN_CLASS, open);
    p.toggle.setAttribute('aria-expanded', String(open));
  };
  const open = (li: HTMLLIElement) => parents.has(li) && setOpen(parents.get(li)!, true);
  const close = (li: HTMLLIElement) => parents.has(li) && setOpen(parents.get(li)!, false);
  const parentOf = (el: Element | null) => el?.closest<HTMLLIElement>(MENU_PARENT) ?? null;
  const opts = { signal: scope.signal };

  for (const p of parents.values()) {
    p.li.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && later(p.li, () => open(p.li)), opts);
    p.li.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && later(p.li, () => close(p.li)), opts);
    p.toggle.addEventListener('click', () => setOpen(p, !p.li.classList.contains(OPEN_CLASS)), opts);
    p.li.addEventListener(
      'focusout',
      (e) => {
        if (!p.li.contains(e.relatedTarget as Node | null)) close(p.li);
      },
      opts,
    );
  }

  root.addEventListener('keydown', (e) => onKey(e), opts);
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (!root.contains(e.target as Node)) for (const li of parents.keys()) close(li);
    },
    opts,
  );

  function onKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    const li = target.parentElement as HTMLLIElement | null;
    const own = li && parents.get(li);
    // A top-level item opens downwards (ArrowDown), a nested one to the side (ArrowRight).
    const opensOn = li?.parentElement?.matches(SUB_MENU) ? 'ArrowRight' : 'ArrowDown';
    if (own && (e.key === opensOn || (e.key === ' ' && target.matches('a')))) {
      // On a parent item (its link or toggle): open and move into the sub-menu.
      e.preventDefault();
      setOpen(own, true);
      itemsOf(own.sub)[0]?.focus();
      return;
    }
    const menu = target.closest<HTMLElement>(SUB_MENU);
    const holder = parentOf(menu);
    if (!menu || !holder || !root.contains(holder)) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(holder);
      parents.get(holder)?.toggle.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const items = itemsOf(menu);
      const at = items.findIndex((a) => a === target || a.parentElement === target.parentElement);
      const next = (at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
      items[next]?.focus();
    }
  }
  scope.add(() => {
    timers.forEach((t) => clearTimeout(t));
    for (const p of parents.values()) {
      p.li.classList.remove(OPEN_CLASS);
      p.toggle.setAttribute('aria-expanded', 'false');
    }
    made.forEach((el) => el.remove());
  });
}
