/** The compact availability format: layout, round trip, size, and rejection of malformed data. */
import { describe, expect, it } from 'vitest';
import {
  createVariationIndexFromCompact,
  decodeVariationIndex,
  encodeVariationIndex,
  type CompactIndex,
} from './compact';
import { VariationIndexError, type AttributeDef, type VariationInput } from './types';
import { createVariationIndex } from './variation-index';

const ATTRS: AttributeDef[] = [
  { name: 'attribute_pa_color', options: ['red', 'blue'] },
  { name: 'attribute_size', options: ['S', 'M'] },
];
const flags = { variation_is_active: true, variation_is_visible: true, is_in_stock: true, is_purchasable: true };
const VARS: VariationInput[] = [
  { variation_id: 101, attributes: { attribute_pa_color: 'red', attribute_size: '' }, ...flags },
  {
    variation_id: 102,
    attributes: { attribute_pa_color: 'blue', attribute_size: 'XL' },
    ...flags,
    variation_is_visible: false,
  },
];

/** A grid product: every combination of A attributes × n values, ids from 5000. */
function grid(A: number, n: number, V: number): { attributes: AttributeDef[]; variations: VariationInput[] } {
  const attributes = Array.from({ length: A }, (_, i) => ({
    name: `attribute_pa_attr-${i}`,
    options: Array.from({ length: n }, (_, k) => `value-${i}-${k}`),
  }));
  const variations = Array.from({ length: V }, (_, r): VariationInput => {
    const attrs: Record<string, string> = {};
    let x = r;
    for (const a of attributes) {
      attrs[a.name] = a.options[x % n]!;
      x = Math.floor(x / n);
    }
    return { variation_id: 5000 + r, attributes: attrs, ...flags, is_in_stock: r % 7 !== 0 };
  });
  return { attributes, variations };
}

describe('encodeVariationIndex', () => {
  it('writes names and options once, then delta id + value codes + flags per variation', () => {
    expect(encodeVariationIndex(ATTRS, VARS)).toEqual({
      v: 1,
      attributes: [
        { name: 'attribute_pa_color', options: ['red', 'blue'] },
        { name: 'attribute_size', options: ['S', 'M'], extra: ['XL'] },
      ],
      rows: [101, 0, -1, 15, 1, 1, 2, 13],
    });
  });

  it('round-trips: the index from compact data answers like the index from full objects', () => {
    const { attributes, variations } = grid(3, 5, 125);
    variations[3] = { ...variations[3]!, attributes: { ...variations[3]!.attributes, 'attribute_pa_attr-1': '' } };
    variations[9] = { ...variations[9]!, variation_is_active: false };
    const full = createVariationIndex(attributes, variations);
    const compact = createVariationIndexFromCompact(JSON.stringify(encodeVariationIndex(attributes, variations)));
    const sels = [
      {},
      { 'attribute_pa_attr-0': 'value-0-3' },
      { 'attribute_pa_attr-1': 'value-1-0', 'attribute_pa_attr-2': 'value-2-4' },
    ];
    for (const s of sels) {
      expect(compact.update(s)).toEqual(full.update(s));
      expect(compact.match(s)).toEqual(full.match(s));
    }
    expect(decodeVariationIndex(encodeVariationIndex(attributes, variations)).ids[124]).toBe(5124);
  });

  it('handles ids in any order (negative deltas)', () => {
    const vars = [
      { ...VARS[0]!, variation_id: 900 },
      { ...VARS[1]!, variation_id: 12 },
      { ...VARS[0]!, variation_id: 13 },
    ];
    expect(Array.from(decodeVariationIndex(encodeVariationIndex(ATTRS, vars)).ids)).toEqual([900, 12, 13]);
  });

  it('stays within 0.3 MB at 10,000 variations (4 × 10 values)', () => {
    const { attributes, variations } = grid(4, 10, 10_000);
    const bytes = new TextEncoder().encode(JSON.stringify(encodeVariationIndex(attributes, variations))).length;
    expect(bytes).toBeLessThanOrEqual(300_000);
  });

  it('refuses malformed variations (the server must know its data)', () => {
    expect(() => encodeVariationIndex(ATTRS, [null as never])).toThrow(/variation 0: not an object/);
    expect(() => encodeVariationIndex(ATTRS, [{ ...VARS[0]!, variation_id: 1.5 }])).toThrow(VariationIndexError);
    expect(() => encodeVariationIndex(ATTRS, [{ ...VARS[0]!, attributes: null as never }])).toThrow(/attributes/);
  });
});

