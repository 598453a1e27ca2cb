import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplay } from './autoplay';

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
});
afterEach(() => vi.useRealTimers());

const setup = (pages = 10) => {
  let at = 0;
  const changes: boolean[] = [];
  const a = createAutoplay({
    interval: 1000,
    next: () => (at < pages - 1 ? (at++, true) : false),
    onChange: (p) => changes.push(p),
  });
  return { a, changes, page: () => at };
};

describe('autoplay', () => {
  it('turns a page every interval once played', () => {
    const { a, page } = setup();
    vi.advanceTimersByTime(3000);
    expect(page()).toBe(0);
    a.play();
    vi.advanceTimersByTime(3000);
    expect(page()).toBe(3);
    a.destroy();
  });
  it("stops on the visitor's interaction (stop) and at the last page", () => {
    const { a, page, changes } = setup(3);
    a.play();
    vi.advanceTimersByTime(10_000);
    expect(page()).toBe(2);
    expect(a.playing).toBe(false);
    expect(changes).toEqual([true, false]);
    const b = setup();
    b.a.play();
    vi.advanceTimersByTime(1000);
    b.a.stop();
    vi.advanceTimersByTime(5000);
    expect(b.page()).toBe(1);
    b.a.destroy();
  });
  it('pauses while the page is hidden and resumes when it is shown', () => {
    const { a, page } = setup();
    a.play();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(page()).toBe(0);
    expect(a.playing).toBe(true);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(1000);
    expect(page()).toBe(1);
    a.destroy();
  });
  it('destroy clears its timer and listener', () => {
    const { a, page } = setup();
    a.play();
    a.destroy();
    expect(vi.getTimerCount()).toBe(0);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(page()).toBe(0);
  });
});
