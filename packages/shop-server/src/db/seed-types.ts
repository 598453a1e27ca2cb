/** Seed definitions: plain data the seeder turns into rows. */

/** A quantity tier: from `min` to `max` (null = no upper bound) at `unitPrice` pence each. */
export type TierDef = readonly [min: number, max: number | null, unitPrice: number];

/** A product attribute (a global `pa_*` taxonomy) with its options as [slug, name]. */
export interface AttrDef {
  taxonomy: string;
  label: string;
  options: ReadonlyArray<readonly [string, string]>;
  /** Used for variations (default true). */
  variation?: boolean;
}

/** One variation of a variable product. `attrs` maps taxonomy to option slug; '' means any value. */
export interface VariationDef {
  attrs: Record<string, string>;
  price: number;
  sku?: string;
  stock?: 'instock' | 'outofstock';
  stockQty?: number;
  soldIndividually?: boolean;
  active?: boolean;
  visible?: boolean;
  minQty?: number;
  maxQty?: number;
  weight?: string;
  dims?: readonly [string, string, string];
  /** Gives the variation its own image, captioned with this text. */
  image?: string;
  tiers?: readonly TierDef[];
  description?: string;
}

/** A catalogue product. Prices are in pence. */
export interface ProductDef {
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  cats: readonly string[];
  sku: string;
  price?: number;
  short: string;
  description: string;
  /** Placeholder image colour. */
  colour: string;
  /** Number of gallery images (main image included); default 1. */
  images?: number;
  stock?: 'instock' | 'outofstock';
  stockQty?: number;
  soldIndividually?: boolean;
  weight?: string;
  dims?: readonly [string, string, string];
  attributes?: readonly AttrDef[];
  variations?: readonly VariationDef[];
  tiers?: readonly TierDef[];
  featured?: boolean;
  sales: number;
}

/** A category as [slug, name, parent slug or null]. */
export type CategoryDef = readonly [slug: string, name: string, parent: string | null];
