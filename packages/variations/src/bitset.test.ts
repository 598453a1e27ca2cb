/** Bitset helpers at word boundaries. */
import { describe, expect, it } from 'vitest';
import { andInto, firstBit, forEachBit, hasBit, intersects, intersects3, setBit, wordCount } from './bitset';

describe('bitset', () => {
  it('sets, reads and walks bits across words, including bit 31', () => {
    const s = new Uint32Array(wordCount(70));
    expect(s.length).toBe(3);
    for (const i of [0, 31, 32, 63, 69]) setBit(s, i);
    expect(hasBit(s, 31) && hasBit(s, 69) && !hasBit(s, 30)).toBe(true);
    const seen: number[] = [];
    forEachBit(s, (i) => seen.push(i));
    expect(seen).toEqual([0, 31, 32, 63, 69]);
    expect(firstBit(s)).toBe(0);
    expect(firstBit(new Uint32Array(2))).toBe(-1);
  });

  it('intersects', () => {
    const a = new Uint32Array(2),
      b = new Uint32Array(2),
      c = new Uint32Array(2);
    setBit(a, 40);
    setBit(b, 40);
    setBit(c, 3);
    expect(intersects(a, b)).toBe(true);
    expect(intersects(a, c)).toBe(false);
    expect(intersects3(a, b, c)).toBe(false);
    const d = new Uint32Array(2);
    andInto(d, a, b);
    expect(firstBit(d)).toBe(40);
  });
});
