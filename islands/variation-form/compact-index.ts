/** The compact `data-variation-index` decoder, loaded only on pages that embed one (see build-index.ts). */
export { createVariationIndexFromCompact as indexFromCompact } from '@storefront/variations';
