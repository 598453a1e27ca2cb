/**
 * Per-attribute part of the index. Why two layouts: per-value bitsets make every option test one
 * early-exit intersection, but cost values × variations bits, so attributes with many distinct values
 * keep only rows grouped by value (CSR) and have their availability read by walking compatible rows.
 *
 * Built in one pass over the rows for all attributes at once (start-up runs once per page, mostly before the
 * JIT has warmed up, so the work is a single tight loop of typed-array writes without calls or maps).
 */
import { wordCount } from './bitset';
import { ANY, FLAG_ACTIVE, type VariationColumns } from './types';

/** Index of one attribute. */
export interface AttrIndex {
  readonly name: string;
  readonly options: readonly string[];
  readonly codeOf: ReadonlyMap<string, number>;
  /** Rows with 'any' for this attribute. */
  readonly any: Uint32Array;
  /** Per value code: rows with that value or 'any'. Null for wide attributes. */
  readonly match: Uint32Array[] | null;
  /** Per listed option: match & active. Null for wide attributes. */
  readonly matchActive: Uint32Array[] | null;
  /** Wide attributes: rows grouped by value code (CSR), to build a chosen set on demand. Empty otherwise. */
  readonly rowStart: Int32Array;
  readonly rowList: Int32Array;
  readonly scratch: Uint32Array;
}

/** The whole index's sets: well-formed rows, active rows and each attribute's part. */
export interface BuiltSets {
  readonly valid: Uint32Array;
  readonly active: Uint32Array;
  readonly attrs: AttrIndex[];
}

/** Builds every attribute's index from column data in one pass over the rows. */
export function buildAttrIndexes(cols: VariationColumns, bitsetValueLimit: number): BuiltSets {
  const { values, flags, valid: ok } = cols;
  const A = cols.attributes.length;
  const V = cols.ids.length;
  const W = wordCount(V);
  const valid = new Uint32Array(W);
  const active = new Uint32Array(W);
  const nValues = cols.attributes.map((a) => a.options.length + a.extra.length);
  const wide = nValues.map((n) => n > bitsetValueLimit);
  // Per attribute one buffer: [any | match of each value code | match & active of each listed option]. Words of
  // a value's set are at (code + 1) * W, so the pass below sets a row's bit with one indexed OR.
  const bufs = cols.attributes.map((a, i) => new Uint32Array(W * (wide[i] ? 1 : 1 + nValues[i]! + a.options.length)));
  const counts = nValues.map((n, i) => new Int32Array(wide[i] ? n + 1 : 0));
  const narrow = new Uint8Array(A);
  for (let i = 0; i < A; i++) narrow[i] = wide[i] ? 0 : 1;
  for (let r = 0; r < V; r++) {
    if (ok[r] !== 1) continue;
    const w = r >>> 5;
    const bit = 1 << (r & 31);
    valid[w] = valid[w]! | bit;
    if ((flags[r]! & FLAG_ACTIVE) !== 0) active[w] = active[w]! | bit;
    const base = r * A;
    for (let i = 0; i < A; i++) {
      const c = values[base + i]!;
      const buf = bufs[i]!;
      if (c === ANY) buf[w] = buf[w]! | bit;
      else if (narrow[i] === 1) {
        const at = (c + 1) * W + w;
        buf[at] = buf[at]! | bit;
      } else counts[i]![c + 1]!++;
    }
  }
  const attrs = cols.attributes.map((a, i): AttrIndex => {
    const buf = bufs[i]!;
    const any = buf.subarray(0, W);
    const codeOf = new Map<string, number>();
    a.options.forEach((o, c) => codeOf.set(o, c));
    a.extra.forEach((o, c) => codeOf.set(o, a.options.length + c));
    const n = nValues[i]!;
    if (!wide[i]) {
      const match: Uint32Array[] = [];
      const matchActive: Uint32Array[] = [];
      for (let c = 0; c < n; c++) {
        const at = (c + 1) * W;
        for (let k = 0; k < W; k++) buf[at + k] = buf[at + k]! | buf[k]!;
        match.push(buf.subarray(at, at + W));
      }
      for (let c = 0; c < a.options.length; c++) {
        const from = (c + 1) * W;
        const at = (1 + n + c) * W;
        for (let k = 0; k < W; k++) buf[at + k] = buf[from + k]! & active[k]!;
        matchActive.push(buf.subarray(at, at + W));
      }
      return {
        name: a.name,
        options: a.options,
        codeOf,
        any,
        match,
        matchActive,
        rowStart: new Int32Array(0),
        rowList: new Int32Array(0),
        scratch: new Uint32Array(0),
      };
    }
    // Wide: rows grouped by value (counting sort).
    const rowStart = counts[i]!;
    for (let c = 0; c < n; c++) rowStart[c + 1]! += rowStart[c]!;
    const fill = rowStart.slice(0, n);
    const rowList = new Int32Array(rowStart[n]!);
    for (let r = 0; r < V; r++) {
      const c = values[r * A + i]!;
      if (ok[r] === 1 && c !== ANY) rowList[fill[c]!++] = r;
    }
    return {
      name: a.name,
      options: a.options,
      codeOf,
      any,
      match: null,
      matchActive: null,
      rowStart,
      rowList,
      scratch: new Uint32Array(W),
    };
  });
  return { valid, active, attrs };
}
