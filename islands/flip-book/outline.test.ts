import { describe, expect, it } from 'vitest';
import { buildToc, destinationPage, type DestinationResolver } from './outline';

const refs = new Map<unknown, number>();
const r = (n: number) => {
  const ref = { num: n * 10, gen: 0 };
  refs.set(ref, n);
  return ref;
};
const doc: DestinationResolver = {
  getDestination: async (name) => (name === 'chapter-2' ? [r(8), { name: 'XYZ' }] : null),
  getPageIndex: async (ref) => {
    const n = refs.get(ref);
    if (n === undefined) throw new Error('bad ref');
    return n;
  },
};

describe('buildToc', () => {
  it('turns the outline into nested entries with 1-based pages', async () => {
    const toc = await buildToc(
      [
        { title: ' Chapter 1 ', dest: [r(1), { name: 'Fit' }], items: [{ title: 'Section 1.1', dest: [r(2)] }] },
        { title: 'Chapter 2', dest: 'chapter-2' },
        { title: 'Website', dest: null },
      ],
      doc,
    );
    expect(toc).toEqual([
      { title: 'Chapter 1', page: 2, items: [{ title: 'Section 1.1', page: 3, items: [] }] },
      { title: 'Chapter 2', page: 9, items: [] },
      { title: 'Website', page: null, items: [] },
    ]);
  });

  it('is empty without an outline', async () => {
    expect(await buildToc(null, doc)).toEqual([]);
    expect(await buildToc([], doc)).toEqual([]);
  });

  it('gives null for destinations it cannot resolve, and never throws', async () => {
    expect(await destinationPage('missing', doc)).toBeNull();
    expect(await destinationPage([{ num: 1, gen: 0 }], doc)).toBeNull();
    expect(await destinationPage([4], doc)).toBe(5);
    expect(await destinationPage([], doc)).toBeNull();
  });

  it('stops at a sane depth on a malformed outline', async () => {
    type N = { title: string; dest: null; items: N[] };
    const loop: N = { title: 'x', dest: null, items: [] };
    loop.items.push(loop);
    const toc = await buildToc([loop], doc);
    let depth = 0;
    for (let e = toc[0]; e; e = e.items[0]) depth++;
    expect(depth).toBe(8);
  });
});
