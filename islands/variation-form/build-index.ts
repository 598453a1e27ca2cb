/**
 * Chooses how the form matches: a bitset index over `data-product_variations` (everything local), an index
 * from the compact `data-variation-index` (availability local, details from the server), or none (server
 * look-ups only). Bad data never breaks the form: it falls back to the next mode. The compact decoder is only
 * on large products' pages, so it is a chunk of its own (compact-index.ts).
 */
import { createVariationIndex, type VariationIndex } from '@storefront/variations';
import type { SelectField } from './options';
import { measured } from './perf';
import type { WcVariation } from './contract';

/** The index (or null) and the variation objects its rows point into (null when details come from the server). */
export interface BuiltIndex {
  index: VariationIndex | null;
  variations: WcVariation[] | null;
}

/** The index must know exactly the form's attributes, or its answers would not fit the selects. */
function fits(index: VariationIndex, fields: readonly SelectField[]): boolean {
  const names = new Set(index.attributeNames);
  return names.size === fields.length && fields.every((f) => names.has(f.name));
}

const NONE: BuiltIndex = { index: null, variations: null };
const hasCompact = (compact: unknown) => compact !== undefined && compact !== null && compact !== '';

/** Builds the best index the markup allows: at once from variation data, after loading the decoder from compact data. */
export function buildIndex(
  fields: readonly SelectField[],
  variations: unknown,
  compact: unknown,
): BuiltIndex | Promise<BuiltIndex> {
  if (Array.isArray(variations)) {
    try {
      const attrs = fields.map((f) => ({ name: f.name, options: f.options.map((o) => o.value) }));
      const index = measured('sf-variation-build', () => createVariationIndex(attrs, variations as WcVariation[]));
      if (fits(index, fields)) return { index, variations: variations as WcVariation[] };
    } catch (error) {
      console.warn('[storefront] variation-form: unusable data-product_variations, using server look-ups', error);
    }
  }
  if (!hasCompact(compact)) return NONE;
  return import('./compact-index').then(
    ({ indexFromCompact }) => {
      try {
        const index = measured('sf-variation-build', () => indexFromCompact(compact));
        if (fits(index, fields)) return { index, variations: null };
      } catch (error) {
        console.warn('[storefront] variation-form: unusable data-variation-index, using server look-ups', error);
      }
      return NONE;
    },
    (error: unknown) => {
      console.error('[storefront] variation-form: compact index decoder failed to load, using server look-ups', error);
      return NONE;
    },
  );
}
