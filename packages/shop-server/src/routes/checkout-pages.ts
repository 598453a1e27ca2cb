/** Checkout, order-pay, order-received, login and account pages. */
import { Hono } from 'hono';
import type { ShopEnv } from './context';

/** Routes of the checkout pages. */
export function checkoutPages(): Hono<ShopEnv> {
  return new Hono<ShopEnv>();
}
