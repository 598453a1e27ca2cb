/**
 * Items and event payloads for the analytics service (spec §3, §9 'Locale and analytics'): prices are whole numbers
 * in minor units divided by 10^currency_minor_unit; a basket line's `line_total` gives its unit price after
 * discounts, else `price_after_coupon_discount` when it is lower than the price; at most 5 category levels.
 */
import {
  MAX_CATEGORY_LEVELS,
  type AnalyticsCart,
  type AnalyticsOrder,
  type AnalyticsProduct,
  type AnalyticsSettings,
  type AnalyticsTotals,
} from './contract';

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
const minorUnit = (value: unknown): number => {
  const n = num(value);
  return n !== undefined && n >= 0 && n <= 10 ? Math.floor(n) : 2;
};

/** Minor units → major units (2 decimals at most, no float noise). */
export function fromMinor(value: unknown, unit: unknown): number {
  const n = num(value) ?? 0;
  const digits = minorUnit(unit);
  return Number((n / 10 ** digits).toFixed(digits));
}

/** The item id: the SKU when the shop identifies products by SKU and one exists, else the id. */
function itemId(product: AnalyticsProduct, identifier: string | undefined): string {
  return (identifier === 'product_sku' && text(product.sku)) || text(product.id);
}

/** 'A4' or the Store API's attribute list joined: 'Size: A4, Paper: Matt'. */
function variant(product: AnalyticsProduct): string | undefined {
  const v = product.variation;
  if (typeof v === 'string') return v || undefined;
  if (!Array.isArray(v)) return undefined;
  const parts = v
    .filter((a) => text(a?.value))
    .map((a) => (text(a.attribute) ? `${text(a.attribute)}: ${text(a.value)}` : text(a.value)));
  return parts.length ? parts.join(', ') : undefined;
}

/** The unit price in major units (see the module comment for the rules). */
export function unitPrice(product: AnalyticsProduct, quantity: number): number {
  const unit = product.prices?.currency_minor_unit;
  const lineTotal = num(product.totals?.line_total);
  if (lineTotal !== undefined && quantity > 0)
    return fromMinor(lineTotal / quantity, product.totals?.currency_minor_unit ?? unit);
  const price = num(product.prices?.price) ?? 0;
  const discounted = num(product.price_after_coupon_discount);
  return fromMinor(discounted !== undefined && discounted < price ? discounted : price, unit);
}

/** A product or line as a GA4 item; `quantity` when the product carries none. */
export function toItem(product: AnalyticsProduct, quantity = 1, settings: AnalyticsSettings = {}): Ga4Item {
  const qty = num(product.quantity) ?? quantity;
  const item: Ga4Item = { item_id: itemId(product, settings.identifier), item_name: text(product.name) };
  objects<{ name?: unknown }>(product.categories)
    .slice(0, MAX_CATEGORY_LEVELS)
    .forEach((category, i) => {
      item[i ? `item_category${i + 1}` : 'item_category'] = text(category?.name);
    });
  const name = variant(product);
  if (name) item.item_variant = name;
  item.quantity = qty;
  item.price = unitPrice(product, qty);
  return item;
}

/** The currency of totals, else the shop's. */
const currencyOf = (totals: AnalyticsTotals | undefined, settings: AnalyticsSettings) =>
  totals?.currency_code || settings.currency || 'GBP';

/** `begin_checkout` parameters from the basket. */
export function checkoutParams(cart: AnalyticsCart, settings: AnalyticsSettings): Record<string, unknown> {
  const totals = cart.totals;
  return {
    currency: currencyOf(totals, settings),
    value: fromMinor(totals?.total_price, totals?.currency_minor_unit),
    coupon:
      objects<{ code?: unknown }>(cart.coupons)
        .map((c) => text(c.code))
        .filter(Boolean)
        .join(',') || undefined,
    items: objects<AnalyticsProduct>(cart.items).map((line) => toItem(line, 1, settings)),
  };
}

/** `purchase` parameters from the order. */
export function purchaseParams(order: AnalyticsOrder, settings: AnalyticsSettings): Record<string, unknown> {
  const totals = order.totals;
  const unit = totals?.currency_minor_unit;
  return {
    transaction_id: text(order.id),
    affiliation: text(order.affiliation),
    currency: currencyOf(totals, settings),
    value: fromMinor(totals?.total_price, unit),
    tax: fromMinor(totals?.tax_total, unit),
    shipping: fromMinor(totals?.shipping_total, unit),
    coupon:
      objects<{ code?: unknown }>(order.coupons)
        .map((c) => text(c.code))
        .filter(Boolean)
        .join(',') || undefined,
    items: objects<AnalyticsProduct>(order.items).map((line) => toItem(line, 1, settings)),
  };
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
