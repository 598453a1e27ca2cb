/** The local payment-provider double's API and pages, and the payment account screens. */
import { Hono } from 'hono';
import type { ShopEnv } from './context';

/** Routes of the payment side. */
export function paymentRoutes(): Hono<ShopEnv> {
  return new Hono<ShopEnv>();
}
