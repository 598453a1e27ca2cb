import { prefersReducedMotion } from '@storefront/runtime/ui';
import { itemKey } from './append';
import { ENTRY_ANIMATION_MIN_WIDTH, FADE_DURATION_MS, FADE_STAGGER_MS, LAYOUT_TRANSITION_MS } from './constants';

/** A phone or tablet, as the browser reports it (Client Hints when present, else the user agent). */
export function isMobileDevice(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent);
}

/**
 * Whether entry animations may run: only above 790 px, not on mobile (spec §9 "Breakpoints") and not when
 * the shopper prefers reduced motion.
 */
export function entryAnimationsAllowed(): boolean {
  return window.innerWidth > ENTRY_ANIMATION_MIN_WIDTH && !isMobileDevice() && !prefersReducedMotion();
}

/** Whether any animation may run (reduced motion off, Web Animations available). */
export function motionAllowed(el?: Element): boolean {
  return !prefersReducedMotion() && (!el || typeof (el as HTMLElement).animate === 'function');
}

/** When each of `count` items starts and how long it fades: 150 ms apart, 350 ms each. */
export function fadeInPlan(count: number): Array<{ delay: number; duration: number }> {
  return Array.from({ length: count }, (_, i) => ({ delay: i * FADE_STAGGER_MS, duration: FADE_DURATION_MS }));
}

/**
 * Fades `items` in one after another (150 ms stagger, 350 ms each). Items stay hidden until their turn
 * (`fill: backwards`). Nothing happens when entry animations are not allowed. Resolves when all are done.
 */
export async function staggerFadeIn(items: readonly Element[]): Promise<void> {
  if (!items.length || !entryAnimationsAllowed() || !motionAllowed(items[0])) return;
  const plan = fadeInPlan(items.length);
  const runs = items.map((el, i) =>
    (el as HTMLElement).animate(
      [
        { opacity: 0, transform: 'translateY(12px)' },
        { opacity: 1, transform: 'none' },
      ],
      {
        ...plan[i],
        easing: 'ease-out',
        fill: 'backwards',
      },
    ),
  );
  await Promise.all(runs.map((a) => a.finished.catch(() => undefined)));
}

/**
 * Lays a grid out again with a transition (spec: 0.8 s): records where the items of `container` are, runs
 * `update` (which swaps or changes the list and returns the list now on the page), then moves items that
 * are still there from their old place to the new one and fades new ones in (a FLIP animation).
 */
export function relayout(
  container: Element | null,
  itemSelector: string,
  update: () => Element | null,
): Element | null {
  const before = new Map<string, DOMRect>();
  container?.querySelectorAll(itemSelector).forEach((el) => before.set(itemKey(el), el.getBoundingClientRect()));
  const next = update();
  if (!next || !motionAllowed(next)) return next;
  const opts = { duration: LAYOUT_TRANSITION_MS, easing: 'ease' };
  next.querySelectorAll<HTMLElement>(itemSelector).forEach((el) => {
    const was = before.get(itemKey(el));
    if (!was) {
      el.animate([{ opacity: 0 }, { opacity: 1 }], opts);
      return;
    }
    const now = el.getBoundingClientRect();
    const dx = was.left - now.left;
    const dy = was.top - now.top;
    if (dx || dy) el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], opts);
  });
  return next;
}
