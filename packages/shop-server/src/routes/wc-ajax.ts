/**
 * WooCommerce's `/?wc-ajax={endpoint}`: one map from endpoint to handler (basket, checkout, payment and
 * express checkout endpoints; each module lists its own).
 */
import type { Context } from 'hono';
import { CART_WC_AJAX } from './cart-ajax';
import { CHECKOUT_WC_AJAX } from './checkout-ajax';
import type { ShopEnv } from './context';
import { EXPRESS_WC_AJAX } from './express-ajax';
import { PAYMENT_WC_AJAX } from './payment-ajax';

type Handler = (c: Context<ShopEnv>) => Promise<Response>;

/** Every wc-ajax endpoint the shop answers. */
export const WC_AJAX: Readonly<Record<string, Handler>> = {
  ...CART_WC_AJAX,
  ...CHECKOUT_WC_AJAX,
  ...PAYMENT_WC_AJAX,
  ...EXPRESS_WC_AJAX,
};

/** Dispatches a wc-ajax endpoint; unknown endpoints get WordPress's `0` with status 400. */
export async function wcAjax(c: Context<ShopEnv>, endpoint: string): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  const handler = Object.hasOwn(WC_AJAX, endpoint) ? WC_AJAX[endpoint] : undefined;
  return handler ? handler(c) : c.text('0', 400);
}
