/**
 * Markup, events and texts of the wishlist's later parts: the list and counter (`list.ts`, loaded after a press or
 * when the list is needed) and the wishlist page's parts ('remove all', the share list, the block and its table;
 * spec §2, §9 'Wishlist'). They load with those parts, never when the shopper merely reaches for a heart.
 */

/** The header (or any) item counter. */
export const COUNTER_SELECTOR = '.alg-wc-wl-counter';

/** The spec's message for any failure (`alg_wc_wl.error_text` overrides it). */
export const ERROR_TEXT = 'Sorry, Some error occurred. Please, try again later.';

/** Texts of the page's parts (the spec's; the page's globals override them). */
export const PAGE_TEXTS = {
  allRemoved: 'All the items have been removed from your wishlist.',
  copied: 'Wishlist URL copied to clipboard',
} as const;

/** Events, named as the plugin triggers them (jQuery handlers get them through the bridge); `INIT_EVENT` is in `contract.ts`. */
export const EVENTS = {
  toggled: 'alg_wc_wl_toggle_wl_item',
  removedAll: 'alg_wc_wl_remove_all',
  copied: 'alg_wc_wl_copied_to_clipboard',
} as const;
