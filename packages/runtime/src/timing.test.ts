import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, RESIZE_DEBOUNCE_MS } from './timing';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, `wait` ms after the last of a burst of calls', () => {
    const fn = vi.fn();
    const later = debounce(fn, RESIZE_DEBOUNCE_MS);
    later();
    vi.advanceTimersByTime(100);
    later();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancel() drops the pending call and leaves no timer behind; the next call starts afresh', () => {
    const fn = vi.fn();
    const later = debounce(fn, 150);
    later();
    later.cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    later();
    vi.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('is the spec’s 150 ms resize debounce', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(150);
  });
});
