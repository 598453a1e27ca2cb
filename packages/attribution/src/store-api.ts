/**
 * Order attribution as Store API checkout extension data (block-style checkouts).
 */
import type { AttributionValues } from './fields';

/**
 * Store API checkout extension namespace the attribution travels under. Here rather than in constants.ts, so only
 * the code that sends it (loaded when an order is placed) carries it, not the tracker every page loads.
 */
export const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

/** `extensions` entry of a Store API checkout request. */
export type AttributionExtension = { [EXTENSION_NAMESPACE]: AttributionValues };

/** `{ 'woocommerce/order-attribution': { source_type, referrer, … } }` (nulls when tracking is not allowed). */
export function attributionExtensionData(values: AttributionValues): AttributionExtension {
  return { [EXTENSION_NAMESPACE]: { ...values } };
}

/**
 * A copy of a checkout request body with the attribution added to its `extensions`, keeping any other
 * extension data.
 */
export function withAttributionExtension<T extends { extensions?: Record<string, unknown> }>(
  body: T,
  values: AttributionValues,
): T & { extensions: Record<string, unknown> } {
  return { ...body, extensions: { ...(body.extensions ?? {}), ...attributionExtensionData(values) } };
}
