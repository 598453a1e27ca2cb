import { describe, expect, it } from 'vitest';
import { pageWindow, visiblePages, windowChanges } from './page-window';

describe('visiblePages', () => {
  it('shows the cover alone, then pairs, in double mode', () => {
    expect(visiblePages(0, 24, false)).toEqual([0]);
    expect(visiblePages(1, 24, false)).toEqual([1, 2]);
    expect(visiblePages(2, 24, false)).toEqual([1, 2]);
    expect(visiblePages(23, 24, false)).toEqual([23]);
    expect(visiblePages(22, 24, false)).toEqual([21, 22]);
  });
  it('shows one page in single mode and clamps out-of-range indexes', () => {
    expect(visiblePages(5, 24, true)).toEqual([5]);
    expect(visiblePages(99, 24, true)).toEqual([23]);
    expect(visiblePages(-4, 24, true)).toEqual([0]);
    expect(visiblePages(0, 0, true)).toEqual([]);
  });
});

describe('pageWindow', () => {
  it('keeps the visible spread and two pages either side', () => {
    expect(pageWindow(5, 24, false)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(pageWindow(0, 24, false)).toEqual([0, 1, 2]);
    expect(pageWindow(10, 24, true)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(23, 24, true)).toEqual([21, 22, 23]);
  });
  it('stays the same size however long the document is', () => {
    for (const at of [0, 50, 150, 299]) expect(pageWindow(at, 300, false).length).toBeLessThanOrEqual(6);
  });
});

describe('windowChanges', () => {
  it('renders the new pages and releases the far ones', () => {
    expect(windowChanges([3, 4, 5, 6, 7, 8], [5, 6, 7, 8, 9, 10])).toEqual({ render: [9, 10], release: [3, 4] });
    expect(windowChanges([], [0, 1, 2])).toEqual({ render: [0, 1, 2], release: [] });
    expect(windowChanges([0, 1, 2], [297, 298, 299])).toEqual({ render: [297, 298, 299], release: [0, 1, 2] });
  });
});
