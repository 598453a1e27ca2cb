/**
 * Orders: creation from a basket, lookups, status changes with a note history, and the operations the
 * payment gateways may perform (`GatewayContext.orders`). Amounts are in pence.
 */
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/types';
import type { GatewayContext, OrderRef } from '../payments/gateway-types';

/** One ordered line, frozen at order time. */
export interface OrderLine {
  product_id: number;
  variation_id: number;
  name: string;
  sku: string;
  quantity: number;
  subtotal: number;
  total: number;
}

/** The chosen shipping rate, frozen at order time. */
export interface ShippingLine {
  method_id: string;
  label: string;
  total: number;
}

/** An address as stored on an order (the posted fields without their prefix). */
export type OrderAddress = Record<string, string>;

/** A note in the order's history (status changes, payment events). */
export interface OrderNote {
  at: string;
  note: string;
}

/** A stored order. */
export interface Order {
  id: number;
  key: string;
  status: string;
  currency: string;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  total: number;
  items: OrderLine[];
  coupons: Array<{ code: string; discount: number }>;
  shippingLines: ShippingLine[];
  billing: OrderAddress;
  shipping: OrderAddress;
  customerNote: string;
  customerId: number | null;
  sessionId: string | null;
  paymentMethod: string;
  paymentMethodTitle: string;
  transactionId: string;
  paidAt: Date | null;
  attribution: Record<string, string>;
  cartHash: string;
  submissionKey: string | null;
  checkoutResult: unknown;
  notes: OrderNote[];
  createdAt: Date;
}

/** Statuses an order can be paid from (WooCommerce's "needs payment" statuses). */
export const PAYABLE_STATUSES: readonly string[] = ['pending', 'failed'];

const COLUMNS = `id, order_key as key, status, currency, subtotal, discount_total as "discountTotal", shipping_total as "shippingTotal",
  total, items, coupons, shipping_lines as "shippingLines", billing, shipping, customer_note as "customerNote",
  customer_id as "customerId", session_id as "sessionId", payment_method as "paymentMethod",
  payment_method_title as "paymentMethodTitle", transaction_id as "transactionId", paid_at as "paidAt", attribution,
  cart_hash as "cartHash", submission_key as "submissionKey", checkout_result as "checkoutResult", notes, created_at as "createdAt"`;

