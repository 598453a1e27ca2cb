/**
 * The order-received page's part of a redirect payment (iDEAL): the provider's authorisation page sends the shopper
 * back there with the intent's parameters, and the intent's outcome pays or fails the order.
 */
import type { Context } from 'hono';
import { clearCart } from '../domain/cart';
import { clearCoupons } from '../domain/coupons';
import { orderRef, type Order } from '../domain/orders';
import { finishRedirectReturn } from '../domain/payment-flow';
import { addNotice } from '../domain/session';
import { gatewayContext } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';

/**
 * Finishes a redirect payment returning to the order-received page: paid → the basket is emptied and the page shows
 * the order; failed → back to the checkout with the spec's message (the basket is still there). Null: show the page.
 */
export async function redirectReturn(c: Context<ShopEnv>, order: Order, intentId: string): Promise<Response | null> {
  const shop = shopOf(c);
  const ctx = gatewayContext(c);
  const outcome = await finishRedirectReturn(
    ctx,
    orderRef(order),
    intentId,
    c.req.query('payment_intent_client_secret') ?? '',
  );
  const session = await shop.session();
  if (outcome === 'paid' && session && order.sessionId === session.id) {
    await clearCart(shop.db, session.id);
    await clearCoupons(shop.db, session.id);
    shop.cartChanged();
  }
  if (typeof outcome !== 'object') return null;
  const stored = await shop.storedSession();
  await addNotice(shop.db, stored.id, { type: 'error', text: outcome.failed });
  return c.redirect('/checkout/', 303);
}
