/**
 * The analytics contract: `window.ga4w = { data, settings }` as Google Analytics for WooCommerce prints it in
 * `<script id="woocommerce-google-analytics-integration-data-js-after">` (spec §3 'Product as exposed to analytics',
 * 'Cart and order (analytics view)'). Everything is optional: the page prints what it has.
 */

/** A product or a basket/order line as the page exposes it (Store API shape; prices in minor units). */
export interface AnalyticsProduct {
  id?: number | string;
  sku?: string;
  name?: string;
  /** Variation name (e.g. 'A4'), or the Store API's attribute list. */
  variation?: string | ReadonlyArray<{ attribute?: string; value?: string }>;
  quantity?: number;
  categories?: ReadonlyArray<{ name?: string }>;
  prices?: { price?: number | string; currency_minor_unit?: number; currency_code?: string };
  totals?: { line_total?: number | string; currency_minor_unit?: number };
  /** Unit price after the basket's coupons, in minor units. */
  price_after_coupon_discount?: number | string;
}

/** Basket or order totals (minor units). */
export interface AnalyticsTotals {
  currency_code?: string;
  currency_minor_unit?: number;
  total_price?: number | string;
  tax_total?: number | string;
  shipping_total?: number | string;
}

/** The basket (analytics view). */
export interface AnalyticsCart {
  items?: AnalyticsProduct[];
  coupons?: ReadonlyArray<{ code?: string }>;
  totals?: AnalyticsTotals;
}

/** The order on the order-received page. */
export interface AnalyticsOrder {
  id?: number | string;
  affiliation?: string;
  totals?: AnalyticsTotals;
  items?: AnalyticsProduct[];
  coupons?: ReadonlyArray<{ code?: string }>;
}

/** `ga4w.data`: what this page shows. */
export interface AnalyticsData {
  cart?: AnalyticsCart | null;
  /** Products listed on the page (a listing, related products). */
  products?: AnalyticsProduct[];
  /** The product of a product page. */
  product?: AnalyticsProduct;
  order?: AnalyticsOrder;
  /** A product added by a plain (non-ajax) form post on the previous request. */
  added_to_cart?: AnalyticsProduct;
  /** The list's name for `view_item_list`. */
  list_name?: string;
  /** The search of a `?s=` results page. */
  search_term?: string;
  /** Page-level events to report at load (`view_item_list`, `view_item`, `begin_checkout`, `purchase`, `search`). */
  events?: string[];
}

/** `ga4w.settings`. */
export interface AnalyticsSettings {
  /** The gtag function's global name (default 'gtag'). */
  tracker_function_name?: string;
  /** Events the shop enabled; absent = all eight. */
  events?: string[];
  /** Which product field is `item_id`: 'product_sku' (falls back to the id) or 'product_id'. */
  identifier?: string;
  /** Measurement id given to `gtag('config', …)`. */
  measurement_id?: string;
  currency?: string;
  /** Store locale (en_GB). */
  locale?: string;
  /** 'guest' or 'customer'. */
  visitor?: string;
  /** Script URLs: the analytics service's gtag.js, the store-analytics tracker, the social pin tag. */
  scripts?: { gtag?: string; store_analytics?: string; pin?: string };
  /** The pin tag's id. */
  pin_tag_id?: string;
}

/** The page global. */
export interface Ga4wGlobal {
  data?: AnalyticsData;
  settings?: AnalyticsSettings;
}

/** The eight shop events (spec §1 'Analytics'). */
export const SHOP_EVENTS = [
  'view_item_list',
  'view_item',
  'select_content',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'purchase',
  'search',
] as const;
/** One of the eight shop events. */
export type ShopEvent = (typeof SHOP_EVENTS)[number];

/** At most this many category levels per item (spec §9 'Locale and analytics'). */
export const MAX_CATEGORY_LEVELS = 5;
/** The data block the island mounts on (the plugin's inline data script). */
export const DATA_SCRIPT_SELECTOR = 'script#woocommerce-google-analytics-integration-data-js-after';
/* The selectors of the shopper's actions (loop product links, remove links) are in analytics-events.ts. */
/* The ids of the script elements the tracker adds (once per page each) are in analytics-tracker.ts. */
