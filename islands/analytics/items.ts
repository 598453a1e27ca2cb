/**
 * Items and the page-view event payloads for the analytics service (spec §3, §9 'Locale and analytics'): prices are
 * whole numbers in minor units divided by 10^currency_minor_unit; a basket line's `line_total` gives its unit price
 * after discounts, else `price_after_coupon_discount` when it is lower than the price; at most 5 category levels.
 * Part of the tracker's first load, so kept small; the basket and order payloads are in order-params.ts.
 */
import { MAX_CATEGORY_LEVELS, type AnalyticsProduct, type AnalyticsSettings } from './contract';

/** A GA4 item. */
export type Ga4Item = Record<string, string | number>;

const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
/** The objects of a list in the page data (anything that is not a list counts as empty). */
export const objects = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as T[]) : [];

/** Page data as text: strings and finite numbers; anything else (objects, null-prototype values…) is ''. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Minor units → major units (2 decimals at most, no float noise). */
export function fromMinor(value: unknown, unit: unknown): number {
  const u = num(unit);
  const digits = u !== undefined && u >= 0 && u <= 10 ? Math.floor(u) : 2;
  return Number(((num(value) ?? 0) / 10 ** digits).toFixed(digits));
}

/** 'A4' or the Store API's attribute list joined: 'Size: A4, Paper: Matt'. */
function variant(v: AnalyticsProduct['variation']): string {
  if (!Array.isArray(v)) return text(v);
  return objects<{ attribute?: unknown; value?: unknown }>(v)
    .filter((a) => text(a.value))
    .map((a) => (text(a.attribute) ? `${text(a.attribute)}: ` : '') + text(a.value))
    .join(', ');
}

/** The unit price in major units (see the module comment for the rules). */
export function unitPrice(product: AnalyticsProduct, quantity: number): number {
  const unit = product.prices?.currency_minor_unit;
  const lineTotal = num(product.totals?.line_total);
  if (lineTotal !== undefined && quantity > 0)
    return fromMinor(lineTotal / quantity, product.totals?.currency_minor_unit ?? unit);
  const price = num(product.prices?.price) ?? 0;
  const discounted = num(product.price_after_coupon_discount) ?? price;
  return fromMinor(Math.min(discounted, price), unit);
}

/** A product or line as a GA4 item; `quantity` when the product carries none. */
export function toItem(product: AnalyticsProduct, quantity = 1, settings: AnalyticsSettings = {}): Ga4Item {
  const qty = num(product.quantity) ?? quantity;
  // The item id: the SKU when the shop identifies products by SKU and one exists, else the id.
  const item: Ga4Item = {
    item_id: (settings.identifier === 'product_sku' && text(product.sku)) || text(product.id),
    item_name: text(product.name),
  };
  objects<{ name?: unknown }>(product.categories)
    .slice(0, MAX_CATEGORY_LEVELS)
    .forEach((category, i) => (item[`item_category${i ? i + 1 : ''}`] = text(category.name)));
  const name = variant(product.variation);
  if (name) item.item_variant = name;
  item.quantity = qty;
  item.price = unitPrice(product, qty);
  return item;
}

/** An event for one product (`view_item`, `add_to_cart`, `remove_from_cart`). */
export function productParams(
  product: AnalyticsProduct,
  quantity: number,
  settings: AnalyticsSettings,
): Record<string, unknown> {
  const item = toItem(product, quantity, settings);
  return {
    currency: product.prices?.currency_code || settings.currency || 'GBP',
    value: Number((Number(item.price) * Number(item.quantity)).toFixed(2)),
    items: [item],
  };
}
