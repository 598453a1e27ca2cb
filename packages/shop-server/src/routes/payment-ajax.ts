/** The payment flow's wc-ajax endpoints (wc_stripe_*) and admin-ajax actions, by name. */
import type { Context } from 'hono';
import type { ShopEnv } from './context';

/** wc-ajax handlers of the payment flow. */
export const PAYMENT_WC_AJAX: Record<string, (c: Context<ShopEnv>) => Promise<Response>> = {};
/** admin-ajax actions of the payment flow (fields already parsed). */
export const PAYMENT_ADMIN_AJAX: Record<string, (c: Context<ShopEnv>, fields: Record<string, string>) => Promise<Response>> = {};
