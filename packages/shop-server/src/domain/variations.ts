/**
 * A product's variations as the pages need them: the inheritance rules (a variation without its own SKU,
 * weight, dimensions or image uses the parent's), purchase limits, the sets of variations (with their media)
 * that views/variation-json.ts turns into WooCommerce's variation objects, and the compact index.
 */
import { encodeVariationIndex, type CompactIndex } from '@storefront/variations';
import type { Sql } from '../db/types';
import { mediaByIds, variationsOf, type Attribute, type Media, type Product, type Variation } from './catalog';

/** The effective values of a variation after inheriting from its parent. */
export interface Effective {
  sku: string;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  image_id: number | null;
}

/** A variation's values with the parent's filling the gaps. */
export function effective(product: Product, v: Variation): Effective {
  const ownDims = v.length || v.width || v.height;
  return {
    sku: v.sku || product.sku,
    weight: v.weight ?? product.weight,
    length: ownDims ? v.length : product.length,
    width: ownDims ? v.width : product.width,
    height: ownDims ? v.height : product.height,
    image_id: v.image_id ?? product.image_id,
  };
}

/** Purchasable: has a price and is visible and active. */
export const isPurchasable = (v: Variation): boolean => v.price !== null && v.is_visible && v.is_active;

/** Largest quantity allowed in one go: 1 if sold individually, else the stock or a fixed max, else unlimited (''). */
export function maxQty(item: {
  sold_individually: boolean;
  stock_quantity: number | null;
  max_qty?: number | null;
}): number | '' {
  if (item.sold_individually) return 1;
  const limits = [item.stock_quantity, item.max_qty ?? null].filter((x): x is number => x !== null);
  return limits.length ? Math.min(...limits) : '';
}

/** Whether variation prices differ (WooCommerce then shows each variation's price). */
export const pricesDiffer = (product: Product): boolean => product.min_price !== product.max_price;

/** A product's variations with the media their variation objects need (see views/variation-json.ts). */
export interface VariationSet {
  product: Product;
  variations: Variation[];
  media: Map<number, Media>;
  /** False when every variation costs the same: WooCommerce then leaves each `price_html` empty. */
  showPrice: boolean;
}

/** All of a product's visible variations (for `data-product_variations`). */
export async function visibleVariations(db: Sql, product: Product): Promise<VariationSet> {
  const all = (await variationsOf(db, product.id)).filter((v) => v.is_visible);
  const media = await mediaByIds(db, [product.image_id, ...all.map((v) => v.image_id)]);
  return { product, variations: all, media, showPrice: pricesDiffer(product) };
}

/** One variation, with the media it needs (for `get_variation`). */
export async function oneVariation(db: Sql, product: Product, v: Variation): Promise<VariationSet> {
  const media = await mediaByIds(db, [product.image_id, v.image_id]);
  return { product, variations: [v], media, showPrice: pricesDiffer(product) };
}

/** Human label of a variation's attribute values, e.g. 'A4, Giclée print'. */
export function variationLabel(
  attrs: Array<{ taxonomy: string; options: Array<{ slug: string; name: string }> }>,
  values: Record<string, string>,
): string {
  return attrs
    .filter((a) => values[`attribute_${a.taxonomy}`])
    .map(
      (a) =>
        a.options.find((o) => o.slug === values[`attribute_${a.taxonomy}`])?.name ?? values[`attribute_${a.taxonomy}`],
    )
    .join(', ');
}

/**
 * The compact availability index of a product's visible variations (`@storefront/variations`' format), for
 * products above the threshold: their form carries `data-product_variations="false"` plus this as
 * `data-variation-index`, so the page still filters options locally and fetches only a chosen variation's
 * details (`get_variation`). Option order follows the selects.
 */
export function compactVariationIndex(attributes: Attribute[], variations: Variation[]): CompactIndex {
  const attrs = attributes
    .filter((a) => a.is_variation)
    .map((a) => ({ name: `attribute_${a.taxonomy}`, options: a.options.map((o) => o.slug) }));
  const rows = variations
    .filter((v) => v.is_visible)
    .map((v) => ({
      variation_id: v.id,
      attributes: v.attributes,
      variation_is_active: v.is_active,
      variation_is_visible: v.is_visible,
      is_in_stock: v.stock_status === 'instock',
      is_purchasable: isPurchasable(v),
    }));
  return encodeVariationIndex(attrs, rows);
}

/** {@link compactVariationIndex} as JSON, loading the variations; null when it cannot be built (the page then uses server look-ups only). */
export async function variationIndexJson(db: Sql, attributes: Attribute[], product: Product): Promise<string | null> {
  try {
    return JSON.stringify(compactVariationIndex(attributes, await variationsOf(db, product.id)));
  } catch (error) {
    console.error('[shop-server] variation index of product', product.id, error);
    return null;
  }
}
