/**
 * The page's `wc_order_attribution` global (WooCommerce prints it on every page, in
 * `<script id="wc-order-attribution-js-extra">`): reading it, starting the page's attribution from it, and the
 * `setOrderTracking(allow)` hook consent tools call on it.
 */
import { FIELD_PREFIX } from './constants';
import { applyAttributionInputs } from './checkout-inputs';
import {
  optionsFromWooParams,
  startOrderAttribution,
  type OrderAttribution,
  type WooAttributionParams,
} from './order-attribution';

/** `wc_order_attribution` as the shop prints it, plus the hook WooCommerce's script adds. */
export interface WooAttributionGlobal {
  params?: WooAttributionParams;
  /** Field → `container.key` map (informational; the tracker knows it). */
  fields?: Record<string, string>;
  /** Consent switch (WooCommerce's API): allowed runs the tracker, disallowed deletes the cookies and nulls the fields. */
  setOrderTracking?: (allow: boolean) => void;
}

/** The page's `wc_order_attribution`, or undefined when the shop printed none (or not an object). */
export function pageAttributionConfig(): WooAttributionGlobal | undefined {
  const value = (globalThis as { wc_order_attribution?: unknown }).wc_order_attribution;
  return value && typeof value === 'object' ? (value as WooAttributionGlobal) : undefined;
}

/**
 * Starts this page's attribution from the global (once per page: see `startOrderAttribution`) and returns it
 * with a filler that writes its values into every `wc_order_attribution_*` input container under `root`.
 * Undefined when the page has no `wc_order_attribution`.
 */
export function startPageAttribution(
  config = pageAttributionConfig(),
): { attribution: OrderAttribution; fill(root: ParentNode): void } | undefined {
  if (!config) return undefined;
  const params = config.params ?? {};
  const attribution = startOrderAttribution(optionsFromWooParams(params));
  const prefix = typeof params.prefix === 'string' && params.prefix ? params.prefix : FIELD_PREFIX;
  return { attribution, fill: (root) => applyAttributionInputs(root, attribution.values(), prefix) };
}
