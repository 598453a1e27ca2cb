/** Hand-written cases, one per spec rule (§3 "Variation form", §4 lookup/availability/reset, bad input). */
import { describe, expect, it } from 'vitest';
import { chosenSummary } from './summary';
import { VariationIndexError, type AttributeDef, type VariationInput } from './types';
import { createVariationIndex, type VariationIndex } from './variation-index';

const COLOR = 'attribute_pa_color';
const SIZE = 'attribute_size';
const ATTRS: AttributeDef[] = [
  { name: COLOR, options: ['red', 'blue', 'green'] },
  { name: SIZE, options: ['S', 'M', 'L'] },
];

function v(id: number, color: string, size: string, over: Partial<VariationInput> = {}): VariationInput {
  return {
    variation_id: id,
    attributes: { [COLOR]: color, [SIZE]: size },
    variation_is_active: true,
    variation_is_visible: true,
    is_in_stock: true,
    is_purchasable: true,
    ...over,
  };
}

/** Option states of one select as "value:state" (state: enabled / disabled / removed). */
function states(index: VariationIndex, sel: Record<string, string>, name: string): string[] {
  const a = index.availability(sel).attributes.find((x) => x.name === name)!;
  return a.options.map((o) => `${o.value}:${o.enabled ? 'enabled' : o.attached ? 'disabled' : 'removed'}`);
}

describe('matching (§4 Variation lookup)', () => {
  const index = createVariationIndex(ATTRS, [v(1, 'red', 'S'), v(2, 'red', ''), v(3, 'blue', 'M'), v(4, '', 'L')]);

  it('matches when every attribute non-empty on both sides is equal', () => {
    expect(index.match({ [COLOR]: 'red', [SIZE]: 'S' })).toEqual([1, 2]);
    expect(index.match({ [COLOR]: 'red' })).toEqual([1, 2, 4]);
    expect(index.match({})).toEqual([1, 2, 3, 4]);
    expect(index.match({ [COLOR]: 'green', [SIZE]: 'L' })).toEqual([4]);
  });

  it('compares exact strings (case-sensitive) and ignores keys that are not attributes', () => {
    expect(index.match({ [COLOR]: 'Red' })).toEqual([4]);
    expect(index.match({ [COLOR]: 'Red', [SIZE]: 'S' })).toEqual([]);
    expect(index.match({ [COLOR]: 'blue', [SIZE]: 'M', attribute_other: 'x' })).toEqual([3]);
  });

  it('finds only when every attribute is chosen, taking the first match in data order', () => {
    expect(index.find({ [COLOR]: 'red' })).toBeNull();
    expect(index.find({ [COLOR]: 'red', [SIZE]: 'S' })).toMatchObject({ row: 0, variationId: 1 });
    expect(index.find({ [COLOR]: 'red', [SIZE]: 'M' })).toMatchObject({ row: 1, variationId: 2 });
  });

  it('an unknown chosen value matches only variations with any value for it', () => {
    expect(index.match({ [COLOR]: 'purple' })).toEqual([4]);
  });

  it('a missing attribute key counts as any', () => {
    const ix = createVariationIndex(ATTRS, [{ ...v(9, 'red', 'S'), attributes: { [COLOR]: 'red' } }]);
    expect(ix.match({ [COLOR]: 'red', [SIZE]: 'L' })).toEqual([9]);
    expect(states(ix, {}, SIZE)).toEqual(['S:enabled', 'M:enabled', 'L:enabled']);
  });
});

