import type { Scope } from '@storefront/runtime/ui';
import { SEARCH_FIELD, SEARCH_TOGGLE } from './contract';

/**
 * The header search popup: the toggle (`.search-toggle[aria-controls]`) opens the popup it names and focuses its
 * search field; the toggle again, Escape or a click outside closes it (Escape and the toggle return focus to the
 * toggle), as does focus leaving the popup. `aria-expanded` follows.
 */
export function startSearch(header: HTMLElement, scope: Scope): void {
  const toggle = header.querySelector<HTMLElement>(SEARCH_TOGGLE);
  const popup = toggle && document.getElementById(toggle.getAttribute('aria-controls')!);
  if (!toggle || !popup) return;
  const isOpen = () => !popup.hidden;
  const setOpen = (open: boolean, returnFocus = false) => {
    popup.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) popup.querySelector<HTMLInputElement>(SEARCH_FIELD)?.focus();
    else if (returnFocus) toggle.focus();
  };
  toggle.setAttribute('aria-expanded', String(isOpen()));
  const opts = { signal: scope.signal };
  toggle.addEventListener(
    'click',
    (e) => {
      e.preventDefault();
      setOpen(!isOpen(), true);
    },
    opts,
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape' && isOpen()) setOpen(false, true);
    },
    opts,
  );
  document.addEventListener(
    'pointerdown',
    (e) => {
      const t = e.target as Node;
      if (isOpen() && !popup.contains(t) && !toggle.contains(t)) setOpen(false);
    },
    opts,
  );
  popup.addEventListener(
    'focusout',
    (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !popup.contains(to) && !toggle.contains(to)) setOpen(false);
    },
    opts,
  );
  scope.add(() => setOpen(false));
}
