import type { HydrateTrigger } from '../types';

/** Starts `run` when a trigger fires; returns a cancel function. */
export type TriggerFn = (el: Element, run: () => void) => () => void;

const noop = () => {};

/**
 * `load`: right away (on the next microtask, so a scan finishes first). Nothing to cancel: the runtime skips
 * a mount whose element was removed meanwhile.
 */
export const onLoad: TriggerFn = (_el, run) => {
  queueMicrotask(run);
  return noop;
};

/** `idle`: when the browser is idle (a timeout where requestIdleCallback is missing). */
export const onIdle: TriggerFn = (_el, run) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * `visible`: when the element first intersects the viewport (200 px early). Every browser that runs the bundles
 * (ES2021 syntax) has IntersectionObserver, so there is no fallback.
 */
export const onVisible: TriggerFn = (el, run) => {
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  io.observe(el);
  return () => io.disconnect();
};

// A touch fires pointerover and pointerdown too (Pointer Events, Safari 13+), so touchstart adds nothing. None of
// these block scrolling, and the first one removes them all, so no listener options are needed.
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** `interaction`: on the first pointer (mouse, touch, pen), focus or key event inside the element. */
export const onInteraction: TriggerFn = (el, run) => {
  const fire = () => {
    cancel();
    run();
  };
  const cancel = () => INTERACTION_EVENTS.forEach((t) => el.removeEventListener(t, fire));
  INTERACTION_EVENTS.forEach((t) => el.addEventListener(t, fire));
  return cancel;
};

/** The trigger for each `data-hydrate` value. */
export const triggers: Record<HydrateTrigger, TriggerFn> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  interaction: onInteraction,
};

/** Reads `data-hydrate`, falling back to `fallback` for a missing or unknown value. */
export function triggerFor(el: Element, fallback: HydrateTrigger = 'load'): TriggerFn {
  const value = el.getAttribute('data-hydrate') as HydrateTrigger | null;
  return triggers[value && value in triggers ? value : fallback];
}