/** A new order key like WooCommerce's: `wc_order_` and 13 random letters and digits. */
export function newOrderKey(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `wc_order_${[...randomBytes(13)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The thank-you page of an order (the key lets anyone holding the link see it). */
export const receivedUrl = (o: Pick<OrderRef, 'id' | 'key'>): string =>
  `/checkout/order-received/${o.id}/?key=${encodeURIComponent(o.key)}`;

/** The order-pay page of an order. */
export const orderPayUrl = (o: Pick<OrderRef, 'id' | 'key'>): string =>
  `/checkout/order-pay/${o.id}/?pay_for_order=true&key=${encodeURIComponent(o.key)}`;

/** Loads an order. */
export async function getOrder(db: Sql, id: number): Promise<Order | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  return (await db.query<Order>(`select ${COLUMNS} from orders where id = $1`, [id])).rows[0] ?? null;
}

/** Finds an order by its submission key (idempotent checkout). */
export async function orderBySubmission(db: Sql, key: string): Promise<Order | null> {
  return (await db.query<Order>(`select ${COLUMNS} from orders where submission_key = $1`, [key])).rows[0] ?? null;
}

/** A customer's orders, newest first. */
export async function ordersOfCustomer(db: Sql, customerId: number): Promise<Order[]> {
  return (
    await db.query<Order>(`select ${COLUMNS} from orders where customer_id = $1 order by created_at desc, id desc`, [
      customerId,
    ])
  ).rows;
}

/** The gateway's view of an order. */
export function orderRef(o: Order): OrderRef {
  return {
    id: o.id,
    key: o.key,
    status: o.status,
    total: o.total,
    currency: o.currency,
    billingEmail: o.billing.email ?? '',
    customerId: o.customerId,
  };
}

/** What {@link insertOrder} stores. */
export type NewOrder = Pick<
  Order,
  | 'subtotal'
  | 'discountTotal'
  | 'shippingTotal'
  | 'total'
  | 'items'
  | 'coupons'
  | 'shippingLines'
  | 'billing'
  | 'shipping'
  | 'customerNote'
  | 'customerId'
  | 'sessionId'
  | 'paymentMethod'
  | 'paymentMethodTitle'
  | 'attribution'
  | 'cartHash'
  | 'submissionKey'
>;

const noteJson = (note: string): string => JSON.stringify([{ at: new Date().toISOString(), note }]);

/** Inserts a pending order. */
export async function insertOrder(db: Sql, o: NewOrder): Promise<Order> {
  const r = await db.query<{ id: number }>(
    `insert into orders (order_key, status, currency, subtotal, discount_total, shipping_total, total, items, coupons, shipping_lines,
       billing, shipping, customer_note, customer_id, session_id, payment_method, payment_method_title, attribution, cart_hash,
       submission_key, notes)
     values ($1, 'pending', 'GBP', $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19::jsonb)
     returning id`,
    [
      newOrderKey(),
      o.subtotal,
      o.discountTotal,
      o.shippingTotal,
      o.total,
      JSON.stringify(o.items),
      JSON.stringify(o.coupons),
      JSON.stringify(o.shippingLines),
      JSON.stringify(o.billing),
      JSON.stringify(o.shipping),
      o.customerNote,
      o.customerId,
      o.sessionId,
      o.paymentMethod,
      o.paymentMethodTitle,
      JSON.stringify(o.attribution),
      o.cartHash,
      o.submissionKey,
      noteJson('Order created.'),
    ],
  );
  return (await getOrder(db, r.rows[0]!.id))!;
}

/** Moves an order to `status`, adding a note to its history. */
export async function setOrderStatus(db: Sql, id: number, status: string, note: string): Promise<void> {
  await db.query(`update orders set status = $2, notes = notes || $3::jsonb, updated_at = now() where id = $1`, [
    id,
    status,
    noteJson(note),
  ]);
}

/** Records the payment method chosen for an order (order-pay may change it). */
export async function setOrderPaymentMethod(db: Sql, id: number, method: string, title: string): Promise<void> {
  await db.query(`update orders set payment_method = $2, payment_method_title = $3, updated_at = now() where id = $1`, [
    id,
    method,
    title,
  ]);
}

/** Replaces an order's billing and shipping addresses (paying an order through the Store API takes the payer's). */
export async function setOrderAddresses(db: Sql, id: number, billing: OrderAddress, shipping: OrderAddress) {
  await db.query(`update orders set billing = $2::jsonb, shipping = $3::jsonb, updated_at = now() where id = $1`, [
    id,
    JSON.stringify(billing),
    JSON.stringify(shipping),
  ]);
}

/** Stores the checkout's answer for an order, so a repeated submission gets the same one. */
export async function setCheckoutResult(db: Sql, id: number, result: unknown): Promise<void> {
  await db.query(`update orders set checkout_result = $2::jsonb where id = $1`, [id, JSON.stringify(result)]);
}

/**
 * Marks an order paid (processing) exactly once. @returns false when it was already paid or cannot be
 * paid (cancelled, refunded…).
 */
export async function markPaid(db: Sql, id: number, transactionId: string): Promise<boolean> {
  const r = await db.query(
    `update orders set status = 'processing', paid_at = now(), transaction_id = $2, updated_at = now(),
       notes = notes || $3::jsonb
     where id = $1 and paid_at is null and status in ('pending', 'failed', 'on-hold')`,
    [
      id,
      transactionId,
      noteJson(`Payment received (${transactionId || 'no transaction id'}). Status changed to processing.`),
    ],
  );
  return (r.affectedRows ?? 0) > 0;
}

/** Marks an unpaid order failed with a note (a paid order is left alone). */
export async function markFailed(db: Sql, id: number, note: string): Promise<void> {
  await db.query(
    `update orders set status = 'failed', notes = notes || $2::jsonb, updated_at = now() where id = $1 and paid_at is null`,
    [id, noteJson(note)],
  );
}

/**
 * Puts an unpaid order (pending or failed) on hold with a note, once: a payment under way (a direct debit until it
 * settles). @returns false when the order was not in such a status.
 */
export async function holdOrder(db: Sql, id: number, note: string): Promise<boolean> {
  const r = await db.query(
    `update orders set status = 'on-hold', notes = notes || $2::jsonb, updated_at = now()
     where id = $1 and paid_at is null and status in ('pending', 'failed')`,
    [id, noteJson(note)],
  );
  return (r.affectedRows ?? 0) > 0;
}

/** The order operations gateways receive. */
export function gatewayOrders(db: Sql): GatewayContext['orders'] {
  return {
    get: async (id) => {
      const o = await getOrder(db, id);
      return o ? orderRef(o) : null;
    },
    markPaid: (id, transactionId) => markPaid(db, id, transactionId),
    markFailed: (id, note) => markFailed(db, id, note),
    receivedUrl,
  };
}

/** Human status names (WooCommerce's). */
export const STATUS_NAMES: Readonly<Record<string, string>> = {
  pending: 'Pending payment',
  processing: 'Processing',
  'on-hold': 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
};
