/**
 * Saved payment methods per customer (WooCommerce's payment tokens): list, save, delete and make default.
 * Each token points at a payment method of the provider (attached to the customer there too).
 */
import type { Sql } from '../db/types';

/** A saved card. */
export interface PaymentToken {
  id: number;
  customerId: number;
  gatewayId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

const COLUMNS = `id, customer_id as "customerId", gateway_id as "gatewayId", payment_method_id as "paymentMethodId", brand, last4,
  exp_month as "expMonth", exp_year as "expYear", is_default as "isDefault"`;

/** A customer's saved cards, default first then oldest first. */
export async function tokensOfCustomer(db: Sql, customerId: number): Promise<PaymentToken[]> {
  return (
    await db.query<PaymentToken>(
      `select ${COLUMNS} from payment_tokens where customer_id = $1 order by is_default desc, id`,
      [customerId],
    )
  ).rows;
}

/** One of a customer's tokens (null when it is someone else's or unknown). */
export async function tokenOfCustomer(db: Sql, customerId: number, tokenId: number): Promise<PaymentToken | null> {
  if (!Number.isInteger(tokenId) || tokenId <= 0) return null;
  return (
    (
      await db.query<PaymentToken>(`select ${COLUMNS} from payment_tokens where id = $1 and customer_id = $2`, [
        tokenId,
        customerId,
      ])
    ).rows[0] ?? null
  );
}

/**
 * Saves a provider payment method for a customer (once; saving it again returns the existing token).
 * The first saved card becomes the default. Also attaches the method to the customer at the provider.
 */
export async function saveToken(db: Sql, customerId: number, paymentMethodId: string): Promise<PaymentToken | null> {
  const pm = (
    await db.query<{ brand: string; last4: string; exp_month: number; exp_year: number; customer_id: number | null }>(
      'select brand, last4, exp_month, exp_year, customer_id from payment_methods where id = $1',
      [paymentMethodId],
    )
  ).rows[0];
  if (!pm || (pm.customer_id !== null && pm.customer_id !== customerId)) return null;
  await db.query('update payment_methods set customer_id = $2 where id = $1 and customer_id is null', [
    paymentMethodId,
    customerId,
  ]);
  await db.query(
    `insert into payment_tokens (customer_id, payment_method_id, brand, last4, exp_month, exp_year, is_default)
     values ($1, $2, $3, $4, $5, $6, not exists (select 1 from payment_tokens where customer_id = $1))
     on conflict (customer_id, payment_method_id) do nothing`,
    [customerId, paymentMethodId, pm.brand, pm.last4, pm.exp_month, pm.exp_year],
  );
  return (
    (
      await db.query<PaymentToken>(
        `select ${COLUMNS} from payment_tokens where customer_id = $1 and payment_method_id = $2`,
        [customerId, paymentMethodId],
      )
    ).rows[0] ?? null
  );
}

/** Deletes a customer's token; when it was the default, the oldest remaining one becomes default. */
export async function deleteToken(db: Sql, customerId: number, tokenId: number): Promise<boolean> {
  const r = await db.query<{ is_default: boolean }>(
    'delete from payment_tokens where id = $1 and customer_id = $2 returning is_default',
    [tokenId, customerId],
  );
  const gone = r.rows[0];
  if (!gone) return false;
  if (gone.is_default) {
    await db.query(
      `update payment_tokens set is_default = true where id = (select min(id) from payment_tokens where customer_id = $1)`,
      [customerId],
    );
  }
  return true;
}

/** Makes a customer's token the default (and no other). */
export async function setDefaultToken(db: Sql, customerId: number, tokenId: number): Promise<boolean> {
  if (!(await tokenOfCustomer(db, customerId, tokenId))) return false;
  await db.query('update payment_tokens set is_default = (id = $2) where customer_id = $1', [customerId, tokenId]);
  return true;
}

/** Brand names as shoppers read them. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Visa' for 'visa' (a brand the shop does not name: 'Card'). */
export const brandLabel = (brand: string): string => BRANDS[brand] ?? 'Card';

/** 'Visa ending in 4242'. */
export const tokenLabel = (t: Pick<PaymentToken, 'brand' | 'last4'>): string =>
  `${brandLabel(t.brand)} ending in ${t.last4}`;

/** '12/34'. */
export const tokenExpiry = (t: Pick<PaymentToken, 'expMonth' | 'expYear'>): string =>
  `${String(t.expMonth).padStart(2, '0')}/${String(t.expYear).slice(-2)}`;
