/**
 * Differential tests: a brute-force port of WooCommerce's add-to-cart-variation rules (the spec's
 * §4 "Variation lookup" / "Option availability") against the bitset index, on seeded random products,
 * built both from full variation objects and through the compact format, with and without bitsets.
 */
import { describe, expect, it } from 'vitest';
import { createVariationIndexFromCompact, encodeVariationIndex } from './compact';
import type { AttributeDef, Selection, VariationInput } from './types';
import { createVariationIndex, type VariationIndex } from './variation-index';

// ---------- seeded generator ----------

/** mulberry32: small, fast, deterministic. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['attribute_pa_color', 'attribute_size', 'attribute_pa_material', 'attribute_Finish', 'attribute_pa_x'];
const VALUES = ['red', 'Red', 'blue', 'green', 'a b', 'Ä', '10', 'constructor', '__proto__', 'toString', 'xl', 'XL'];

interface Product {
  attributes: AttributeDef[];
  variations: VariationInput[];
  /** Values used by variations but not listed, per attribute. */
  unlisted: string[][];
}

function randomProduct(rand: () => number): Product {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const A = rand() < 0.05 ? 0 : 1 + Math.floor(rand() * 4);
  const names = [...NAMES].sort(() => rand() - 0.5).slice(0, A);
  const attributes: AttributeDef[] = names.map((name) => {
    const n = 1 + Math.floor(rand() * 6);
    const opts = [...VALUES].sort(() => rand() - 0.5).slice(0, n);
    // Sometimes a placeholder or duplicate sneaks into the select's options.
    if (rand() < 0.1) opts.unshift('');
    if (rand() < 0.1) opts.push(opts[opts.length - 1]!);
    return { name, options: opts };
  });
  const unlisted = attributes.map((a) =>
    VALUES.filter((v) => !a.options.includes(v))
      .slice(0, 2)
      .concat('zz'),
  );
  const V = rand() < 0.1 ? 0 : Math.floor(rand() * 60);
  const variations: VariationInput[] = [];
  for (let k = 0; k < V; k++) {
    if (k > 0 && rand() < 0.08) {
      // Duplicate combination (sometimes with the same id).
      const prev = pick(variations);
      variations.push({
        ...prev,
        variation_id: rand() < 0.5 ? prev.variation_id : 1000 + k,
        variation_is_active: rand() < 0.7,
      });
      continue;
    }
    const attrs: Record<string, string> = {};
    attributes.forEach((a, i) => {
      const x = rand();
      const listed = a.options.filter((o) => o !== '');
      if (x < 0.05) return; // missing key: treated as any
      const v = x < 0.3 ? '' : x < 0.36 ? pick(unlisted[i]!) : pick(listed);
      Object.defineProperty(attrs, a.name, { value: v, enumerable: true, writable: true, configurable: true });
    });
    if (rand() < 0.1) attrs['attribute_unrelated'] = 'q';
    variations.push({
      variation_id: 1000 + k,
      attributes: attrs,
      variation_is_active: rand() < 0.75,
      variation_is_visible: rand() < 0.85,
      is_in_stock: rand() < 0.8,
      is_purchasable: rand() < 0.9,
    });
  }
  return { attributes, variations, unlisted };
}

function randomSelection(rand: () => number, p: Product): Record<string, string> {
  const sel: Record<string, string> = {};
  p.attributes.forEach((a, i) => {
    const x = rand();
    const listed = a.options.filter((o) => o !== '');
    const v =
      x < 0.35 ? '' : x < 0.9 ? listed[Math.floor(rand() * listed.length)]! : p.unlisted[i]![Math.floor(rand() * 3)]!;
    Object.defineProperty(sel, a.name, { value: v, enumerable: true, writable: true, configurable: true });
  });
  return sel;
}

// ---------- brute-force reference (WooCommerce's loops, spec rules) ----------

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const valueOf = (v: VariationInput, name: string): string =>
  own(v.attributes, name) ? (v.attributes[name] ?? '') : '';

/** isMatch: every attribute non-empty on both sides is equal. */
function refIsMatch(v: VariationInput, names: string[], values: string[]): boolean {
  return names.every((n, i) => {
    const a = valueOf(v, n);
    const b = values[i]!;
    return a === '' || b === '' || a === b;
  });
}

interface RefAttr {
  name: string;
  options: { value: string; attached: boolean; enabled: boolean }[];
  selected: string;
  selectedValid: boolean;
}

function refPass(p: Product, values: string[]): { attributes: RefAttr[]; cleared: string[] } {
  const names = p.attributes.map((a) => a.name);
  const cleared: string[] = [];
  const attributes = p.attributes.map((a, i): RefAttr => {
    const listed = [...new Set(a.options.filter((o) => o !== ''))];
    const check = values.slice();
    check[i] = '';
    const attached = new Set<string>();
    const enabled = new Set<string>();
    for (const v of p.variations) {
      if (!refIsMatch(v, names, check)) continue;
      const val = valueOf(v, a.name);
      for (const o of listed) {
        if (val === '' || val === o) {
          attached.add(o);
          if (v.variation_is_active) enabled.add(o);
        }
      }
    }
    const selected = values[i]!;
    const selectedValid = selected === '' || (listed.includes(selected) && enabled.has(selected));
    if (!selectedValid) cleared.push(a.name);
    return {
      name: a.name,
      options: listed.map((o) => ({ value: o, attached: attached.has(o), enabled: enabled.has(o) })),
      selected,
      selectedValid,
    };
  });
  return { attributes, cleared };
}

