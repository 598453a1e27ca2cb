import type { Scope } from '@storefront/runtime/ui';
import { DESKTOP_QUERY, RESIZE_DEBOUNCE, SHRUNK_CLASS } from './contract';
import { startMenus } from './menus';
import { debounce, watchScroll } from './scroll-watch';
import { startSearch } from './search';

/**
 * The header: sticky by CSS (with the admin-bar offsets); above 992 px it shrinks to half its height once the page
 * is scrolled (class `is-shrunk`; the theme's CSS gives the lost half back as a bottom margin, so nothing below
 * moves). Re-checked on resize, debounced 150 ms. Plus the search popup and the dropdown menus.
 */
export function startHeader(header: HTMLElement, scope: Scope): void {
  let y = window.scrollY;
  const update = () => header.classList.toggle(SHRUNK_CLASS, y > 0 && !!self.matchMedia?.(DESKTOP_QUERY).matches);
  scope.add(
    watchScroll((scrollY) => {
      y = scrollY;
      update();
    }),
  );
  const onResize = debounce(update, RESIZE_DEBOUNCE);
  addEventListener('resize', onResize, { signal: scope.signal, passive: true });
  scope.add(() => {
    onResize.cancel();
    header.classList.remove(SHRUNK_CLASS);
  });
  startSearch(header, scope);
  startMenus(header, scope);
}