describe('option availability (§4)', () => {
  it('removes options no variation can satisfy and disables those only on inactive variations', () => {
    const index = createVariationIndex(ATTRS, [
      v(1, 'red', 'S'),
      v(2, 'red', 'M', { variation_is_active: false }),
      v(3, 'blue', 'L'),
    ]);
    expect(states(index, {}, COLOR)).toEqual(['red:enabled', 'blue:enabled', 'green:removed']);
    expect(states(index, { [COLOR]: 'red' }, SIZE)).toEqual(['S:enabled', 'M:disabled', 'L:removed']);
  });

  it("ignores the select's own value: options depend on the other chosen attributes", () => {
    const index = createVariationIndex(ATTRS, [v(1, 'red', 'S'), v(2, 'blue', 'M')]);
    expect(states(index, { [COLOR]: 'red' }, COLOR)).toEqual(['red:enabled', 'blue:enabled', 'green:removed']);
    expect(states(index, { [COLOR]: 'red', [SIZE]: 'S' }, COLOR)).toEqual([
      'red:enabled',
      'blue:removed',
      'green:removed',
    ]);
  });

  it("an 'any' variation attaches every option; only an active one enables them", () => {
    const index = createVariationIndex(ATTRS, [v(1, '', 'S'), v(2, '', 'M', { variation_is_active: false })]);
    expect(states(index, { [SIZE]: 'S' }, COLOR)).toEqual(['red:enabled', 'blue:enabled', 'green:enabled']);
    expect(states(index, { [SIZE]: 'M' }, COLOR)).toEqual(['red:disabled', 'blue:disabled', 'green:disabled']);
  });

  it('stock, visibility and purchasability do not change availability (they decide the button)', () => {
    const index = createVariationIndex(ATTRS, [
      v(1, 'red', 'S', { is_in_stock: false, variation_is_visible: false, is_purchasable: false }),
    ]);
    expect(states(index, {}, COLOR)).toEqual(['red:enabled', 'blue:removed', 'green:removed']);
    expect(index.update({ [COLOR]: 'red', [SIZE]: 'S' })).toMatchObject({
      found: { variationId: 1 },
      addToCart: 'unavailable',
    });
  });

  it('clears a select whose value is no longer enabled, then recomputes', () => {
    const index = createVariationIndex(ATTRS, [v(1, 'red', 'S'), v(2, 'blue', 'M'), v(3, 'green', '')]);
    // blue + S: no variation; both chosen values fail together.
    const snapshot = index.availability({ [COLOR]: 'blue', [SIZE]: 'S' });
    expect(snapshot.cleared).toEqual([COLOR, SIZE]);
    const state = index.update({ [COLOR]: 'blue', [SIZE]: 'S' });
    expect(state.selection).toEqual({ [COLOR]: '', [SIZE]: '' });
    expect(state.cleared).toEqual([COLOR, SIZE]);
    expect(state.noMatch).toBe(true);
    expect(state.resetVisible).toBe(false);
    expect(state.attributes.every((a) => a.options.every((o) => o.attached))).toBe(true);
  });

  it('clears a value that is not one of the select options but keeps valid ones', () => {
    const index = createVariationIndex(ATTRS, [v(1, 'red', ''), v(2, 'blue', 'M')]);
    const state = index.update({ [COLOR]: 'red', [SIZE]: 'XXL' });
    expect(state.cleared).toEqual([SIZE]);
    expect(state.selection).toEqual({ [COLOR]: 'red', [SIZE]: '' });
    expect(state.found).toBeNull();
    expect(state.resetVisible).toBe(true);
  });

  it('options only on variations with an unlisted value are not attached by them', () => {
    const index = createVariationIndex(ATTRS, [v(1, 'teal', 'S')]);
    expect(states(index, {}, COLOR)).toEqual(['red:removed', 'blue:removed', 'green:removed']);
    expect(index.match({ [COLOR]: 'teal' })).toEqual([1]);
  });
});

describe('add-to-cart area and reset (§4)', () => {
  const index = createVariationIndex(ATTRS, [
    v(1, 'red', 'S'),
    v(2, 'red', 'M', { is_in_stock: false }),
    v(3, 'red', 'L', { is_purchasable: false }),
    v(4, 'blue', 'S', { variation_is_visible: false }),
  ]);

  it('selection needed until every attribute is chosen', () => {
    expect(index.update({ [COLOR]: 'red' })).toMatchObject({
      found: null,
      addToCart: 'selection-needed',
      resetVisible: true,
      noMatch: false,
    });
  });

  it('enabled only when purchasable, in stock and visible', () => {
    expect(index.update({ [COLOR]: 'red', [SIZE]: 'S' }).addToCart).toBe('enabled');
    expect(index.update({ [COLOR]: 'red', [SIZE]: 'M' }).addToCart).toBe('unavailable');
    expect(index.update({ [COLOR]: 'red', [SIZE]: 'L' }).addToCart).toBe('unavailable');
    expect(index.update({ [COLOR]: 'blue', [SIZE]: 'S' }).addToCart).toBe('unavailable');
  });

  it('reset clears every select and hides the reset link', () => {
    const state = index.reset();
    expect(state.selection).toEqual({ [COLOR]: '', [SIZE]: '' });
    expect(state).toMatchObject({
      found: null,
      resetVisible: false,
      noMatch: false,
      addToCart: 'selection-needed',
      cleared: [],
    });
    expect(state.attributes.map((a) => a.options.filter((o) => o.enabled).length)).toEqual([2, 3]);
  });
});

