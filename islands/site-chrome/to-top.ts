import { scrollToY, type Scope } from '@storefront/runtime/ui';
import { SHOWN_CLASS, TO_TOP_AFTER, TO_TOP_CLASS, TO_TOP_DURATION } from './contract';
import { watchScroll } from '@storefront/runtime/scroll';

/** Class that turns the server's To Top placeholder into the fixed button (CSS: 52 px from the bottom, fades). */
export const READY_CLASS = 'is-ready';

/**
 * An `a[href="#top"]`: a click scrolls to the top in 1200 ms (at once for reduced motion, `scrollToY`) and then moves
 * focus to the top of the page. The floating `.to-top` button also shows after 200 px of scroll (CSS fades it in
 * over 500 ms and out over 100 ms).
 */
export function startTopLink(link: HTMLAnchorElement, scope: Scope): void {
  link.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void scrollToY(0, TO_TOP_DURATION, scope.signal).then(() => {
        if (scope.disposed) return;
        const top = document.getElementById('top') ?? document.querySelector<HTMLElement>('main, [role=main]');
        if (!top) return;
        if (!top.hasAttribute('tabindex')) top.tabIndex = -1;
        top.focus({ preventScroll: true });
      });
    },
    { signal: scope.signal },
  );
  if (!link.classList.contains(TO_TOP_CLASS)) return;
  link.classList.add(READY_CLASS);
  scope.add(() => link.classList.remove(READY_CLASS, SHOWN_CLASS));
  scope.add(watchScroll((y) => link.classList.toggle(SHOWN_CLASS, y > TO_TOP_AFTER)));
}
