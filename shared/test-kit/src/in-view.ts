/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports. Tests of code that waits for an element to
 * come near the viewport (an island that loads its heavy part then) state the layout they assume with this.
 */

/** An IntersectionObserver that reports every observed element intersecting, on a microtask after `observe`. */
export class InViewObserver {
  private readonly callback: IntersectionObserverCallback;
  private observing = new Set<Element>();
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element): void {
    this.observing.add(target);
    queueMicrotask(() => {
      if (!this.observing.has(target)) return;
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    });
  }
  unobserve(target: Element): void {
    this.observing.delete(target);
  }
  disconnect(): void {
    this.observing.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/**
 * Makes every element the code observes from now on report itself in view (a page scrolled to it). Returns the
 * restore of the environment's own observer.
 */
export function layoutInView(): () => void {
  const g = globalThis as { IntersectionObserver?: unknown };
  const original = g.IntersectionObserver;
  g.IntersectionObserver = InViewObserver;
  return () => (g.IntersectionObserver = original);
}
