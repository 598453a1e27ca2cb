/**
 * Order attribution as Store API checkout extension data (block-style checkouts).
 */
import { EXTENSION_NAMESPACE } from './constants';
import type { AttributionValues } from './fields';

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
