/** The checkout's wc-ajax endpoints (update_order_review, checkout), by endpoint name. */
import type { Context } from 'hono';
import type { ShopEnv } from './context';

/** wc-ajax handlers of the checkout. */
export const CHECKOUT_WC_AJAX: Record<string, (c: Context<ShopEnv>) => Promise<Response>> = {};