function refUpdate(p: Product, sel: Selection) {
  const names = p.attributes.map((a) => a.name);
  let values = names.map((n) => (own(sel, n) ? (sel[n] ?? '') : ''));
  const allBefore = names.length > 0 && values.every((v) => v !== '');
  // Clear until nothing changes (WooCommerce re-runs on each 'change' it triggers).
  const cleared: string[] = [];
  let pass = refPass(p, values);
  while (pass.cleared.length) {
    cleared.push(...pass.cleared);
    values = values.map((v, i) => (pass.cleared.includes(names[i]!) ? '' : v));
    pass = refPass(p, values);
  }
  const chosen = values.filter((v) => v !== '').length;
  const found =
    names.length > 0 && chosen === names.length
      ? (p.variations.find((v) => refIsMatch(v, names, values)) ?? null)
      : null;
  const sellable = found && found.is_purchasable && found.is_in_stock && found.variation_is_visible;
  return {
    values,
    cleared,
    attributes: pass.attributes,
    foundId: found ? found.variation_id : null,
    noMatch: allBefore && !found,
    resetVisible: chosen > 0,
    addToCart: !found ? 'selection-needed' : sellable ? 'enabled' : 'unavailable',
  };
}

// ---------- differential run ----------

function compare(p: Product, index: VariationIndex, rand: () => number, selections: number): void {
  const names = p.attributes.map((a) => a.name);
  for (let s = 0; s < selections; s++) {
    const sel = randomSelection(rand, p);
    const values = names.map((n) => sel[n]!);
    try {
      compareOne(p, index, names, sel, values);
    } catch (e) {
      // Attach the failing product and selection so a failure can be replayed by hand.
      const ctx = JSON.stringify({ attributes: p.attributes, variations: p.variations, sel });
      throw new Error(`${(e as Error).message}\n  with ${ctx}`);
    }
  }
}

/** Fast deep equality for plain data; falls back to expect() for a readable diff on mismatch. */
function same(got: unknown, want: unknown): void {
  if (JSON.stringify(got) !== JSON.stringify(want)) expect(got).toEqual(want);
}

function compareOne(
  p: Product,
  index: VariationIndex,
  names: string[],
  sel: Record<string, string>,
  values: string[],
): void {
  same(index.availability(sel), refPass(p, values));
  same(
    index.match(sel),
    p.variations.filter((v) => refIsMatch(v, names, values)).map((v) => v.variation_id),
  );

  const ref = refUpdate(p, sel);
  const got = index.update(sel);
  same(
    names.map((n) => got.selection[n]),
    ref.values,
  );
  same(got.cleared, ref.cleared);
  same(got.attributes, ref.attributes);
  same(got.found?.variationId ?? null, ref.foundId);
  if (got.found) same(p.variations[got.found.row]!.variation_id, got.found.variationId);
  same([got.noMatch, got.resetVisible, got.addToCart], [ref.noMatch, ref.resetVisible, ref.addToCart]);
  same(got.summary.chosenCount, ref.values.filter((v) => v !== '').length);
  // The settled selection is a fixed point.
  same(index.availability(got.selection).cleared, []);
}

describe('variation index vs brute-force reference', () => {
  const PRODUCTS = 300;
  const SELECTIONS = 30;

  it.each([
    ['full objects, bitsets', false, 64],
    ['compact JSON, bitsets', true, 64],
    ['full objects, row walk (no bitsets)', false, 0],
    ['compact JSON, row walk', true, 0],
  ] as const)('%s', { timeout: 60_000 }, (_label, viaCompact, bitsetValueLimit) => {
    const rand = rng(20261107 + bitsetValueLimit + (viaCompact ? 1 : 0));
    for (let k = 0; k < PRODUCTS; k++) {
      const p = randomProduct(rand);
      const index = viaCompact
        ? createVariationIndexFromCompact(JSON.stringify(encodeVariationIndex(p.attributes, p.variations)), {
            bitsetValueLimit,
          })
        : createVariationIndex(p.attributes, p.variations, { bitsetValueLimit });
      compare(p, index, rand, SELECTIONS);
    }
  });

  it('agrees on larger products (hundreds of variations, word boundaries)', { timeout: 60_000 }, () => {
    const rand = rng(7);
    for (let k = 0; k < 6; k++) {
      const attributes: AttributeDef[] = [0, 1, 2].map((i) => ({
        name: `attribute_a${i}`,
        options: ['v0', 'v1', 'v2', 'v3', 'v4', 'v5', 'v6'],
      }));
      const variations: VariationInput[] = [];
      const V = [31, 32, 33, 64, 500, 1000][k]!;
      for (let r = 0; r < V; r++) {
        const attrs: Record<string, string> = {};
        for (const a of attributes) attrs[a.name] = rand() < 0.15 ? '' : a.options[Math.floor(rand() * 7)]!;
        variations.push({
          variation_id: r + 1,
          attributes: attrs,
          variation_is_active: rand() < 0.7,
          variation_is_visible: true,
          is_in_stock: rand() < 0.8,
          is_purchasable: true,
        });
      }
      const p: Product = { attributes, variations, unlisted: attributes.map(() => ['zz', 'zz', 'zz']) };
      compare(p, createVariationIndex(attributes, variations), rand, 150);
      compare(p, createVariationIndex(attributes, variations, { bitsetValueLimit: 0 }), rand, 50);
    }
  });
});
