/**
 * Shared types of the variation index (spec §3 "Product variation", "Variation form").
 * Framework-free: nothing here touches the DOM.
 */

/** One attribute select of the variation form: its field name and the option values in select order. */
export interface AttributeDef {
  /** Field name as used in variation data, e.g. `attribute_pa_color` or `attribute_size`. */
  readonly name: string;
  /** Option values in select order. The placeholder ('') is ignored; duplicates keep their first position. */
  readonly options: readonly string[];
}

/**
 * The fields of a WooCommerce variation (`data-product_variations` entry) the index needs.
 * Other fields (price_html, image…) may be present and are ignored.
 */
export interface VariationInput {
  readonly variation_id: number;
  /** Attribute name → value; '' (or a missing key) means "any value". */
  readonly attributes: Readonly<Record<string, string | null | undefined>>;
  readonly variation_is_active: boolean;
  readonly variation_is_visible: boolean;
  readonly is_in_stock: boolean;
  readonly is_purchasable: boolean;
}

/** Chosen values by attribute name; '' / null / undefined / a missing key = nothing chosen. */
export type Selection = Readonly<Record<string, string | null | undefined>>;

/** Flag bit: `variation_is_active`. */
export const FLAG_ACTIVE = 1;
/** Flag bit: `variation_is_visible`. */
export const FLAG_VISIBLE = 2;
/** Flag bit: `is_in_stock`. */
export const FLAG_IN_STOCK = 4;
/** Flag bit: `is_purchasable`. */
export const FLAG_PURCHASABLE = 8;
/** All flag bits a row may carry in the compact format. */
export const FLAG_MASK = 15;

/** Value code meaning "any value" ('' in WooCommerce data). */
export const ANY = -1;

/** An attribute after normalisation: listed options plus values seen only in variation data. */
export interface NormalizedAttribute {
  readonly name: string;
  /** Listed (select) options, deduplicated, without ''. Codes 0…options.length-1. */
  readonly options: readonly string[];
  /** Values used by variations but absent from the select. Codes options.length… */
  readonly extra: readonly string[];
}

/**
 * Column form of a product's variations, shared by the compact codec and the index builder.
 * Row r is the r-th variation in data order.
 */
export interface VariationColumns {
  readonly attributes: readonly NormalizedAttribute[];
  /** variation_id per row. */
  readonly ids: Float64Array;
  /** Row-major value codes (rows × attributes): ANY, or an index into options ++ extra. */
  readonly values: Int32Array;
  /** Flag bits per row (FLAG_*). */
  readonly flags: Uint8Array;
  /** 1 when the row is well formed; malformed rows stay in place (so row = data index) but never match. */
  readonly valid: Uint8Array;
}

/** Thrown for malformed attribute lists, variation data or compact data. */
export class VariationIndexError extends Error {
  override readonly name = 'VariationIndexError';
}
