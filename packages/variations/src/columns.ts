/**
 * Converting WooCommerce variation objects into the column form used by both the compact codec and
 * the index, so the two sources of data are indexed by exactly the same code.
 */
import {
  ANY,
  FLAG_ACTIVE,
  FLAG_IN_STOCK,
  FLAG_PURCHASABLE,
  FLAG_VISIBLE,
  VariationIndexError,
  type AttributeDef,
  type NormalizedAttribute,
  type VariationColumns,
  type VariationInput,
} from './types';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Validates an attribute list and removes the placeholder ('') and duplicate options
 * (WooCommerce attaches to the first option with a value, so later duplicates never show).
 * @throws VariationIndexError on a non-array, an empty or duplicate name, or non-string options.
 */
export function normalizeAttributes(attributes: readonly AttributeDef[]): NormalizedAttribute[] {
  if (!Array.isArray(attributes)) throw new VariationIndexError('attributes must be an array');
  const seen = new Set<string>();
  return attributes.map((a: unknown, i) => {
    if (typeof a !== 'object' || a === null) throw new VariationIndexError(`attribute ${i} is not an object`);
    const { name, options } = a as { name?: unknown; options?: unknown };
    if (typeof name !== 'string' || name === '') throw new VariationIndexError(`attribute ${i} has no name`);
    if (seen.has(name)) throw new VariationIndexError(`duplicate attribute name ${JSON.stringify(name)}`);
    seen.add(name);
    if (!Array.isArray(options)) throw new VariationIndexError(`attribute ${name} has no options array`);
    const out: string[] = [];
    const have = new Set<string>();
    for (const o of options) {
      if (typeof o !== 'string') throw new VariationIndexError(`attribute ${name} has a non-string option`);
      if (o === '' || have.has(o)) continue;
      have.add(o);
      out.push(o);
    }
    return { name, options: out, extra: [] };
  });
}

/** Reads a variation's value for one attribute: '' for any (also for a missing key or null). */
function readValue(attrs: object, name: string): string | undefined {
  if (!hasOwn(attrs, name)) return '';
  const v = (attrs as Record<string, unknown>)[name];
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined; // objects, booleans…: malformed
}

/**
 * Builds columns from WooCommerce variation objects (spec §3 "Product variation").
 * Values not among an attribute's options are kept as "extra" values so matching stays exact.
 * With `strict`, a malformed entry throws; otherwise it becomes a row that never matches
 * (the page must not break because one entry is odd).
 * @throws VariationIndexError when `variations` is not an array, or on a malformed entry in strict mode.
 */
export function columnsFromVariations(
  attributes: readonly AttributeDef[],
  variations: readonly VariationInput[],
  strict = false,
): VariationColumns {
  const attrs = normalizeAttributes(attributes);
  if (!Array.isArray(variations)) {
    throw new VariationIndexError('variations must be an array (false means "look up on the server")');
  }
  const A = attrs.length;
  const V = variations.length;
  const ids = new Float64Array(V);
  const values = new Int32Array(V * A);
  const flags = new Uint8Array(V);
  const valid = new Uint8Array(V);
  // value → code per attribute; extras are appended as they are met.
  const codes = attrs.map((a) => new Map(a.options.map((o, i) => [o, i] as const)));
  const extras = attrs.map(() => [] as string[]);
  const rowValues: number[] = new Array<number>(A);
  for (let r = 0; r < V; r++) {
    const v: unknown = variations[r];
    const bad = (why: string): void => {
      if (strict) throw new VariationIndexError(`variation ${r}: ${why}`);
    };
    if (typeof v !== 'object' || v === null) {
      bad('not an object');
      continue;
    }
    const o = v as Partial<Record<keyof VariationInput, unknown>>;
    const id = typeof o.variation_id === 'string' ? Number(o.variation_id) : o.variation_id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      bad('variation_id is not an integer');
      continue;
    }
    if (typeof o.attributes !== 'object' || o.attributes === null) {
      bad('attributes is not an object');
      continue;
    }
    let ok = true;
    for (let i = 0; i < A; i++) {
      const name = attrs[i]!.name;
      const val = readValue(o.attributes, name);
      if (val === undefined) {
        ok = false;
        bad(`attribute ${name} is not a string`);
        break;
      }
      if (val === '') {
        rowValues[i] = ANY;
        continue;
      }
      const map = codes[i]!;
      let code = map.get(val);
      if (code === undefined) {
        code = map.size;
        map.set(val, code);
        extras[i]!.push(val);
      }
      rowValues[i] = code;
    }
    if (!ok) continue;
    ids[r] = id;
    for (let i = 0; i < A; i++) values[r * A + i] = rowValues[i]!;
    // WooCommerce tests these fields for truthiness.
    flags[r] =
      (o.variation_is_active ? FLAG_ACTIVE : 0) |
      (o.variation_is_visible ? FLAG_VISIBLE : 0) |
      (o.is_in_stock ? FLAG_IN_STOCK : 0) |
      (o.is_purchasable ? FLAG_PURCHASABLE : 0);
    valid[r] = 1;
  }
  return {
    attributes: attrs.map((a, i) => ({ ...a, extra: extras[i]! })),
    ids,
    values,
    flags,
    valid,
  };
}
