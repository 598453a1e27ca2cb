/**
 * jQuery-style height slides (slideDown / slideUp / slideToggle) on the Web Animations API, for the boxes
 * WooCommerce's scripts slide: checkout coupon, login, terms and payment boxes, the shipping-address and account
 * sections, the variation panel and its notices.
 *
 * WooCommerce's templates hide such boxes with an inline `display:none` (which its jQuery slides clear and set
 * again); other markup uses the `hidden` attribute. Either counts as closed. At rest an open element has neither and
 * a closed one both (the inline style written through CSSOM, which a strict CSP allows), so WooCommerce's own CSS and
 * any script still using jQuery's `:visible` see what the shopper sees.
 */
import { reducedMotion } from './scroll';

// The running slide of each element: a new slide takes over from it (from the height it had reached).
const running = new WeakMap<HTMLElement, Animation>();

/** Whether `el` is closed: its `hidden` attribute (any value, `until-found` too) or an inline `display:none`. */
export const isHidden = (el: HTMLElement): boolean => el.hasAttribute('hidden') || el.style.display === 'none';

/** Puts `el` in its resting state, open or closed, at once (cancelling a running slide). */
export function setShown(el: HTMLElement, open: boolean): void {
  running.get(el)?.cancel();
  running.delete(el);
  el.hidden = !open;
  if (!open) el.style.display = 'none';
  else if (el.style.display === 'none') el.style.display = '';
}

/**
 * Shows (`open` true) or hides `el` with a height slide of `duration` ms (jQuery's default is 400). A slide in
 * progress is taken over from the height it reached. Instant when `animate` is false, the visitor prefers reduced
 * motion, the browser cannot animate or the element is not in the document. Resolves when the slide is over (also
 * when a newer slide replaces it).
 */
export function slide(el: HTMLElement, open: boolean, duration = 400, animate = true): Promise<void> {
  const closed = isHidden(el);
  // Read before cancelling: a running slide's current height is its animated one.
  const from = closed ? 0 : el.getBoundingClientRect().height;
  const wasRunning = running.has(el);
  if ((open !== closed && !wasRunning) || !animate || duration <= 0 || !canAnimate(el)) {
    setShown(el, open);
    return Promise.resolve();
  }
  setShown(el, true);
  const to = open ? el.scrollHeight : 0;
  // Nothing to animate (an empty box, or a page without layout): jQuery shows or hides such a box at once too.
  if (from === to) {
    setShown(el, open);
    return Promise.resolve();
  }
  const frame = (px: number): Keyframe => ({
    height: `${px}px`,
    boxSizing: 'border-box',
    overflow: 'hidden',
    ...(px ? {} : { paddingTop: '0px', paddingBottom: '0px' }),
  });
  let animation: Animation;
  try {
    animation = el.animate([frame(from), frame(to)], { duration, easing: 'ease-in-out' });
  } catch {
    setShown(el, open);
    return Promise.resolve();
  }
  running.set(el, animation);
  return animation.finished.then(
    () => {
      if (running.get(el) === animation) setShown(el, open);
    },
    // Cancelled: the slide (or setShown) that replaced this one owns the element now.
    () => undefined,
  );
}

const canAnimate = (el: HTMLElement): boolean => typeof el.animate === 'function' && el.isConnected && !reducedMotion();
