/** Contract of the mini-basket island. It takes no props: the remove links carry their own data. */

/** The remove_from_cart call's JSON answer (spec §7 Basket); `success: false` is WooCommerce's error shape. */
export interface RemoveFromCartResponse {
  fragments?: Record<string, string>;
  cart_hash?: string;
  success?: boolean;
}

/** The widgets whose remove links the island handles (its mount selectors). */
export const WIDGET_SELECTOR = '.widget_shopping_cart_content, [data-island="mini-basket"]';
/** The remove links inside the widget (WooCommerce's mini-cart template). */
export const REMOVE_LINK_SELECTOR = '.remove_from_cart_button';
/** The row blocked while its removal runs. */
export const ITEM_SELECTOR = '.woocommerce-mini-cart-item, li';
