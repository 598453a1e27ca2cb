import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToElement, scrollToNotices, scrollToY, swing } from './scroll';

let scrolls: number[];

beforeEach(() => {
  vi.useFakeTimers();
  scrolls = [];
  window.scrollTo(0, 0);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolls.push(y);
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const at = (el: Element, top: number) => vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

describe('swing', () => {
  it('eases in and out like jQuery', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
  });
});

describe('scrollToElement', () => {
  it('animates to the element top minus 100 px over 1000 ms', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    at(el, 900);
    let done = false;
    void scrollToElement(el).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    expect(scrolls.length).toBeGreaterThan(5);
    const middle = scrolls[scrolls.length - 1] ?? 0;
    expect(middle).toBeGreaterThan(300);
    expect(middle).toBeLessThan(500);
    await vi.advanceTimersByTimeAsync(600);
    expect(done).toBe(true);
    expect(scrolls[scrolls.length - 1]).toBe(800);
    // Monotonic: never overshoots or goes back.
    expect([...scrolls].sort((a, b) => a - b)).toEqual(scrolls);
  });

  it('honours offset and duration, and never goes above the top', async () => {
    const el = document.createElement('div');
    at(el, 30);
    const done = scrollToElement(el, { offset: 50, duration: 200 });
    await vi.advanceTimersByTimeAsync(250);
    await done;
    expect(scrolls[scrolls.length - 1]).toBe(0);
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const el = document.createElement('div');
    at(el, 500);
    await scrollToElement(el);
    expect(scrolls).toEqual([400]);
  });
});

describe('scrollToY', () => {
  it('lets a newer scroll take over an older one', async () => {
    const first = scrollToY(1000, 1000);
    await vi.advanceTimersByTimeAsync(100);
    const second = scrollToY(0, 0);
    await vi.advanceTimersByTimeAsync(100);
    await first;
    await second;
    expect(scrolls[scrolls.length - 1]).toBe(0);
  });
});

describe('scrollToNotices', () => {
  it('scrolls to the notices wrapper inside a container', async () => {
    document.body.innerHTML = '<form id="f"><div class="woocommerce-NoticeGroup"></div></form>';
    at(document.querySelector('.woocommerce-NoticeGroup') as Element, 400);
    const done = scrollToNotices(document.getElementById('f') as Element);
    await vi.advanceTimersByTimeAsync(1100);
    await done;
    expect(scrolls[scrolls.length - 1]).toBe(300);
  });

  it('scrolls to the container when it has no wrapper, or is one', async () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div>';
    const wrapper = document.querySelector('.woocommerce-notices-wrapper') as Element;
    at(wrapper, 250);
    const done = scrollToNotices(wrapper);
    await vi.advanceTimersByTimeAsync(1100);
    await done;
    expect(scrolls[scrolls.length - 1]).toBe(150);
  });

  it('resolves without scrolling when a document has no notices', async () => {
    await scrollToNotices(document);
    expect(scrolls).toEqual([]);
  });
});

describe('stopping a scroll', () => {
  it('an aborted signal stops the animation where it is and leaves no frame pending', async () => {
    const controller = new AbortController();
    let done = false;
    void scrollToY(1000, 1000, controller.signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(300);
    const reached = scrolls.length;
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scrolls).toHaveLength(reached);
  });

  it('does not start with a signal aborted already', async () => {
    const controller = new AbortController();
    controller.abort();
    await scrollToNotices(document.body, controller.signal);
    expect(scrolls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
