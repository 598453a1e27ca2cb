/**
 * @storefront/variations: framework-free variation matching and option availability for WooCommerce
 * variable products, fast at 10,000+ variations, plus the compact availability format.
 */
export {
  ANY,
  FLAG_ACTIVE,
  FLAG_IN_STOCK,
  FLAG_MASK,
  FLAG_PURCHASABLE,
  FLAG_VISIBLE,
  VariationIndexError,
  type AttributeDef,
  type NormalizedAttribute,
  type Selection,
  type VariationColumns,
  type VariationInput,
} from './types';
export { columnsFromVariations, normalizeAttributes } from './columns';
export {
  COMPACT_VERSION,
  createVariationIndexFromCompact,
  decodeVariationIndex,
  encodeVariationIndex,
  type CompactAttribute,
  type CompactIndex,
} from './compact';
export { chosenSummary, type ChosenSummary } from './summary';
export { VariationIndex, createVariationIndex } from './variation-index';
export type {
  AddToCartState,
  AttributeAvailability,
  AvailabilityResult,
  FoundVariation,
  IndexOptions,
  OptionAvailability,
  VariationFormState,
} from './results';
export type { VariationImage } from './wc-variation-image';
export { clampQuantity, variationQuantity, type QuantityFields, type VariationQuantity } from './quantity';
