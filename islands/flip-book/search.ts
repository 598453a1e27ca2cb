/** Search in the document's text (pdf.js text content): results with page numbers and a snippet around each hit. */

/** One search result. */
export interface SearchResult {
  /** 1-based page. */
  page: number;
  /** The text around the first hit on the page. */
  snippet: string;
  /** Hits on the page. */
  count: number;
}

/** Most results listed. */
export const MAX_RESULTS = 200;
/** Characters of context either side of a hit. */
const CONTEXT = 40;

const normalise = (s: string) => s.replace(/\s+/g, ' ').toLocaleLowerCase();

/** The hits of `query` in one page's text, or null when there are none. Case and runs of spaces are ignored. */
export function findInPage(text: string, query: string, page: number): SearchResult | null {
  const q = normalise(query).trim();
  if (!q) return null;
  const flat = text.replace(/\s+/g, ' ');
  const hay = flat.toLocaleLowerCase();
  let at = hay.indexOf(q);
  if (at < 0) return null;
  const first = at;
  let count = 0;
  while (at >= 0) {
    count++;
    at = hay.indexOf(q, at + q.length);
  }
  const from = Math.max(0, first - CONTEXT);
  const to = Math.min(flat.length, first + q.length + CONTEXT);
  const snippet = `${from > 0 ? '…' : ''}${flat.slice(from, to).trim()}${to < flat.length ? '…' : ''}`;
  return { page, snippet, count };
}

/**
 * Searches every page in order, reading each page's text with `pageText` (0-based index). Stops when `signal` is
 * aborted (a new query) and after {@link MAX_RESULTS} pages with hits. A page whose text cannot be read is skipped.
 */
export async function searchDocument(
  query: string,
  pageCount: number,
  pageText: (index: number) => Promise<string>,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const results: SearchResult[] = [];
  if (!normalise(query).trim()) return results;
  for (let i = 0; i < pageCount && results.length < MAX_RESULTS; i++) {
    if (signal?.aborted) break;
    let text = '';
    try {
      text = await pageText(i);
    } catch {
      continue;
    }
    const hit = findInPage(text, query, i + 1);
    if (hit) results.push(hit);
  }
  return results;
}
