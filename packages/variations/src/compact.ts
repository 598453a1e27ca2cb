/**
 * The compact availability format the server embeds for large products (`data-variation-index` on
 * the form) instead of WooCommerce's full `data-product_variations` (≈1.4 kB per variation).
 *
 * Shape (JSON):
 * ```json
 * { "v": 1,
 *   "attributes": [ { "name": "attribute_pa_color", "options": ["red", "blue"] },
 *                   { "name": "attribute_size", "options": ["S", "M"], "extra": ["XL"] } ],
 *   "rows": [ 101, 0, -1, 15,   1, 1, 2, 13 ] }
 * ```
 * `rows` is flat with a stride of attributes + 2: id delta (from the previous row's id, the first from 0),
 * one value code per attribute (−1 = any, else an index into `options` followed by `extra`), flags
 * (1 active, 2 visible, 4 in stock, 8 purchasable). Above: variation 101 = red/any, all flags;
 * 102 = blue/XL, active + in stock + purchasable but hidden. Delta ids keep consecutive ids at one digit.
 */
import { columnsFromVariations } from './columns';
import type { IndexOptions } from './results';
import { VariationIndex } from './variation-index';
import {
  FLAG_MASK,
  VariationIndexError,
  type AttributeDef,
  type NormalizedAttribute,
  type VariationColumns,
  type VariationInput,
} from './types';

/** Version written into and required from compact data. */
export const COMPACT_VERSION = 1;

/** One attribute of the compact format. `extra` lists values used by variations but missing from the select. */
export interface CompactAttribute {
  name: string;
  options: string[];
  extra?: string[];
}

/** JSON-serialisable compact availability data (see the module comment for the layout). */
export interface CompactIndex {
  v: 1;
  attributes: CompactAttribute[];
  rows: number[];
}

/**
 * Encodes a product's attributes and variations into the compact format.
 * @throws VariationIndexError on malformed attributes or any malformed variation (the server should know its data).
 */
export function encodeVariationIndex(
  attributes: readonly AttributeDef[],
  variations: readonly VariationInput[],
): CompactIndex {
  const cols = columnsFromVariations(attributes, variations, true);
  const A = cols.attributes.length;
  const V = cols.ids.length;
  const rows = new Array<number>(V * (A + 2));
  let prev = 0;
  let k = 0;
  for (let r = 0; r < V; r++) {
    const id = cols.ids[r]!;
    rows[k++] = id - prev;
    prev = id;
    for (let i = 0; i < A; i++) rows[k++] = cols.values[r * A + i]!;
    rows[k++] = cols.flags[r]!;
  }
  return {
    v: COMPACT_VERSION,
    attributes: cols.attributes.map((a) =>
      a.extra.length
        ? { name: a.name, options: [...a.options], extra: [...a.extra] }
        : { name: a.name, options: [...a.options] },
    ),
    rows,
  };
}

function fail(why: string): never {
  throw new VariationIndexError(`compact variation index: ${why}`);
}

function stringList(x: unknown, what: string): string[] {
  if (!Array.isArray(x)) fail(`${what} is not an array`);
  const seen = new Set<string>();
  for (const s of x) {
    if (typeof s !== 'string' || s === '') fail(`${what} holds a non-string or empty value`);
    if (seen.has(s)) fail(`${what} repeats ${JSON.stringify(s)}`);
    seen.add(s);
  }
  return x as string[];
}

/**
 * Validates compact data (a JSON string or the parsed object) and returns its columns.
 * Every loop is bounded by the input's length, so bad data fails fast instead of hanging.
 * @throws VariationIndexError with a message naming the first problem found.
 */
export function decodeVariationIndex(json: unknown): VariationColumns {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      fail('not valid JSON');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail('missing or not an object');
  const { v, attributes, rows } = data as { v?: unknown; attributes?: unknown; rows?: unknown };
  if (v !== COMPACT_VERSION) fail(`unsupported version ${JSON.stringify(v)}`);
  if (!Array.isArray(attributes)) fail('attributes is not an array');
  const names = new Set<string>();
  const attrs: NormalizedAttribute[] = attributes.map((a: unknown, i): NormalizedAttribute => {
    if (typeof a !== 'object' || a === null) fail(`attribute ${i} is not an object`);
    const { name, options, extra } = a as { name?: unknown; options?: unknown; extra?: unknown };
    if (typeof name !== 'string' || name === '') fail(`attribute ${i} has no name`);
    if (names.has(name)) fail(`duplicate attribute ${JSON.stringify(name)}`);
    names.add(name);
    const opts = stringList(options, `options of ${name}`);
    const ext = extra === undefined ? [] : stringList(extra, `extra of ${name}`);
    if (ext.some((e) => opts.includes(e))) fail(`extra of ${name} repeats an option`);
    return { name, options: opts, extra: ext };
  });
  if (!Array.isArray(rows)) fail('rows is not an array');
  const A = attrs.length;
  const stride = A + 2;
  if (rows.length % stride !== 0) fail(`rows length ${rows.length} is not a multiple of ${stride}`);
  const V = rows.length / stride;
  const ids = new Float64Array(V);
  const values = new Int32Array(V * A);
  const flags = new Uint8Array(V);
  const valid = new Uint8Array(V).fill(1);
  const limits = Int32Array.from(attrs, (a) => a.options.length + a.extra.length);
  // One tight loop (it runs once, mostly before the JIT warms up): integer tests are `(x | 0) === x` on numbers,
  // with the exact checks only on the way to an error message.
  let id = 0;
  let k = 0;
  for (let r = 0; r < V; r++) {
    const d: unknown = rows[k++];
    if (typeof d !== 'number' || !Number.isSafeInteger(d)) fail(`row ${r}: id delta is not an integer`);
    id += d;
    if (id > Number.MAX_SAFE_INTEGER || id < Number.MIN_SAFE_INTEGER) fail(`row ${r}: id out of range`);
    ids[r] = id;
    const base = r * A;
    for (let i = 0; i < A; i++) {
      const c: unknown = rows[k++];
      if (typeof c !== 'number' || (c | 0) !== c || c < -1 || c >= limits[i]!) {
        fail(`row ${r}: value code ${JSON.stringify(c)} out of range for ${attrs[i]!.name}`);
      }
      values[base + i] = c;
    }
    const f: unknown = rows[k++];
    if (typeof f !== 'number' || (f | 0) !== f || f < 0 || f > FLAG_MASK)
      fail(`row ${r}: bad flags ${JSON.stringify(f)}`);
    flags[r] = f;
  }
  return { attributes: attrs, ids, values, flags, valid };
}

/**
 * Builds an index from compact data (`data-variation-index`, a JSON string or parsed object). Lives here, not in
 * variation-index.ts, so a page with full variation data never loads the decoder.
 * @throws VariationIndexError when the data is malformed (callers fall back to server look-ups).
 */
export function createVariationIndexFromCompact(json: unknown, options?: IndexOptions): VariationIndex {
  return new VariationIndex(decodeVariationIndex(json), options);
}
