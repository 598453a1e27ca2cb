/**
 * The variation objects WooCommerce puts in `data-product_variations` and returns from
 * `?wc-ajax=get_variation` (its `get_available_variation()`), built from the domain's variation sets.
 * Key order is WooCommerce's (the JSON is printed into pages as is).
 */
import type { Media, Product, Variation } from '../domain/catalog';
import { dimensionsText, weightText } from '../domain/units';
import { imageProps, type ImageProps } from '../domain/urls';
import { effective, isPurchasable, maxQty, type VariationSet } from '../domain/variations';
import { html, priceHtml, stockHtml } from './format';

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

/**
 * Builds the variation object. `showPrice` is false when every variation costs the same, in which
 * case WooCommerce leaves `price_html` empty (the product price already says it).
 */
export function availableVariation(
  product: Product,
  v: Variation,
  media: Map<number, Media>,
  showPrice: boolean,
): AvailableVariation {
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

/** The variation objects of a set, in its order. */
export function availableVariations(set: VariationSet): AvailableVariation[] {
  return set.variations.map((v) => availableVariation(set.product, v, set.media, set.showPrice));
}
