/**
 * Orders that need no payment (WooCommerce's `needs_payment()` false: a total of zero, e.g. a 100% coupon with free
 * shipping). The checkout takes no payment method for them and completes the order at once, as WooCommerce's
 * `payment_complete()` does: paid now, status processing (WooCommerce's 'completed' is for baskets of virtual and
 * downloadable items only, and the shop has no downloadable items), then the order-received page.
 */
import type { Sql } from '../db/types';
import { receivedUrl } from '../domain/orders';

/** The note added to a free order's history. */
export const FREE_ORDER_NOTE =
  'No payment needed (order total 0). Order status changed from Pending payment to Processing.';

/** Whether an order or basket of `total` minor units needs payment (WooCommerce's rule: a total above zero). */
export const needsPayment = (total: number): boolean => total > 0;

/**
 * Completes a free order once (pending → processing, paid now, no transaction) and answers the checkout's success
 * with its order-received page. @returns null when the order was not pending or is not free (nothing changed).
 */
export async function completeFreeOrder(
  db: Sql,
  order: { id: number; key: string },
): Promise<{ result: 'success'; redirect: string } | null> {
  const r = await db.query(
    `update orders set status = 'processing', paid_at = now(), updated_at = now(), notes = notes || $2::jsonb
     where id = $1 and status = 'pending' and paid_at is null and total = 0`,
    [order.id, JSON.stringify([{ at: new Date().toISOString(), note: FREE_ORDER_NOTE }])],
  );
  return (r.affectedRows ?? 0) > 0 ? { result: 'success', redirect: receivedUrl(order) } : null;
}
