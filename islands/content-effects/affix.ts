import { emit } from '@storefront/runtime';
import type { Scope } from '@storefront/runtime/ui';
import { debounce, RESIZE_DEBOUNCE_MS as RESIZE_DEBOUNCE } from '@storefront/runtime/timing';
import { affixClass, bottomLine, offsetOf, type AffixState } from './spy-contract';

const CLASSES = ['affix-top', 'affix', 'affix-bottom'];

/**
 * An invisible band from the top of the document, `height` px tall: it intersects the viewport exactly while the
 * page is scrolled less than `height`, so an IntersectionObserver answers "scrollTop < height" with no scroll
 * handler and no layout read per frame.
 */
function band(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('aria-hidden', 'true');
  el.dataset.affixSentinel = '';
  el.style.cssText = 'position:absolute;top:0;left:0;width:1px;height:0;visibility:hidden;pointer-events:none';
  document.body.append(el);
  return el;
}

/**
 * Bootstrap 3 affix (`data-spy="affix"`): class `affix-top` while the page is scrolled less than `data-offset-top`,
 * `affix` past it, `affix-bottom` once the pinned element's lower edge reaches `data-offset-bottom` px above the end
 * of the page (then it is given a `top` that parks it there, as Bootstrap does). Emits Bootstrap's
 * `affix[-top|-bottom].bs.affix` before and `affixed[-top|-bottom].bs.affix` after each change (through jQuery when
 * it is on the page). Geometry is read once at start, on each state change and on resize (debounced 150 ms).
 */
export function startAffix(host: HTMLElement, scope: Scope): void {
  const top = offsetOf(host.dataset.offsetTop);
  const bottom = offsetOf(host.dataset.offsetBottom);
  let state: AffixState | undefined;
  let aboveTop = top !== undefined;
  let aboveBottom = true;
  let pinnedTop = 0;
  const topBand = band();
  const bottomBand = band();
  topBand.style.height = `${top ?? 0}px`;

  /** Where the bottom state starts: scrollHeight - offsetBottom - the pinned element's top and height. */
  const measure = () => {
    if (bottom === undefined) return;
    if (state === 'affix') pinnedTop = parseFloat(getComputedStyle(host).top) || 0;
    const scrollHeight = document.documentElement.scrollHeight;
    bottomBand.style.height = `${bottomLine({ scrollHeight, offsetBottom: bottom, pinnedTop, height: host.offsetHeight })}px`;
  };

  const apply = () => {
    const next: AffixState = bottom !== undefined && !aboveBottom ? 'bottom' : aboveTop ? 'top' : 'affix';
    if (next === state) return;
    const suffix = next === 'affix' ? '' : `-${next}`;
    emit(`affix${suffix}.bs.affix`, {}, host);
    state = next;
    host.classList.remove(...CLASSES);
    host.classList.add(affixClass(next));
    if (next === 'bottom') {
      const parentTop = (host.offsetParent ?? document.body).getBoundingClientRect().top + scrollY;
      const parkAt = document.documentElement.scrollHeight - (bottom ?? 0) - host.offsetHeight;
      host.style.top = `${parkAt - parentTop}px`;
    } else host.style.removeProperty('top');
    if (next === 'affix') measure();
    emit(`affixed${suffix}.bs.affix`, {}, host);
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.target === topBand) aboveTop = top !== undefined && entry.isIntersecting;
      else aboveBottom = entry.isIntersecting;
    }
    apply();
  });
  measure();
  observer.observe(topBand);
  if (bottom !== undefined) observer.observe(bottomBand);
  const onResize = debounce(measure, RESIZE_DEBOUNCE);
  addEventListener('resize', onResize, { passive: true });
  scope.add(() => {
    observer.disconnect();
    removeEventListener('resize', onResize);
    onResize.cancel();
    topBand.remove();
    bottomBand.remove();
    host.classList.remove(...CLASSES);
    host.style.removeProperty('top');
  });
}
