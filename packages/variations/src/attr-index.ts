/**
 * Per-attribute part of the index. Why two layouts: per-value bitsets make every option test one
 * early-exit intersection, but cost values × variations bits, so attributes with many distinct values
 * keep only rows grouped by value (CSR) and have their availability read by walking compatible rows.
 */
import { andInto, setBit, wordCount } from './bitset';
import { ANY, type VariationColumns } from './types';

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
  /** Wide attributes: rows grouped by value code (CSR), to build a chosen set on demand. */
  readonly rowStart: Int32Array;
  readonly rowList: Int32Array;
  readonly scratch: Uint32Array;
}

/** Builds the index of attribute `i` from column data; `active` is the bitset of active rows. */
export function buildAttrIndex(cols: VariationColumns, i: number, active: Uint32Array, bitsetValueLimit: number): AttrIndex {
  const a = cols.attributes[i]!;
  const A = cols.attributes.length;
  const V = cols.ids.length;
  const W = wordCount(V);
  const limit = bitsetValueLimit;
  const nValues = a.options.length + a.extra.length;
  const codeOf = new Map<string, number>();
  a.options.forEach((o, c) => codeOf.set(o, c));
  a.extra.forEach((o, c) => codeOf.set(o, a.options.length + c));
  // Rows grouped by value (counting sort), plus the 'any' set.
  const any = new Uint32Array(W);
  const rowStart = new Int32Array(nValues + 1);
  for (let r = 0; r < V; r++) {
    if (!cols.valid[r]) continue;
    const c = cols.values[r * A + i]!;
    if (c === ANY) setBit(any, r);
    else rowStart[c + 1]!++;
  }
  for (let c = 0; c < nValues; c++) rowStart[c + 1]! += rowStart[c]!;
  const fill = rowStart.slice(0, nValues);
  const rowList = new Int32Array(rowStart[nValues]!);
  for (let r = 0; r < V; r++) {
    const c = cols.values[r * A + i]!;
    if (cols.valid[r] && c !== ANY) rowList[fill[c]!++] = r;
  }
  let match: Uint32Array[] | null = null;
  let matchActive: Uint32Array[] | null = null;
  if (nValues <= limit) {
    // One buffer per attribute keeps the sets adjacent in memory.
    const buf = new Uint32Array(W * (nValues + a.options.length));
    match = [];
    matchActive = [];
    for (let c = 0; c < nValues; c++) {
      const set = buf.subarray(c * W, (c + 1) * W);
      set.set(any);
      for (let k = rowStart[c]!; k < rowStart[c + 1]!; k++) setBit(set, rowList[k]!);
      match.push(set);
    }
    for (let c = 0; c < a.options.length; c++) {
      const set = buf.subarray((nValues + c) * W, (nValues + c + 1) * W);
      andInto(set, match[c]!, active);
      matchActive.push(set);
    }
  }
  return { name: a.name, options: a.options, codeOf, any, match, matchActive, rowStart, rowList, scratch: new Uint32Array(W) };
}
