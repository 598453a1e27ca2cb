/**
 * The `wc_order_attribution_*` fields (spec §3 "Order attribution") and where each comes from in the
 * sbjs cookies.
 */
import type { SbjsData } from './types';

/** Field name → `container.key` in the sbjs cookies (the form of WooCommerce's `wc_order_attribution.fields`). */
export const ATTRIBUTION_FIELDS = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
} as const satisfies Record<string, `${keyof SbjsData}.${string}`>;

/** One attribution field name (without the `wc_order_attribution_` prefix). */
export type AttributionField = keyof typeof ATTRIBUTION_FIELDS;

/** Every field name, in WooCommerce's order. */
export const ATTRIBUTION_FIELD_NAMES = Object.keys(ATTRIBUTION_FIELDS) as AttributionField[];

/** Field values: strings ('' when missing) while tracking is allowed, all null when it is not. */
export type AttributionValues = Record<AttributionField, string | null>;

/**
 * The field values from parsed sbjs cookies. A missing value is ''; with tracking not allowed (or no data,
 * e.g. cookies blocked) every field is null.
 */
export function attributionValues(data: SbjsData | null, trackingAllowed: boolean): AttributionValues {
  const values = {} as AttributionValues;
  for (const field of ATTRIBUTION_FIELD_NAMES) {
    const [container, key] = ATTRIBUTION_FIELDS[field].split('.') as [keyof SbjsData, string];
    values[field] = trackingAllowed && data ? (data[container][key] ?? '') : null;
  }
  return values;
}

/** A field value as a form input holds it: null and undefined become ''. */
export function inputValue(value: string | null | undefined): string {
  return value ?? '';
}
