/**
 * The variation index: built once per product, then every query is a handful of bitset operations.
 *
 * Why: WooCommerce's script rescans every variation for every select on each change (O(A²·V)) and
 * gives up on local availability above 30 variations. Here, per attribute and option, a bitset holds
 * the variations that have that option or 'any' for it; the set of variations compatible with "all
 * other chosen attributes" comes from prefix/suffix intersections (O(A) bitset ops), and each option
 * is one early-exit intersection test.
 */
import { buildAttrIndexes, type AttrIndex } from './attr-index';
import { andInto, firstBit, forEachBit, intersects, intersects3, wordCount } from './bitset';
import { columnsFromVariations } from './columns';
import type {
  AttributeAvailability,
  AvailabilityResult,
  FoundVariation,
  IndexOptions,
  OptionAvailability,
  VariationFormState,
} from './results';
import { chosenSummary, putValue, type ChosenSummary } from './summary';
import {
  ANY,
  FLAG_ACTIVE,
  FLAG_IN_STOCK,
  FLAG_PURCHASABLE,
  FLAG_VISIBLE,
  type AttributeDef,
  type Selection,
  type VariationColumns,
  type VariationInput,
} from './types';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Bitset index over one product's variations. Build with {@link createVariationIndex} or `createVariationIndexFromCompact` (compact.ts). */
export class VariationIndex {
  /** Attribute names in select order. */
  readonly attributeNames: readonly string[];
  /** Number of rows (variations in data order, malformed ones included but never matching). */
  readonly size: number;
  private readonly cols: VariationColumns;
  private readonly attrs: readonly AttrIndex[];
  private readonly active: Uint32Array;
  // Scratch buffers reused by every query (queries are synchronous, so sharing is safe).
  private readonly chosen: (Uint32Array | null)[];
  private readonly preBuf: Uint32Array[];
  private readonly sufBuf: Uint32Array[];
  private readonly pre: Uint32Array[];
  private readonly suf: (Uint32Array | null)[];
  private readonly others: Uint32Array;

  /** Builds the index from column data (see {@link decodeVariationIndex}). */
  constructor(cols: VariationColumns, options: IndexOptions = {}) {
    const limit = options.bitsetValueLimit ?? 64;
    const A = cols.attributes.length;
    const V = cols.ids.length;
    const W = wordCount(V);
    this.cols = cols;
    this.size = V;
    this.attributeNames = cols.attributes.map((a) => a.name);
    const { valid, active, attrs } = buildAttrIndexes(cols, limit);
    this.active = active;
    this.attrs = attrs;
    this.chosen = new Array<Uint32Array | null>(A).fill(null);
    this.preBuf = Array.from({ length: A + 1 }, () => new Uint32Array(W));
    this.sufBuf = Array.from({ length: A + 1 }, () => new Uint32Array(W));
    this.pre = new Array<Uint32Array>(A + 1).fill(valid);
    this.suf = new Array<Uint32Array | null>(A + 1).fill(null);
    this.others = new Uint32Array(W);
  }

  /** variation_id of a row. */
  variationId(row: number): number {
    return this.cols.ids[row] ?? NaN;
  }

  /** Chosen-attribute summary (spec §3 "Variation form"): count, chosenCount, data. */
  chosenSummary(selection: Selection): ChosenSummary {
    return chosenSummary(this.attributeNames, selection);
  }

  /**
   * Ids of the variations matching a selection, in data order. WooCommerce's rule: a variation
   * matches when every attribute that is non-empty on both sides is equal (exact string).
   */
  match(selection: Selection): number[] {
    return this.matchRows(selection).map((r) => this.cols.ids[r]!);
  }

  /** Rows (indexes into the source data) matching a selection, in data order. */
  matchRows(selection: Selection): number[] {
    this.load(this.readValues(selection));
    const rows: number[] = [];
    forEachBit(this.pre[this.attrs.length]!, (r) => rows.push(r));
    return rows;
  }

