const RANGE = /(\d+)\s*[–-]\s*(\d+)/;

/**
 * After appending page N, the result count should cover everything shown: 'Showing 1–12 of 30' and the next
 * page's 'Showing 13–24 of 30' make 'Showing 1–24 of 30'. Counts without a range (e.g. 'Showing all 6
 * results') are taken as they are.
 */
export function mergedCountText(current: string, next: string): string {
  const a = RANGE.exec(current);
  const b = RANGE.exec(next);
  if (!a || !b) return next;
  return next.replace(RANGE, `${a[1]}–${b[2]}`);
}

/** Updates the page's `p.woocommerce-result-count` text after an append (see {@link mergedCountText}). */
export function mergeResultCount(count: Element | null, next: Element | null): void {
  if (!count || !next) return;
  // The first text node holds the visible count; a screen-reader span may follow it.
  const text = [...count.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
  const nextText =
    [...next.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())?.textContent ??
    next.textContent ??
    '';
  if (text) text.textContent = mergedCountText(text.textContent ?? '', nextText);
}
