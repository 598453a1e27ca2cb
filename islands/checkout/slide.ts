/**
 * Slide open/closed with the `hidden` attribute as the resting state (the page never hides with inline styles).
 * Uses the Web Animations API on the element's height; instant when the visitor prefers reduced motion or the
 * browser cannot animate.
 */

const running = new WeakMap<HTMLElement, Animation>();

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether `el` is hidden by its `hidden` attribute (any value, `until-found` too). */
export const isHidden = (el: HTMLElement): boolean => el.hasAttribute('hidden');

/**
 * Shows (`open` true) or hides `el` with a height slide of `duration` ms. A slide in progress is cut short by a
 * new one. Resolves when done.
 */
export function slide(el: HTMLElement, open: boolean, duration: number): Promise<void> {
  running.get(el)?.cancel();
  running.delete(el);
  const wasOpen = !isHidden(el);
  el.hidden = false;
  const height = el.scrollHeight;
  if (!open && !wasOpen) el.hidden = true;
  if (open === wasOpen || duration <= 0 || reducedMotion() || typeof el.animate !== 'function' || !el.isConnected) {
    el.hidden = !open;
    return Promise.resolve();
  }
  const frames = [
    { height: '0px', overflow: 'hidden', paddingTop: '0px', paddingBottom: '0px' },
    { height: `${height}px`, overflow: 'hidden' },
  ];
  let animation: Animation;
  try {
    animation = el.animate(open ? frames : frames.reverse(), { duration, easing: 'ease-in-out' });
  } catch {
    el.hidden = !open;
    return Promise.resolve();
  }
  running.set(el, animation);
  // `finished` rejects when a newer slide cancels this one: that is expected, not an error.
  return animation.finished.then(
    () => {
      if (running.get(el) === animation) running.delete(el);
      el.hidden = !open;
    },
    () => {
      // Cancelled: the state belongs to the slide that replaced this one.
    },
  );
}

