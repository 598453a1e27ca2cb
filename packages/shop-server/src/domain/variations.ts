/**
 * The variation objects WooCommerce puts in `data-product_variations` and returns from
 * `?wc-ajax=get_variation` (its `get_available_variation()`), plus the inheritance rules
 * (a variation without its own SKU, weight, dimensions or image uses the parent's).
 */
import { encodeVariationIndex, type CompactIndex } from '@storefront/variations';
import type { Sql } from '../db/types';
import { dimensionsText, html, imageProps, priceHtml, stockHtml, weightText, type ImageProps } from '../views/format';
import { mediaByIds, variationsOf, type Attribute, type Media, type Product, type Variation } from './catalog';

/** One entry of `data-product_variations`. */
export interface AvailableVariation {
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  display_price: number;
  display_regular_price: number;
  image: ImageProps | Record<string, never>;
  image_id: number;
  is_downloadable: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: 'yes' | 'no';
  is_virtual: boolean;
  max_qty: number | '';
  min_qty: number;
  price_html: string;
  sku: string;
  variation_description: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
}

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
export function maxQty(item: { sold_individually: boolean; stock_quantity: number | null; max_qty?: number | null }): number | '' {
  if (item.sold_individually) return 1;
  const limits = [item.stock_quantity, item.max_qty ?? null].filter((x): x is number => x !== null);
  return limits.length ? Math.min(...limits) : '';
}

/**
 * Builds the variation object. `showPrice` is false when every variation costs the same, in which
 * case WooCommerce leaves `price_html` empty (the product price already says it).
 */
export function availableVariation(product: Product, v: Variation, media: Map<number, Media>, showPrice: boolean): AvailableVariation {
  const e = effective(product, v);
  const price = v.price ?? 0;
  const dims = { length: e.length ?? '', width: e.width ?? '', height: e.height ?? '' };
  return {
    attributes: v.attributes,
    availability_html: String(stockHtml(v)),
    backorders_allowed: false,
    dimensions: dims,
    dimensions_html: dimensionsText(e),
    display_price: price / 100,
    display_regular_price: price / 100,
    image: imageProps(e.image_id ? media.get(e.image_id) : undefined),
    image_id: e.image_id ?? 0,
    is_downloadable: false,
    is_in_stock: v.stock_status === 'instock',
    is_purchasable: isPurchasable(v),
    is_sold_individually: v.sold_individually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: maxQty(v),
    min_qty: v.min_qty ?? 1,
    price_html: showPrice ? String(html`<span class="price">${priceHtml(price)}</span>`) : '',
    sku: e.sku,
    variation_description: v.description ? `<p>${v.description}</p>` : '',
    variation_id: v.id,
    variation_is_active: v.is_active,
    variation_is_visible: v.is_visible,
    weight: e.weight ?? '',
    weight_html: weightText(e.weight),
  };
}

/** Whether variation prices differ (WooCommerce then shows each variation's price). */
export const pricesDiffer = (product: Product): boolean => product.min_price !== product.max_price;

/** All of a product's visible variations as variation objects (for `data-product_variations`). */
export async function availableVariations(db: Sql, product: Product): Promise<AvailableVariation[]> {
  const all = (await variationsOf(db, product.id)).filter((v) => v.is_visible);
  const media = await mediaByIds(db, [product.image_id, ...all.map((v) => v.image_id)]);
  const show = pricesDiffer(product);
  return all.map((v) => availableVariation(product, v, media, show));
}

/** One variation object, loading the media it needs. */
export async function availableVariationOf(db: Sql, product: Product, v: Variation): Promise<AvailableVariation> {
  const media = await mediaByIds(db, [product.image_id, v.image_id]);
  return availableVariation(product, v, media, pricesDiffer(product));
}

/** Human label of a variation's attribute values, e.g. 'A4, Giclée print'. */
export function variationLabel(attrs: Array<{ taxonomy: string; options: Array<{ slug: string; name: string }> }>, values: Record<string, string>): string {
  return attrs
    .filter((a) => values[`attribute_${a.taxonomy}`])
    .map((a) => a.options.find((o) => o.slug === values[`attribute_${a.taxonomy}`])?.name ?? values[`attribute_${a.taxonomy}`])
    .join(', ');
}

/**
 * The compact availability index of a product's visible variations (`@storefront/variations`' format), for
 * products above the threshold: their form carries `data-product_variations="false"` plus this as
 * `data-variation-index`, so the page still filters options locally and fetches only a chosen variation's
 * details (`get_variation`). Option order follows the selects.
 */
export function compactVariationIndex(attributes: Attribute[], variations: Variation[]): CompactIndex {
  const attrs = attributes.filter((a) => a.is_variation).map((a) => ({ name: `attribute_${a.taxonomy}`, options: a.options.map((o) => o.slug) }));
  const rows = variations.filter((v) => v.is_visible).map((v) => ({
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
