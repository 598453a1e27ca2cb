/** Contract of the mini-basket island. It takes no props: the remove links carry their own data. */

/** The remove_from_cart call's JSON answer (spec §7 Basket); `success: false` is WooCommerce's error shape. */
export interface RemoveFromCartResponse {
  fragments?: Record<string, string>;
  cart_hash?: string;
  success?: boolean;
}

/** The remove links inside the widget (WooCommerce's mini-cart template). */
export const REMOVE_LINK_SELECTOR = '.remove_from_cart_button';

// The widget and row selectors are in widget-contract.ts: only the basket code uses them, not the thin entry.
export { ITEM_SELECTOR, WIDGET_SELECTOR } from './widget-contract';
