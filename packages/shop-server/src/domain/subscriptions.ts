/**
 * Subscriptions (WooCommerce Subscriptions' smallest shape): a customer's recurring items, their schedule and the
 * card they are renewed with. The shop takes no renewals; what a customer can do is see them and change the card
 * (the change-payment-method page). Amounts are in pence.
 */
import type { Sql } from '../db/types';
import type { OrderLine } from './orders';

/** A stored subscription. */
export interface Subscription {
  id: number;
  key: string;
  customerId: number;
  status: string;
  currency: string;
  total: number;
  items: OrderLine[];
  billingPeriod: 'day' | 'week' | 'month' | 'year';
  billingInterval: number;
  startAt: Date;
  nextPaymentAt: Date | null;
  paymentMethod: string;
  paymentMethodTitle: string;
  paymentMethodId: string;
}

const COLUMNS = `id, order_key as key, customer_id as "customerId", status, currency, total, items,
  billing_period as "billingPeriod", billing_interval as "billingInterval", start_at as "startAt",
  next_payment_at as "nextPaymentAt", payment_method as "paymentMethod",
  payment_method_title as "paymentMethodTitle", payment_method_id as "paymentMethodId"`;

/** Statuses whose payment method a customer may change (WooCommerce Subscriptions': active or on hold). */
export const CHANGEABLE_STATUSES: readonly string[] = ['active', 'on-hold'];

/** A customer's subscriptions, newest first. */
export async function subscriptionsOfCustomer(db: Sql, customerId: number): Promise<Subscription[]> {
  return (
    await db.query<Subscription>(`select ${COLUMNS} from subscriptions where customer_id = $1 order by id desc`, [
      customerId,
    ])
  ).rows;
}

/** The subscription `id` when it is `customerId`'s, else null. */
export async function subscriptionOfCustomer(db: Sql, customerId: number, id: number): Promise<Subscription | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const rows = await db.query<Subscription>(`select ${COLUMNS} from subscriptions where id = $1 and customer_id = $2`, [
    id,
    customerId,
  ]);
  return rows.rows[0] ?? null;
}

/** Renews the subscription with another card of the provider from now on. */
export async function setSubscriptionCard(
  db: Sql,
  id: number,
  card: { gatewayId: string; paymentMethodId: string; title: string },
): Promise<void> {
  await db.query(
    `update subscriptions set payment_method = $2, payment_method_id = $3, payment_method_title = $4,
       updated_at = now() where id = $1`,
    [id, card.gatewayId, card.paymentMethodId, card.title],
  );
}

/** The account page of one subscription. */
export const viewSubscriptionUrl = (id: number): string => `/my-account/view-subscription/${id}/`;

/** The change-payment-method page (WooCommerce Subscriptions' order-pay URL with `change_payment_method`). */
export const changePaymentUrl = (s: Pick<Subscription, 'id' | 'key'>): string =>
  `/checkout/order-pay/${s.id}/?pay_for_order=true&key=${encodeURIComponent(s.key)}&change_payment_method=${s.id}`;

/** 'Every month', 'Every 2 weeks'. */
export function periodLabel(s: Pick<Subscription, 'billingPeriod' | 'billingInterval'>): string {
  return s.billingInterval === 1 ? `Every ${s.billingPeriod}` : `Every ${s.billingInterval} ${s.billingPeriod}s`;
}
