/**
 * WooCommerce's event names and what each carries. `detail` is what islands put on the DOM CustomEvent;
 * the jQuery bridge turns it into WooCommerce's positional arguments by `WC_EVENT_ARGS`.
 */
export interface WcEventMap {
  adding_to_cart: { button?: Element; data?: Record<string, unknown> };
  added_to_cart: { fragments?: Record<string, string>; cartHash?: string; button?: Element };
  removed_from_cart: { fragments?: Record<string, string>; cartHash?: string; button?: Element };
  wc_cart_button_updated: { button?: Element };
  wc_fragments_refreshed: Record<string, never>;
  wc_fragments_loaded: Record<string, never>;
  wc_cart_emptied: Record<string, never>;
  update_checkout: { args?: unknown };
  updated_checkout: { data?: unknown };
  checkout_error: { message?: string };
  applied_coupon: { code?: string };
  applied_coupon_in_checkout: { code?: string };
  removed_coupon_in_checkout: { code?: string };
  payment_method_selected: Record<string, never>;
  init_checkout: Record<string, never>;
  removed_coupon: { code?: string };
  country_to_state_changed: { country?: string; wrapper?: Element };
  found_variation: { variation?: unknown };
  show_variation: { variation?: unknown; purchasable?: boolean };
  hide_variation: Record<string, never>;
  reset_data: Record<string, never>;
  check_variations: Record<string, never>;
  woocommerce_variation_select_change: Record<string, never>;
  woocommerce_variation_has_changed: Record<string, never>;
}

/** Any event name: WooCommerce's, or an island's own. */
export type EventName = keyof WcEventMap | (string & {});
/** The detail type of an event name. */
export type EventDetail<N extends EventName> = N extends keyof WcEventMap ? WcEventMap[N] : Record<string, unknown>;

/**
 * Positional arguments of WooCommerce's jQuery triggers, in order, by detail key. A `$` prefix marks an
 * element WooCommerce passes as a jQuery object (e.g. `added_to_cart` → fragments, cart_hash, $button).
 */
export const WC_EVENT_ARGS: Partial<Record<string, readonly string[]>> = {
  adding_to_cart: ['$button', 'data'],
  added_to_cart: ['fragments', 'cartHash', '$button'],
  removed_from_cart: ['fragments', 'cartHash', '$button'],
  wc_cart_button_updated: ['$button'],
  update_checkout: ['args'],
  updated_checkout: ['data'],
  checkout_error: ['message'],
  applied_coupon: ['code'],
  applied_coupon_in_checkout: ['code'],
  removed_coupon_in_checkout: ['code'],
  removed_coupon: ['code'],
  country_to_state_changed: ['country', '$wrapper'],
  found_variation: ['variation'],
  show_variation: ['variation', 'purchasable'],
};

/**
 * Whether an event's jQuery form carries its data as properties of the event object, not as arguments: the
 * wishlist plugin's events (`alg_wc_wl_*`: toggle item, remove all, copied to clipboard), triggered as
 * `jQuery('body').trigger({ type, item_id, target: $button, response })`. The bridge triggers them so (`target` as
 * a jQuery object); jQuery triggers of them reach islands with `{ args }` only.
 */
export const triggersEventObject = (name: string): boolean => name.startsWith('alg_wc_wl_');