  /** The variation WooCommerce would show: the first match in data order, only when every attribute is chosen. */
  find(selection: Selection): FoundVariation | null {
    const values = this.readValues(selection);
    if (values.length === 0 || values.includes('')) return null;
    this.load(values);
    return this.foundAt(firstBit(this.pre[values.length]!));
  }

  /**
   * One availability pass over a selection snapshot (spec §4 "Option availability"): for each select,
   * the variations compatible with the *other* chosen attributes decide which options stay (attached)
   * and which are selectable (enabled: some such variation is active). Reports selects to clear.
   */
  availability(selection: Selection): AvailabilityResult {
    return this.pass(this.readValues(selection));
  }

  /**
   * A selection change end to end: availability on the snapshot, clearing of selects whose value is no
   * longer enabled, availability again on the settled selection, then the lookup when every attribute
   * is chosen. Clearing only loosens constraints, so one re-pass reaches the fixed point.
   */
  update(selection: Selection): VariationFormState {
    const values = this.readValues(selection);
    const A = values.length;
    const allChosenBefore = A > 0 && !values.includes('');
    let result = this.pass(values);
    if (result.cleared.length > 0) {
      for (const name of result.cleared) values[this.attributeNames.indexOf(name)] = '';
      const cleared = result.cleared;
      result = { attributes: this.pass(values).attributes, cleared };
    }
    const settled: Record<string, string> = {};
    values.forEach((v, i) => putValue(settled, this.attributeNames[i]!, v));
    const summary = chosenSummary(this.attributeNames, settled);
    // pass() left the full intersection of the settled selection in pre[A].
    const found = A > 0 && summary.chosenCount === A ? this.foundAt(firstBit(this.pre[A]!)) : null;
    const sellable = found !== null && found.isPurchasable && found.isInStock && found.isVisible;
    return {
      selection: settled,
      cleared: result.cleared,
      attributes: result.attributes,
      summary,
      found,
      noMatch: allChosenBefore && found === null,
      resetVisible: summary.chosenCount > 0,
      addToCart: found === null ? 'selection-needed' : sellable ? 'enabled' : 'unavailable',
    };
  }

  /** The reset link: every select cleared, availability with nothing chosen. */
  reset(): VariationFormState {
    return this.update({});
  }

  private foundAt(row: number): FoundVariation | null {
    if (row < 0) return null;
    const f = this.cols.flags[row]!;
    return {
      row,
      variationId: this.cols.ids[row]!,
      isActive: (f & FLAG_ACTIVE) !== 0,
      isVisible: (f & FLAG_VISIBLE) !== 0,
      isInStock: (f & FLAG_IN_STOCK) !== 0,
      isPurchasable: (f & FLAG_PURCHASABLE) !== 0,
    };
  }

  /** Chosen value per attribute, '' when nothing (non-strings count as nothing, like an empty select). */
  private readValues(selection: Selection): string[] {
    const sel: object = typeof selection === 'object' && selection !== null ? selection : {};
    return this.attributeNames.map((n) => {
      const v = hasOwn(sel, n) ? (sel as Record<string, unknown>)[n] : '';
      return typeof v === 'string' ? v : '';
    });
  }

  /** Fills chosen sets and prefix/suffix intersections for a snapshot. */
  private load(values: readonly string[]): void {
    const A = this.attrs.length;
    for (let i = 0; i < A; i++) this.chosen[i] = values[i] === '' ? null : this.chosenSet(this.attrs[i]!, values[i]!);
    // pre[k] = valid ∧ chosen[0..k-1]; suf[k] = chosen[k..A-1] (null = no constraint).
    for (let k = 0; k < A; k++) {
      const c = this.chosen[k];
      if (c) {
        andInto(this.preBuf[k + 1]!, this.pre[k]!, c);
        this.pre[k + 1] = this.preBuf[k + 1]!;
      } else this.pre[k + 1] = this.pre[k]!;
    }
    this.suf[A] = null;
    for (let k = A - 1; k >= 0; k--) {
      const c = this.chosen[k];
      const next = this.suf[k + 1]!;
      if (!c) this.suf[k] = next;
      else if (!next) this.suf[k] = c;
      else {
        andInto(this.sufBuf[k]!, c, next);
        this.suf[k] = this.sufBuf[k]!;
      }
    }
  }

