import type { CartParams } from '@storefront/cart';

/** Props the add-to-cart island reads from the button's markup. */
export interface AddToCartProps {
  /** `data-product_id`; '' means the button is a plain link (it is left alone). */
  productId: string;
  /** Every data attribute of the button (WooCommerce posts them all to `add_to_cart`), minus the runtime's own. */
  payload: Record<string, string>;
  /** `data-success_message`, announced 1 s after a successful add. */
  successMessage: string;
  params: CartParams;
}

/** The add_to_cart call's JSON answer (spec §7 Basket). */
export interface AddToCartResponse {
  error?: boolean;
  product_url?: string;
  fragments?: Record<string, string>;
  cart_hash?: string;
}

/** Delay before the success message is announced (spec §9 Shop). */
export const SUCCESS_ANNOUNCE_DELAY_MS = 1000;
