import type { Scope } from '@storefront/runtime/ui';
import { debounce } from '@storefront/runtime/timing';
import { DESKTOP_QUERY, RESIZE_DEBOUNCE, SHRUNK_CLASS } from './contract';
import { startMenus } from './menus';
import { watchScroll } from '@storefront/runtime/scroll';
import { startSearch } from './search';

/**
 * The header: sticky by CSS (with the admin-bar offsets); above 992 px it shrinks to half its height once the page
 * is scrolled (class `is-shrunk`; the theme's CSS gives the lost half back as a bottom margin, so nothing below
 * moves). Re-checked on resize, debounced 150 ms. Plus the search popup and the dropdown menus.
 */
export function startHeader(header: HTMLElement, scope: Scope): void {
  scope.add(shrinkOnScroll(header));
  startSearch(header, scope);
  startMenus(header, scope);
}

// Headers whose shrinking runs, with how many mounts asked for it (the header's own and the To Top link's).
const shrinking = new WeakMap<Element, { users: number; stop: () => void }>();

/**
 * Runs the header's shrink once however many islands ask (the header when reached for, the To Top link on the first
 * scroll, whichever comes first); returns the release, which stops it when the last user is gone.
 */
export function shrinkOnScroll(header: HTMLElement): () => void {
  let entry = shrinking.get(header);
  if (!entry) shrinking.set(header, (entry = { users: 0, stop: startShrink(header) }));
  entry.users++;
  let released = false;
  return () => {
    if (released || --entry.users) return;
    released = true;
    shrinking.delete(header);
    entry.stop();
  };
}

function startShrink(header: HTMLElement): () => void {
  let y = window.scrollY;
  const update = () => header.classList.toggle(SHRUNK_CLASS, y > 0 && !!self.matchMedia?.(DESKTOP_QUERY).matches);
  const unwatch = watchScroll((scrollY) => {
    y = scrollY;
    update();
  });
  const onResize = debounce(update, RESIZE_DEBOUNCE);
  addEventListener('resize', onResize, { passive: true });
  return () => {
    unwatch();
    removeEventListener('resize', onResize);
    onResize.cancel();
    header.classList.remove(SHRUNK_CLASS);
  };
}
