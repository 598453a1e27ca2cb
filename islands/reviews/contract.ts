/**
 * The review star picker's contract (spec §4 "star picker", §5 "Reviews", §9 rating options): WooCommerce's
 * `#review_form` with `select#rating` in `form#commentform`, and `wc_single_product_params`.
 */

/** The rating select WooCommerce prints (values 1–5, '' = not rated). */
export const RATING_SELECT = 'select#rating, select[name="rating"]';
/** Spec §5 / §8: the alert when a required rating is missing. */
export const REQUIRED_RATING_TEXT = 'Please select a rating';
/** Spec §9: the stars' accessible names. */
export const RATING_OPTIONS = ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'] as const;

/** Typed props. */
export interface StarPickerProps {
  /** `review_rating_required === 'yes'`. */
  required: boolean;
  requiredText: string;
  /** Five accessible names, for 1 to 5 stars. */
  options: string[];
}

/** Reads `wc_single_product_params` with the spec's defaults (a rating is required when the setting is absent). */
export function readStarPickerProps(raw: Record<string, unknown> | undefined): StarPickerProps {
  const p = raw ?? {};
  const options =
    Array.isArray(p.i18n_rating_options) &&
    p.i18n_rating_options.length === 5 &&
    p.i18n_rating_options.every((o) => typeof o === 'string' && o)
      ? (p.i18n_rating_options as string[])
      : [...RATING_OPTIONS];
  return {
    required: p.review_rating_required === undefined ? true : p.review_rating_required === 'yes',
    requiredText:
      typeof p.i18n_required_rating_text === 'string' && p.i18n_required_rating_text
        ? p.i18n_required_rating_text
        : REQUIRED_RATING_TEXT,
    options,
  };
}