describe('decodeVariationIndex rejects malformed data with a clear error', () => {
  const good: CompactIndex = encodeVariationIndex(ATTRS, VARS);
  const cases: [string, unknown, RegExp][] = [
    ['null', null, /missing/],
    ['empty string', '', /not valid JSON/],
    ['truncated JSON', JSON.stringify(good).slice(0, 20), /not valid JSON/],
    ['an array', [], /missing/],
    ['wrong version', { ...good, v: 2 }, /unsupported version 2/],
    ['no attributes', { v: 1, rows: [] }, /attributes is not an array/],
    ['attribute without name', { ...good, attributes: [{ options: [] }] }, /has no name/],
    ['duplicate attribute', { ...good, attributes: [good.attributes[0], good.attributes[0]] }, /duplicate attribute/],
    ['non-string option', { ...good, attributes: [{ name: 'a', options: [1] }] }, /non-string/],
    ['repeated option', { ...good, attributes: [{ name: 'a', options: ['x', 'x'] }], rows: [] }, /repeats "x"/],
    [
      'extra repeating an option',
      { ...good, attributes: [{ name: 'a', options: ['x'], extra: ['x'] }], rows: [] },
      /extra of a repeats/,
    ],
    ['rows not an array', { ...good, rows: 'nope' }, /rows is not an array/],
    ['ragged rows', { ...good, rows: good.rows.slice(0, 5) }, /not a multiple of 4/],
    ['value code too large', { ...good, rows: [1, 5, 0, 15] }, /value code 5 out of range/],
    ['value code one past the last extra', { ...good, rows: [1, 0, 3, 15] }, /value code 3 out of range/],
    ['value code below any', { ...good, rows: [1, -2, 0, 15] }, /out of range/],
    ['fractional code', { ...good, rows: [1, 0.5, 0, 15] }, /out of range/],
    ['string code', { ...good, rows: [1, '0', 0, 15] }, /out of range/],
    ['bad flags', { ...good, rows: [1, 0, 0, 16] }, /bad flags 16/],
    ['null id delta', { ...good, rows: [null, 0, 0, 15] }, /id delta/],
    ['id overflow', { ...good, rows: [Number.MAX_SAFE_INTEGER, 0, 0, 15, 5, 0, 0, 15] }, /id out of range/],
  ];
  it.each(cases)('%s', (_label, data, message) => {
    expect(() => decodeVariationIndex(data)).toThrow(VariationIndexError);
    expect(() => decodeVariationIndex(data)).toThrow(message);
  });

  it('accepts an empty product, and a JSON string as well as an object', () => {
    const empty = createVariationIndexFromCompact('{"v":1,"attributes":[],"rows":[]}');
    expect(empty.size).toBe(0);
    expect(empty.update({}).found).toBeNull();
    expect(decodeVariationIndex(JSON.stringify(good)).ids.length).toBe(2);
  });

  // The test's timeout is the only clock: a decoder that hangs on these fails it, a busy machine doesn't.
  it('fails on huge bogus input instead of hanging', { timeout: 10_000 }, () => {
    expect(() => decodeVariationIndex({ v: 1, attributes: [], rows: new Array(1_000_001).fill(0) })).toThrow(
      /multiple of 2/,
    );
    expect(() =>
      decodeVariationIndex({ v: 1, attributes: [{ name: 'a', options: ['x'] }], rows: new Array(300_000).fill(7) }),
    ).toThrow(/value code 7/);
  });
});
