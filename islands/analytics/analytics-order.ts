/**
 * The basket and order payloads (`begin_checkout`, `purchase`), loaded only by the pages that report them (the
 * checkout and the order-received page): prices as in items.ts.
 */
import type { AnalyticsCart, AnalyticsOrder, AnalyticsProduct, AnalyticsSettings } from './contract';
import { fromMinor, objects, text, toItem } from './items';

/** `begin_checkout` parameters from the basket (with an order's id, affiliation, tax and shipping: `purchase`). */
export function checkoutParams(
  cart: AnalyticsCart | AnalyticsOrder,
  settings: AnalyticsSettings,
): Record<string, unknown> {
  const totals = cart.totals;
  const unit = totals?.currency_minor_unit;
  return {
    currency: totals?.currency_code || settings.currency || 'GBP',
    value: fromMinor(totals?.total_price, unit),
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
  const unit = order.totals?.currency_minor_unit;
  return {
    transaction_id: text(order.id),
    affiliation: text(order.affiliation),
    ...checkoutParams(order, settings),
    tax: fromMinor(order.totals?.tax_total, unit),
    shipping: fromMinor(order.totals?.shipping_total, unit),
  };
}
