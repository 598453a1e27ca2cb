/** Quantity rules for a found variation (spec §5 "Variation quantity", §4 "Sold-individually variation"). */

/** parseFloat on strings, identity on finite numbers, NaN otherwise (as the theme script reads inputs). */
function toNumber(x: unknown): number {
  if (typeof x === 'number') return x;
  if (typeof x === 'string') return parseFloat(x);
  return NaN;
}

/**
 * Clamps a quantity the way WooCommerce does when a variation is found: a non-numeric value becomes
 * min_qty; otherwise it is lowered to max_qty, then raised to min_qty. A non-numeric max_qty ('' as
 * WooCommerce sends for "unlimited") means no maximum; a non-numeric min_qty means no minimum, and
 * a non-numeric value then falls back to 1 (WooCommerce's default minimum).
 */
export function clampQuantity(value: unknown, min_qty: unknown, max_qty: unknown): number {
  const min = toNumber(min_qty);
  const max = toNumber(max_qty);
  let q = toNumber(value);
  if (Number.isNaN(q)) return Number.isNaN(min) ? 1 : min;
  if (!Number.isNaN(max) && q > max) q = max;
  if (!Number.isNaN(min) && q < min) q = min;
  return q;
}

/** Quantity field state for a found variation. */
export interface VariationQuantity {
  readonly value: number;
  /** The input's min attribute. */
  readonly min: number | '';
  /** The input's max attribute ('' = no max). */
  readonly max: number | '';
  /** Sold individually: the quantity field is hidden. */
  readonly hidden: boolean;
}

/** Fields of a variation that decide its quantity. */
export interface QuantityFields {
  readonly is_sold_individually?: unknown;
  readonly min_qty?: unknown;
  readonly max_qty?: unknown;
}

/**
 * The quantity field for a found variation: sold individually ('yes') forces 1, min 1, no max and
 * hides the field; otherwise the current value is clamped to the variation's min_qty/max_qty.
 */
export function variationQuantity(variation: QuantityFields, current: unknown): VariationQuantity {
  if (variation.is_sold_individually === 'yes') return { value: 1, min: 1, max: '', hidden: true };
  const attr = (x: unknown): number | '' => {
    const n = toNumber(x);
    return Number.isNaN(n) ? '' : n;
  };
  return {
    value: clampQuantity(current, variation.min_qty, variation.max_qty),
    min: attr(variation.min_qty),
    max: attr(variation.max_qty),
    hidden: false,
  };
}
