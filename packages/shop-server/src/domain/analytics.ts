/**
 * The shop's data as Google Analytics for WooCommerce exposes it to its script (`window.ga4w.data`, spec §3
 * 'Product as exposed to analytics', 'Cart and order (analytics view)'): Store API-shaped products and lines with
 * prices in minor units (pence), category names (parents first), basket and order totals in GBP.
 */
import { CURRENCY, SITE_NAME } from '../config';
import type { Cart } from './cart';
import type { Category, Product } from './catalog';
import type { Order } from './orders';

/** A product or line as the analytics script reads it. */
export interface AnalyticsProductData {
  id: number;
  sku: string;
  name: string;
  quantity?: number;
  variation?: string;
  categories: Array<{ name: string }>;
  prices: { price: number; currency_minor_unit: number; currency_code: string };
  totals?: { line_total: number; currency_minor_unit: number };
  price_after_coupon_discount?: number;
}

/** What a page adds to `ga4w.data` besides the basket. */
export interface AnalyticsPage {
  products?: Product[];
  product?: Product;
  order?: Order;
  listName?: string;
  searchTerm?: string;
  /** Page-level events (the checkout's `begin_checkout`). */
  events?: string[];
}

/** Totals in the Store API's shape (minor units). */
const totals = (total: number, extra: Record<string, number> = {}) => ({
  currency_code: CURRENCY.code,
  currency_minor_unit: CURRENCY.minorUnit,
  total_price: total,
  ...extra,
});

/** A category's name path, root first (parents before children), for the item_category levels. */
function categoryPath(product: Product, categories: Category[]): Array<{ name: string }> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const deepest = product.category_ids
    .map((id) => byId.get(id))
    .filter((c): c is Category => !!c)
    .sort((a, b) => depth(b, byId) - depth(a, byId))[0];
  const path: Array<{ name: string }> = [];
  for (let c = deepest; c; c = c.parent_id ? byId.get(c.parent_id) : undefined) path.unshift({ name: c.name });
  return path;
}
function depth(c: Category, byId: Map<number, Category>): number {
  let n = 0;
  for (
    let p = c.parent_id ? byId.get(c.parent_id) : undefined;
    p && n < 20;
    p = p.parent_id ? byId.get(p.parent_id) : undefined
  )
    n++;
  return n;
}

/** A catalogue product (its lowest price for a variable one). */
export function analyticsProduct(product: Product, categories: Category[]): AnalyticsProductData {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    categories: categoryPath(product, categories),
    prices: {
      price: product.price ?? product.min_price ?? 0,
      currency_minor_unit: CURRENCY.minorUnit,
      currency_code: CURRENCY.code,
    },
  };
}

/** The basket: lines (with their line totals and the unit price after coupons), coupons, totals. */
export function analyticsCart(cart: Cart, categories: Category[]) {
  const discountShare = cart.subtotal > 0 ? cart.discountTotal / cart.subtotal : 0;
  return {
    items: cart.lines.map((line) => ({
      ...analyticsProduct(line.product, categories),
      id: line.variation ? line.variation.id : line.product.id,
      sku: line.sku,
      name: line.product.name,
      quantity: line.quantity,
      ...(line.attributeNames.length && { variation: line.attributeNames.map((a) => a.value).join(', ') }),
      prices: { price: line.unitPrice, currency_minor_unit: CURRENCY.minorUnit, currency_code: CURRENCY.code },
      totals: { line_total: line.lineTotal, currency_minor_unit: CURRENCY.minorUnit },
      ...(discountShare > 0 && { price_after_coupon_discount: Math.round(line.unitPrice * (1 - discountShare)) }),
    })),
    coupons: cart.coupons.map((c) => ({ code: c.code })),
    totals: totals(cart.total),
  };
}

/** The order of the order-received page. */
export function analyticsOrder(order: Order, products: Map<number, Product>, categories: Category[]) {
  return {
    id: order.id,
    affiliation: SITE_NAME,
    totals: totals(order.total, { tax_total: 0, shipping_total: order.shippingTotal }),
    coupons: order.coupons.map((c) => ({ code: c.code })),
    items: order.items.map((line) => {
      const product = products.get(line.product_id);
      return {
        id: line.variation_id || line.product_id,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        categories: product ? categoryPath(product, categories) : [],
        prices: {
          price: line.quantity ? Math.round(line.subtotal / line.quantity) : 0,
          currency_minor_unit: CURRENCY.minorUnit,
          currency_code: CURRENCY.code,
        },
        totals: { line_total: line.total, currency_minor_unit: CURRENCY.minorUnit },
      };
    }),
  };
}