describe('chosen summary (§3 Variation form)', () => {
  it('counts fields, chosen fields and lists every field', () => {
    expect(chosenSummary([COLOR, SIZE], { [COLOR]: 'red' })).toEqual({
      count: 2,
      chosenCount: 1,
      data: { [COLOR]: 'red', [SIZE]: '' },
    });
    expect(chosenSummary([], {})).toEqual({ count: 0, chosenCount: 0, data: {} });
    const ix = createVariationIndex(ATTRS, []);
    expect(ix.chosenSummary({ [COLOR]: 'red', [SIZE]: 'M', x: 'y' })).toEqual({
      count: 2,
      chosenCount: 2,
      data: { [COLOR]: 'red', [SIZE]: 'M' },
    });
  });

  it('keeps odd names as own data keys', () => {
    const s = chosenSummary(['__proto__', 'constructor'], JSON.parse('{"__proto__":"a"}'));
    expect(Object.keys(s.data)).toEqual(['__proto__', 'constructor']);
    expect(s.chosenCount).toBe(1);
  });
});

describe('bad input', () => {
  it('empty product: nothing to choose, nothing found', () => {
    const index = createVariationIndex([], []);
    expect(index.update({})).toMatchObject({
      found: null,
      noMatch: false,
      resetVisible: false,
      addToCart: 'selection-needed',
      attributes: [],
    });
    expect(index.match({})).toEqual([]);
    const noVariations = createVariationIndex(ATTRS, []);
    expect(states(noVariations, {}, COLOR)).toEqual(['red:removed', 'blue:removed', 'green:removed']);
    expect(noVariations.update({ [COLOR]: 'red', [SIZE]: 'S' })).toMatchObject({
      cleared: [COLOR, SIZE],
      noMatch: true,
    });
  });

  it('throws a clear error for unusable attribute lists or variation data', () => {
    expect(() => createVariationIndex(ATTRS, false as never)).toThrow(VariationIndexError);
    expect(() => createVariationIndex(null as never, [])).toThrow(/attributes must be an array/);
    expect(() => createVariationIndex([ATTRS[0]!, ATTRS[0]!], [])).toThrow(/duplicate attribute/);
    expect(() => createVariationIndex([{ name: '', options: [] }], [])).toThrow(/no name/);
    expect(() => createVariationIndex([{ name: 'a', options: [1] as never }], [])).toThrow(/non-string option/);
  });

  it('malformed entries keep their row but never match', () => {
    const bad = [
      null,
      { variation_id: 'x', attributes: {} },
      { variation_id: 5 },
      { ...v(6, 'red', 'S'), attributes: { [COLOR]: {} } },
    ];
    const index = createVariationIndex(ATTRS, [...(bad as never[]), v(7, 'red', 'S')]);
    expect(index.size).toBe(5);
    expect(index.match({})).toEqual([7]);
    expect(index.find({ [COLOR]: 'red', [SIZE]: 'S' })).toMatchObject({ row: 4, variationId: 7 });
  });

  it('duplicate variations: the first in data order is found; duplicate ids are kept', () => {
    const index = createVariationIndex(ATTRS, [
      v(1, 'red', 'S', { variation_is_active: false }),
      v(2, 'red', 'S'),
      v(2, 'red', 'S'),
    ]);
    expect(index.match({ [COLOR]: 'red', [SIZE]: 'S' })).toEqual([1, 2, 2]);
    expect(index.update({ [COLOR]: 'red', [SIZE]: 'S' }).found).toMatchObject({ variationId: 1, isActive: false });
  });

  it('drops the placeholder and duplicate options; ignores non-string selections', () => {
    const index = createVariationIndex([{ name: COLOR, options: ['', 'red', 'red', 'blue'] }], [v(1, 'red', '')]);
    expect(states(index, {}, COLOR)).toEqual(['red:enabled', 'blue:removed']);
    expect(index.update({ [COLOR]: 7 as never }).selection).toEqual({ [COLOR]: '' });
    expect(index.update(null as never).summary).toEqual({ count: 1, chosenCount: 0, data: { [COLOR]: '' } });
  });

  it('numeric attribute values and ids given as strings are read as WooCommerce would print them', () => {
    const index = createVariationIndex(
      [{ name: SIZE, options: ['10', '12'] }],
      [{ ...v(0, '', ''), variation_id: '31' as never, attributes: { [SIZE]: 10 as never } }],
    );
    expect(index.match({ [SIZE]: '10' })).toEqual([31]);
  });
});
