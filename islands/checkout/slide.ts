/**
 * Slide open/closed. WooCommerce's own templates hide the coupon, login, terms and payment boxes with an inline
 * `display:none` (which its jQuery slides clear and set again); the reference shop hides them with `hidden`. Either
 * counts as closed; at rest an open element has neither, a closed one both (`hidden`, and the inline `display:none`
 * WooCommerce's script would leave, written through CSSOM so a strict CSP allows it). Uses the Web Animations API
 * on the element's height; instant when the visitor prefers reduced motion or the browser cannot animate.
 */
import { prefersReducedMotion } from '@storefront/runtime/ui';

const running = new WeakMap<HTMLElement, Animation>();

/** Whether `el` is closed: its `hidden` attribute (any value, `until-found` too) or an inline `display:none`. */
export const isHidden = (el: HTMLElement): boolean => el.hasAttribute('hidden') || el.style.display === 'none';

/** Puts `el` in its resting state, open or closed, at once. */
export function setShown(el: HTMLElement, open: boolean): void {
  el.hidden = !open;
  if (!open) el.style.display = 'none';
  else if (el.style.display === 'none') el.style.display = '';
}

/**
 * Shows (`open` true) or hides `el` with a height slide of `duration` ms. A slide in progress is cut short by a
 * new one. Resolves when done.
 */
export function slide(el: HTMLElement, open: boolean, duration: number): Promise<void> {
  running.get(el)?.cancel();
  running.delete(el);
  const wasOpen = !isHidden(el);
  if (
    open === wasOpen ||
    duration <= 0 ||
    prefersReducedMotion() ||
    typeof el.animate !== 'function' ||
    !el.isConnected
  ) {
    setShown(el, open);
    return Promise.resolve();
  }
  setShown(el, true);
  const height = el.scrollHeight;
  const frames = [
    { height: '0px', overflow: 'hidden', paddingTop: '0px', paddingBottom: '0px' },
    { height: `${height}px`, overflow: 'hidden' },
  ];
  let animation: Animation;
  try {
    animation = el.animate(open ? frames : frames.reverse(), { duration, easing: 'ease-in-out' });
  } catch {
    setShown(el, open);
    return Promise.resolve();
  }
  running.set(el, animation);
  // `finished` rejects when a newer slide cancels this one: that is expected, not an error.
  return animation.finished.then(
    () => {
      if (running.get(el) === animation) running.delete(el);
      setShown(el, open);
    },
    () => {
      // Cancelled: the state belongs to the slide that replaced this one.
    },
  );
}
