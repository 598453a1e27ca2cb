/** Text of the state select's empty first option, and its placeholder (spec §4 "Country and state fields"). */
export const SELECT_STATE_TEXT = 'Select an option…';

/** Title of the required marker (`<abbr class="required" title="required">*</abbr>`). */
export const REQUIRED_TEXT = 'required';

/** Word shown in the optional marker (`<span class="optional">(optional)</span>`). */
export const OPTIONAL_TEXT = 'optional';

/**
 * Searchable-select (select2/selectWoo) messages, keyed as WooCommerce's `wc_country_select_params`
 * carries them (spec §5 "Searchable select messages"; 'Loading failed' from §8 "Checkout").
 * `%qty%` is replaced by the count.
 */
export const SEARCHABLE_SELECT_MESSAGES = {
  i18n_no_matches: 'No matches found',
  i18n_ajax_error: 'Loading failed',
  i18n_input_too_short_1: 'Please enter 1 or more characters',
  i18n_input_too_short_n: 'Please enter %qty% or more characters',
  i18n_input_too_long_1: 'Please delete 1 character',
  i18n_input_too_long_n: 'Please delete %qty% characters',
  i18n_selection_too_long_1: 'You can only select 1 item',
  i18n_selection_too_long_n: 'You can only select %qty% items',
  i18n_load_more: 'Loading more results…',
  i18n_searching: 'Searching…',
} as const;

/** Keys of {@link SEARCHABLE_SELECT_MESSAGES}. */
export type SearchableSelectMessageKey = keyof typeof SEARCHABLE_SELECT_MESSAGES;

/**
 * The searchable-select message for a count: the `_1` wording for 1, the `_n` wording (with
 * `%qty%` filled in) otherwise.
 */
export function searchableSelectMessage(
  kind: 'input_too_short' | 'input_too_long' | 'selection_too_long',
  qty: number,
  messages: Partial<Record<SearchableSelectMessageKey, string>> = SEARCHABLE_SELECT_MESSAGES,
): string {
  const one = messages[`i18n_${kind}_1`] ?? SEARCHABLE_SELECT_MESSAGES[`i18n_${kind}_1`];
  const many = messages[`i18n_${kind}_n`] ?? SEARCHABLE_SELECT_MESSAGES[`i18n_${kind}_n`];
  return qty === 1 ? one : many.replace('%qty%', String(qty));
}

/**
 * The searchable-select messages the page prints in `wc_country_select_params` (`i18n_no_matches`,
 * `i18n_input_too_short_1` …), each falling back to the spec's text when missing or empty.
 */
export function readSearchableSelectMessages(win: object = globalThis): Record<SearchableSelectMessageKey, string> {
  const params = (win as { wc_country_select_params?: Record<string, unknown> }).wc_country_select_params;
  const out = { ...SEARCHABLE_SELECT_MESSAGES } as Record<SearchableSelectMessageKey, string>;
  for (const key of Object.keys(out) as SearchableSelectMessageKey[]) {
    const v = params?.[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
  }
  return out;
}
