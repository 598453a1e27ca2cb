/**
 * The order-received page's part of a voucher payment: the provider showed the voucher (the order's intent waits with
 * a voucher method), so the order goes on-hold awaiting payment, with a note — once — and the basket that made it is
 * emptied, as WooCommerce's Stripe gateway does when the provider reports the voucher.
 */
import type { Context } from 'hono';
import { clearCart } from '../domain/cart';
import { clearCoupons } from '../domain/coupons';
import type { Order } from '../domain/orders';
import { shopOf, type ShopEnv } from './context';
import { getPaymentMethod, openIntentOfOrder } from '../payments/payment-double/engine';
import { isVoucherType, voucherOf } from '../payments/payment-double/voucher-wallet';
import { VOUCHER_WALLET_FACTS } from '../payments/voucher-wallet-configs';

/** Puts an unpaid order on-hold with `note`; false when it was not unpaid any more (already held, paid…). */
async function holdOrder(c: Context<ShopEnv>, id: number, note: string): Promise<boolean> {
  const r = await shopOf(c).db.query(
    `update orders set status = 'on-hold', notes = notes || $2::jsonb, updated_at = now()
     where id = $1 and paid_at is null and status in ('pending', 'failed')`,
    [id, JSON.stringify([{ at: new Date().toISOString(), note }])],
  );
  return (r.affectedRows ?? 0) > 0;
}

/**
 * Holds a voucher-paid order whose voucher was shown. @returns whether the order changed (the caller reloads it).
 */
export async function voucherReturn(c: Context<ShopEnv>, order: Order): Promise<boolean> {
  const type = order.paymentMethod.replace(/^stripe_/, '');
  if (!isVoucherType(type) || (order.status !== 'pending' && order.status !== 'failed')) return false;
  const shop = shopOf(c);
  const intent = await openIntentOfOrder(shop.db, order.id);
  if (intent?.status !== 'requires_action' || !intent.payment_method) return false;
  if ((await getPaymentMethod(shop.db, intent.payment_method))?.type !== type) return false;
  const title = VOUCHER_WALLET_FACTS[type]!.title;
  const { number } = voucherOf(intent, type);
  if (!(await holdOrder(c, order.id, `Awaiting ${title} payment: voucher ${number} (${intent.id}).`))) return false;
  const session = await shop.session();
  if (session && order.sessionId === session.id) {
    await clearCart(shop.db, session.id);
    await clearCoupons(shop.db, session.id);
    shop.cartChanged();
  }
  return true;
}
