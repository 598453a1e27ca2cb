/** Props of the mini-basket island (none come from markup: the remove links carry their own data). */
export type MiniBasketProps = Record<string, never>;

/** The remove_from_cart call's JSON answer (spec §7 Basket); `success: false` is WooCommerce's error shape. */
export interface RemoveFromCartResponse {
  fragments?: Record<string, string>;
  cart_hash?: string;
  success?: boolean;
}

/** The widget itself, as basket fragments name it (a fragment swap replaces it with a fresh one). */
export const WIDGET_SELECTOR = '.widget_shopping_cart_content';
/** The remove links inside the widget (WooCommerce's mini-cart template). */
export const REMOVE_LINK_SELECTOR = '.remove_from_cart_button';
/** The row blocked while its removal runs. */
export const ITEM_SELECTOR = '.woocommerce-mini-cart-item, li';
