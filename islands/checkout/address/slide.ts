import { prefersReducedMotion } from '@storefront/runtime/ui';

/** How long the shipping address and the account section slide (jQuery's default slideDown/slideUp). */
export const SECTION_SLIDE_MS = 400;

// The running slide of each element, so a toggle in the middle of one takes over from it.
const running = new WeakMap<HTMLElement, Animation>();

/**
 * Shows (`open`) or hides `el` with a vertical slide of `duration` ms. At rest the element carries
 * the `hidden` attribute when closed and none when open (never inline display styles); the slide
 * only animates height in between. No animation when `animate` is false, when the shopper prefers
 * reduced motion or when the browser has no Web Animations. Resolves when the slide is over.
 */
export function slideTo(el: HTMLElement, open: boolean, duration = SECTION_SLIDE_MS, animate = true): Promise<void> {
  running.get(el)?.cancel();
  running.delete(el);
  if (el.hidden === !open) return Promise.resolve();
  const from = el.hidden ? 0 : el.getBoundingClientRect().height;
  el.hidden = false;
  const canAnimate = animate && duration > 0 && typeof el.animate === 'function' && !prefersReducedMotion();
  if (!canAnimate) {
    el.hidden = !open;
    return Promise.resolve();
  }
  const to = open ? el.scrollHeight : 0;
  const animation = el.animate(
    [
      { height: `${from}px`, overflow: 'hidden' },
      { height: `${to}px`, overflow: 'hidden' },
    ],
    { duration, easing: 'ease' },
  );
  running.set(el, animation);
  return animation.finished.then(
    () => {
      running.delete(el);
      el.hidden = !open;
    },
    // Cancelled by a newer toggle: that one owns the element now.
    () => undefined,
  );
}
