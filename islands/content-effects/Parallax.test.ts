import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import { trackLeaks, type LeakTracker } from '@storefront/test-kit/leaks';
import { PARALLAX_OFFSET, PARALLAX_QUERY, parallaxLayers, parallaxShift } from './parallax-contract';
import island from './mount';

/** A matchMedia whose answer a test changes (firing `change`, as browsers do). */
function media(initially: boolean) {
  const listeners = new Set<() => void>();
  const mql = {
    matches: initially,
    media: PARALLAX_QUERY,
    queries: [] as string[],
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    set(value: boolean) {
      mql.matches = value;
      listeners.forEach((fn) => fn());
    },
    listeners,
  };
  vi.stubGlobal('matchMedia', (q: string) => {
    mql.queries.push(q);
    return mql;
  });
  return mql;
}

/** An IntersectionObserver the test drives. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(
    readonly callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  disconnect() {
    this.targets.clear();
  }
  fire(isIntersecting: boolean) {
    this.callback([...this.targets].map((target) => ({ target, isIntersecting })));
  }
}

const $ = (s: string) => document.querySelector<HTMLElement>(s)!;
let scroll = 0;
/** Scrolls the page to `y` and lets the animation frame run. */
function scrollTo(y: number) {
  scroll = y;
  dispatchEvent(new Event('scroll'));
  vi.advanceTimersByTime(20);
}
/** Places `el` `pageTop` px down the page (plus its translate, as a browser's box would). */
function place(el: HTMLElement, pageTop: number) {
  el.getBoundingClientRect = () => {
    const shift = parseFloat(el.style.translate.split(' ')[1] ?? '') || 0;
    return { top: pageTop - scroll + shift, bottom: pageTop - scroll + shift + 300 } as DOMRect;
  };
}
async function mount(host: HTMLElement) {
  const unmount = await mountIsland(island, host);
  await vi.dynamicImportSettled();
  return unmount;
}

let tracker: LeakTracker;
beforeEach(() => {
  vi.useFakeTimers();
  scroll = 0;
  FakeObserver.all = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scroll });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  tracker = trackLeaks();
});
afterEach(() => {
  tracker.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('contract (stellar.js attributes, spec §9)', () => {
  it('reads background and element ratios and the vertical offset, 150 by default', () => {
    expect(parallaxLayers({ stellarBackgroundRatio: '0.5' })).toEqual([
      { background: true, ratio: 0.5, offset: PARALLAX_OFFSET },
    ]);
    expect(PARALLAX_OFFSET).toBe(150);
    expect(parallaxLayers({ stellarRatio: '1.5', stellarVerticalOffset: '40' })).toEqual([
      { background: false, ratio: 1.5, offset: 40 },
    ]);
  });

  it('skips junk: not a number, empty, 1 (no movement), beyond ±10; a junk offset falls back to 150', () => {
    for (const v of ['abc', '', ' ', '1', '50', '-11', 'Infinity'])
      expect(parallaxLayers({ stellarBackgroundRatio: v, stellarRatio: v })).toEqual([]);
    expect(parallaxLayers({ stellarRatio: '0.8', stellarVerticalOffset: 'x' })[0]!.offset).toBe(150);
    expect(parallaxLayers({ stellarRatio: '0.8', stellarVerticalOffset: '1e9' })[0]!.offset).toBe(150);
  });

  it("stellar's rule: (scroll + offset - top) × (1 - ratio); × -ratio for a fixed background", () => {
    const layer = { background: true, ratio: 0.5, offset: 150 };
    expect(parallaxShift({ scrollY: 0, top: 150, layer })).toBe(0);
    expect(parallaxShift({ scrollY: 200, top: 150, layer })).toBe(100);
    expect(parallaxShift({ scrollY: 200, top: 150, layer, fixed: true })).toBe(-100);
    expect(parallaxShift({ scrollY: 100, top: 1000, layer: { ...layer, ratio: 2 } })).toBe(750);
  });

  it('runs only on hover-capable devices without reduced motion', () => {
    expect(PARALLAX_QUERY).toBe('(hover: hover) and (prefers-reduced-motion: no-preference)');
  });
});

describe('parallax', () => {
  const BG = '<section class="parallax" data-stellar-background-ratio="0.5">Made slowly</section>';

  it('moves the background at half speed while near the viewport, from one passive listener per frame', async () => {
    media(true);
    document.body.innerHTML = BG;
    place($('section'), 400);
    const unmount = await mount($('section'));
    // At load: (0 + 150 - 400) × 0.5 = -125 px, added to the theme's position.
    expect($('section').style.backgroundPositionY).toMatch(/calc\(.+ \+ -125px\)/);
    const [near] = FakeObserver.all;
    expect(near!.options.rootMargin).toBe('50% 0px');
    near!.fire(true);
    scrollTo(300);
    expect($('section').style.backgroundPositionY).toMatch(/\+ 25px\)$/);
    expect($('section').style.translate).toBe(''); // a background layer never moves the element
    near!.fire(false); // far away: no more updates
    scrollTo(1300);
    expect($('section').style.backgroundPositionY).toMatch(/\+ 25px\)$/);
    unmount();
    expect($('section').style.backgroundPositionY).toBe('');
    expect(tracker.leaks()).toEqual([]);
  });

  it('moves an element by `translate` (its own transform untouched), measuring without its own shift', async () => {
    media(true);
    document.body.innerHTML =
      '<div class="band"><img alt="" data-stellar-ratio="1.5" data-stellar-vertical-offset="0" style="transform: rotate(3deg)"></div>';
    place($('img'), 600);
    const unmount = await mount($('img'));
    // Its parent says whether it is near (the element itself may be clipped away by the parent's overflow).
    expect([...FakeObserver.all[0]!.targets]).toEqual([$('.band')]);
    FakeObserver.all[0]!.fire(true);
    expect($('img').style.translate).toBe('0 300px'); // (0 + 0 - 600) × -0.5
    scrollTo(200);
    expect($('img').style.translate).toBe('0 200px');
    expect($('img').style.transform).toBe('rotate(3deg)');
    dispatchEvent(new Event('resize')); // re-measured 150 ms later: the translate is not taken for its place
    vi.advanceTimersByTime(150);
    expect($('img').style.translate).toBe('0 200px');
    unmount();
    expect($('img').style.translate).toBe('');
    expect(tracker.leaks()).toEqual([]);
  });

  it('does nothing on touch-first devices or with reduced motion, and follows a change of either', async () => {
    const mql = media(false);
    document.body.innerHTML = BG;
    place($('section'), 400);
    const unmount = await mount($('section'));
    expect($('section').style.backgroundPositionY).toBe('');
    expect(mql.queries).toContain(PARALLAX_QUERY);
    mql.set(true);
    expect($('section').style.backgroundPositionY).toMatch(/-125px\)$/);
    mql.set(false); // reduced motion switched on: back to the theme's place, nothing left running
    expect($('section').style.backgroundPositionY).toBe('');
    unmount();
    expect(mql.listeners.size).toBe(0);
    expect(tracker.leaks()).toEqual([]);
  });

  it('ignores junk ratios (no chunk work, nothing started)', async () => {
    media(true);
    document.body.innerHTML = '<section data-stellar-background-ratio="fast">x</section>';
    const unmount = await mount($('section'));
    expect($('section').getAttribute('style')).toBeNull();
    expect(FakeObserver.all).toHaveLength(0);
    unmount();
    expect(tracker.leaks()).toEqual([]);
  });
});
