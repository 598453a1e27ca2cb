import { emit } from '@storefront/runtime';
import type { Scope } from '@storefront/runtime/ui';
import { debounce, RESIZE_DEBOUNCE_MS as RESIZE_DEBOUNCE } from '@storefront/runtime/timing';
import { offsetOf, SCROLLSPY_OFFSET } from './spy-contract';

/** The nav links Bootstrap 3 spies on: `li > a[href="#id"]` inside `data-target`, with the section each names. */
function linksOf(target: Element | null): { link: HTMLAnchorElement; section: HTMLElement }[] {
  if (!target) return [];
  const found = [];
  for (const link of target.querySelectorAll<HTMLAnchorElement>('li > a[href^="#"]')) {
    const id = decodeURIComponent(link.hash.slice(1));
    const section = id ? document.getElementById(id) : null;
    if (section) found.push({ link, section });
  }
  return found;
}

/**
 * Bootstrap 3 scrollspy (`data-spy="scroll"` on `body`, a page's article or a scrolling element, `data-target` = the nav): the `li` of
 * the link whose section was the last to pass `data-offset` px (default 10) below the top of the scroll area gets
 * `.active` (and so does an enclosing `.dropdown` item), the link `aria-current="location"`; Bootstrap's
 * `activate.bs.scrollspy` is emitted on that `li`. No section passed yet → none active.
 *
 * An IntersectionObserver whose root is a 1 px line at the offset tells, per section, when its top or bottom
 * crosses that line; a section has "passed" while it covers the line or lies wholly above it.
 */
export function startScrollspy(host: HTMLElement, scope: Scope): void {
  const offset = offsetOf(host.dataset.offset) ?? SCROLLSPY_OFFSET;
  const targetSelector = host.dataset.target;
  let target: Element | null = null;
  try {
    target = targetSelector ? document.querySelector(targetSelector) : null;
  } catch {
    target = null; // an invalid selector spies on nothing
  }
  const items = linksOf(target);
  if (!items.length) return;
  // Bootstrap spies on the element's own scrolling; one that does not scroll (body, an article) means the page.
  const root = /auto|scroll/.test(getComputedStyle(host).overflowY) ? host : null;
  const passed = new Map<Element, boolean>();
  let active: HTMLAnchorElement | undefined;

  const activate = () => {
    let next: HTMLAnchorElement | undefined;
    for (const { link, section } of items) if (passed.get(section)) next = link;
    if (next === active) return;
    for (const li of target!.querySelectorAll('li.active')) li.classList.remove('active');
    active?.removeAttribute('aria-current');
    active = next;
    if (!next) return;
    next.setAttribute('aria-current', 'location');
    const li = next.parentElement!;
    li.classList.add('active');
    li.parentElement?.closest('li.dropdown')?.classList.add('active');
    emit('activate.bs.scrollspy', {}, li);
  };

  let observer: IntersectionObserver | undefined;
  const observe = () => {
    observer?.disconnect();
    const height = root ? root.clientHeight : innerHeight;
    const rootMargin = `-${offset}px 0px -${Math.max(0, height - offset - 1)}px 0px`;
    observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const line = e.rootBounds ? e.rootBounds.top : offset;
          passed.set(e.target, e.isIntersecting || e.boundingClientRect.bottom <= line);
        }
        activate();
      },
      { root, rootMargin },
    );
    for (const { section } of items) observer.observe(section);
  };
  observe();
  const onResize = debounce(observe, RESIZE_DEBOUNCE);
  addEventListener('resize', onResize, { passive: true });
  scope.add(() => {
    observer?.disconnect();
    removeEventListener('resize', onResize);
    onResize.cancel();
    for (const li of target!.querySelectorAll('li.active')) li.classList.remove('active');
    active?.removeAttribute('aria-current');
  });
}
