/** The visitor's own bookmarks, kept in localStorage per document (keyed by the PDF's URL). */

const PREFIX = 'storefront-flip-book-bookmarks:';

/** The storage key of a document's bookmarks. */
export const bookmarksKey = (source: string) => PREFIX + source;

/** The bookmarked pages (1-based, ascending); [] when none or storage is unavailable or holds junk. */
export function loadBookmarks(source: string, storage: Storage | null = safeStorage()): number[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(bookmarksKey(source)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return [...new Set(raw.filter((p): p is number => Number.isInteger(p) && p > 0))].sort((a, b) => a - b);
  } catch {
    return [];
  }
}

/** Adds or removes `page`; returns the new list (kept in memory when storage fails). */
export function toggleBookmark(source: string, page: number, storage: Storage | null = safeStorage()): number[] {
  const list = loadBookmarks(source, storage);
  const next = list.includes(page) ? list.filter((p) => p !== page) : [...list, page].sort((a, b) => a - b);
  try {
    storage?.setItem(bookmarksKey(source), JSON.stringify(next));
  } catch {
    // Full or blocked storage: the bookmark lasts for this visit only.
  }
  return next;
}

/** localStorage, or null where reading it throws (blocked cookies, sandboxed frames). */
export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
