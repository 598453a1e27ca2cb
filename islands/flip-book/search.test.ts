import { describe, expect, it } from 'vitest';
import { MAX_RESULTS, findInPage, searchDocument } from './search';

describe('findInPage', () => {
  it('counts hits ignoring case and runs of spaces, with a snippet around the first', () => {
    const hit = findInPage('The Linen   Apron is made of linen.\nWash the LINEN cold.', 'linen apron', 3);
    expect(hit).toEqual({ page: 3, snippet: 'The Linen Apron is made of linen. Wash the LINEN cold.', count: 1 });
    expect(findInPage('linen, Linen, LINEN', 'linen', 1)?.count).toBe(3);
  });
  it('shortens long snippets with ellipses', () => {
    const text = `${'a '.repeat(100)}needle${' b'.repeat(100)}`;
    const hit = findInPage(text, 'needle', 1)!;
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(hit.snippet.endsWith('…')).toBe(true);
    expect(hit.snippet).toContain('needle');
  });
  it('finds nothing for an empty query or a miss', () => {
    expect(findInPage('text', '  ', 1)).toBeNull();
    expect(findInPage('text', 'other', 1)).toBeNull();
  });
});

describe('searchDocument', () => {
  const pages = ['Cover', 'Aprons and linen', 'Cards', 'More linen'];
  it('lists the pages with hits, in order, 1-based', async () => {
    const results = await searchDocument('linen', pages.length, async (i) => pages[i]!);
    expect(results.map((r) => r.page)).toEqual([2, 4]);
  });
  it('skips a page whose text cannot be read', async () => {
    const results = await searchDocument('linen', pages.length, async (i) => {
      if (i === 1) throw new Error('broken page');
      return pages[i]!;
    });
    expect(results.map((r) => r.page)).toEqual([4]);
  });
  it('stops when aborted and after the most results', async () => {
    const ctl = new AbortController();
    const results = await searchDocument(
      'linen',
      1000,
      async (i) => {
        if (i === 2) ctl.abort();
        return 'linen';
      },
      ctl.signal,
    );
    expect(results.length).toBe(3);
    expect((await searchDocument('x', 1000, async () => 'x')).length).toBe(MAX_RESULTS);
  });
});
