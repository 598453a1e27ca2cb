import { afterEach, describe, expect, it } from 'vitest';
import { bookmarksKey, loadBookmarks, toggleBookmark } from './bookmarks';

afterEach(() => localStorage.clear());

describe('bookmarks', () => {
  it('are kept per document and survive a reload (read back from storage)', () => {
    toggleBookmark('/a.pdf', 5);
    toggleBookmark('/a.pdf', 2);
    toggleBookmark('/b.pdf', 9);
    expect(loadBookmarks('/a.pdf')).toEqual([2, 5]);
    expect(loadBookmarks('/b.pdf')).toEqual([9]);
    expect(JSON.parse(localStorage.getItem(bookmarksKey('/a.pdf'))!)).toEqual([2, 5]);
  });
  it('toggle off removes the page', () => {
    toggleBookmark('/a.pdf', 5);
    expect(toggleBookmark('/a.pdf', 5)).toEqual([]);
    expect(loadBookmarks('/a.pdf')).toEqual([]);
  });
  it('ignore junk in storage', () => {
    localStorage.setItem(bookmarksKey('/a.pdf'), '{"x":1}');
    expect(loadBookmarks('/a.pdf')).toEqual([]);
    localStorage.setItem(bookmarksKey('/a.pdf'), '[3, "4", -1, 3.5, 3, 1]');
    expect(loadBookmarks('/a.pdf')).toEqual([1, 3]);
    localStorage.setItem(bookmarksKey('/a.pdf'), 'not json');
    expect(loadBookmarks('/a.pdf')).toEqual([]);
  });
  it('still work for the visit when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(loadBookmarks('/a.pdf', broken)).toEqual([]);
    expect(toggleBookmark('/a.pdf', 4, broken)).toEqual([4]);
    expect(toggleBookmark('/a.pdf', 4, null)).toEqual([4]);
  });
});
