/**
 * Which pages the book keeps rendered: the visible spread and {@link PAGE_WINDOW} pages on each side. Everything
 * else is released (canvas emptied, text layer removed), so memory stays flat however long the PDF is.
 */
import { PAGE_WINDOW } from './contract';

/**
 * The 0-based pages shown at `index` (page-flip's current page). Single-page: that page. Double with a cover
 * (page-flip's `showCover`): the cover alone, then pairs (1,2), (3,4)…; the last page may stand alone.
 */
export function visiblePages(index: number, count: number, single: boolean): number[] {
  if (count <= 0) return [];
  const at = Math.min(count - 1, Math.max(0, Math.trunc(index) || 0));
  if (single || at === 0) return [at];
  const left = at % 2 === 1 ? at : at - 1;
  return left + 1 < count ? [left, left + 1] : [left];
}

/** The pages to keep rendered around `index`, ascending. */
export function pageWindow(index: number, count: number, single: boolean, extra = PAGE_WINDOW): number[] {
  const shown = visiblePages(index, count, single);
  if (!shown.length) return [];
  const from = Math.max(0, shown[0]! - extra);
  const to = Math.min(count - 1, shown[shown.length - 1]! + extra);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** What changes from the rendered set `before` to the wanted `after`: pages to render and pages to release. */
export function windowChanges(before: Iterable<number>, after: readonly number[]) {
  const had = new Set(before);
  const want = new Set(after);
  return {
    render: after.filter((p) => !had.has(p)),
    release: [...had].filter((p) => !want.has(p)).sort((a, b) => a - b),
  };
}