  /** Rows compatible with choosing `value`: that value or 'any'. Unknown values leave only 'any' rows. */
  private chosenSet(a: AttrIndex, value: string): Uint32Array {
    const code = a.codeOf.get(value);
    if (code === undefined) return a.any;
    if (a.match) return a.match[code]!;
    a.scratch.set(a.any);
    for (let k = a.rowStart[code]!; k < a.rowStart[code + 1]!; k++) {
      const r = a.rowList[k]!;
      a.scratch[r >>> 5] = a.scratch[r >>> 5]! | (1 << (r & 31));
    }
    return a.scratch;
  }

  private pass(values: readonly string[]): AvailabilityResult {
    this.load(values);
    const attributes: AttributeAvailability[] = [];
    const cleared: string[] = [];
    for (let i = 0; i < this.attrs.length; i++) {
      const a = this.attrs[i]!;
      // Variations compatible with every chosen attribute except this one.
      const after = this.suf[i + 1]!;
      let others = this.pre[i]!;
      if (after) {
        andInto(this.others, others, after);
        others = this.others;
      }
      const options = a.match ? this.optionsFromSets(a, others) : this.optionsFromRows(i, others);
      const selected = values[i]!;
      let selectedValid = true;
      if (selected !== '') {
        const code = a.codeOf.get(selected);
        selectedValid = code !== undefined && code < a.options.length && options[code]!.enabled;
        if (!selectedValid) cleared.push(a.name);
      }
      attributes.push({ name: a.name, options, selected, selectedValid });
    }
    return { attributes, cleared };
  }

  private optionsFromSets(a: AttrIndex, others: Uint32Array): OptionAvailability[] {
    // A compatible 'any' variation attaches (and, when active, enables) every option at once.
    const anyAttached = intersects(others, a.any);
    const anyEnabled = anyAttached && intersects3(others, a.any, this.active);
    const out: OptionAvailability[] = [];
    // A plain loop, not map() with a closure: this runs for every select on every change.
    for (let c = 0; c < a.options.length; c++) {
      const attached = anyAttached || intersects(others, a.match![c]!);
      const enabled = anyEnabled || (attached && intersects(others, a.matchActive![c]!));
      out.push({ value: a.options[c]!, attached, enabled });
    }
    return out;
  }

  /** Wide attributes: walk the compatible rows once and mark their values. */
  private optionsFromRows(i: number, others: Uint32Array): OptionAvailability[] {
    const a = this.attrs[i]!;
    const A = this.attrs.length;
    const n = a.options.length;
    const mark = new Uint8Array(n); // bit 1 attached, bit 2 enabled
    let all = 0;
    const { values, flags } = this.cols;
    scan: for (let k = 0; k < others.length; k++) {
      let w = others[k]!;
      while (w !== 0) {
        const low = w & -w;
        const r = (k << 5) + (31 - Math.clz32(low));
        w ^= low;
        const m = flags[r]! & FLAG_ACTIVE ? 3 : 1;
        const c = values[r * A + i]!;
        if (c === ANY) {
          all |= m;
          if (all === 3) break scan;
        } else if (c < n) mark[c]! |= m;
      }
    }
    return a.options.map((value, c) => {
      const m = mark[c]! | all;
      return { value, attached: (m & 1) !== 0, enabled: (m & 2) !== 0 };
    });
  }
}

/**
 * Builds an index from WooCommerce variation objects (`data-product_variations`) and the form's selects.
 * Malformed entries never match but keep their position, so `found.row` indexes `variations`.
 * @throws VariationIndexError on a malformed attribute list or when `variations` is not an array.
 */
export function createVariationIndex(
  attributes: readonly AttributeDef[],
  variations: readonly VariationInput[],
  options?: IndexOptions,
): VariationIndex {
  return new VariationIndex(columnsFromVariations(attributes, variations), options);
}
