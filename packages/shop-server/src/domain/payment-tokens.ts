/**
 * Saved payment methods per customer (WooCommerce's payment tokens): list, save, delete and make default.
 * Each token points at a payment method of the provider (attached to the customer there too).
 */
import type { Sql } from '../db/types';
import { IDEAL_BANKS } from '@storefront/payments/ideal-banks';

/** A saved payment method: a card, or (issue 18) another reusable type's method under its own gateway. */
export interface PaymentToken {
  id: number;
  customerId: number;
  gatewayId: string;
  paymentMethodId: string;
  /** The saved method's payment type: 'card', 'sepa_debit'… (an iDEAL token saves the SEPA debit made from it). */
  type: string;
  /** The bank's name where the provider gives one (else null). */
  bank: string | null;
  /** A Cash App Pay token's $Cashtag (else null). */
  cashtag: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

const COLUMNS = `id, customer_id as "customerId", gateway_id as "gatewayId", payment_method_id as "paymentMethodId", brand, last4,
  exp_month as "expMonth", exp_year as "expYear", is_default as "isDefault", type, bank, cashtag`;

/** A customer's saved methods (of one gateway when given), default first then oldest first. */
export async function tokensOfCustomer(db: Sql, customerId: number, gatewayId?: string): Promise<PaymentToken[]> {
  return (
    await db.query<PaymentToken>(
      `select ${COLUMNS} from payment_tokens where customer_id = $1 and ($2::text is null or gateway_id = $2)
       order by is_default desc, id`,
      [customerId, gatewayId ?? null],
    )
  ).rows;
}

/** One of a customer's tokens (of one gateway when given); null when it is someone else's, another's or unknown. */
export async function tokenOfCustomer(
  db: Sql,
  customerId: number,
  tokenId: number,
  gatewayId?: string,
): Promise<PaymentToken | null> {
  if (!Number.isInteger(tokenId) || tokenId <= 0 || tokenId > 2 ** 31 - 1) return null;
  return (
    (
      await db.query<PaymentToken>(
        `select ${COLUMNS} from payment_tokens where id = $1 and customer_id = $2 and ($3::text is null or gateway_id = $3)`,
        [tokenId, customerId, gatewayId ?? null],
      )
    ).rows[0] ?? null
  );
}

/** A saved method's columns as the provider's payment method gives them. */
interface SavedMethodFacts {
  type: string;
  bank: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  customer_id: number | null;
  cashtag: string | null;
}

/**
 * Saves a provider payment method for a customer (once; saving it again returns the existing token), under
 * `gatewayId` (default: the card gateway's, `stripe`). The first saved method becomes the default. Also attaches the
 * method to the customer at the provider.
 */
export async function saveToken(
  db: Sql,
  customerId: number,
  paymentMethodId: string,
  gatewayId = 'stripe',
): Promise<PaymentToken | null> {
  const pm = (
    await db.query<SavedMethodFacts>(
      'select type, bank, brand, last4, exp_month, exp_year, customer_id, cashtag from payment_methods where id = $1',
      [paymentMethodId],
    )
  ).rows[0];
  if (!pm || (pm.customer_id !== null && pm.customer_id !== customerId)) return null;
  await db.query('update payment_methods set customer_id = $2 where id = $1 and customer_id is null', [
    paymentMethodId,
    customerId,
  ]);
  await db.query(
    `insert into payment_tokens (customer_id, payment_method_id, brand, last4, exp_month, exp_year, is_default,
       gateway_id, type, bank, cashtag)
     values ($1, $2, $3, $4, $5, $6, not exists (select 1 from payment_tokens where customer_id = $1), $7, $8, $9, $10)
     on conflict (customer_id, payment_method_id) do nothing`,
    [
      customerId,
      paymentMethodId,
      pm.brand,
      pm.last4,
      pm.exp_month,
      pm.exp_year,
      gatewayId,
      pm.type,
      pm.bank,
      pm.cashtag,
    ],
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

/** What other saved types' labels start with (their account's last four digits follow). */
const ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  sepa_debit: 'SEPA IBAN',
  bacs_debit: 'Bacs Direct Debit account',
  acss_debit: 'Pre-authorised debit account',
  us_bank_account: 'US bank account',
};

/**
 * 'Visa ending in 4242'; another type's method: 'SEPA IBAN ending in 3000' (with its bank's name when known); a Cash App
 * Pay method: 'Cash App Pay ($cashtag)'.
 */
export function tokenLabel(
  t: Pick<PaymentToken, 'brand' | 'last4'> & Partial<Pick<PaymentToken, 'type' | 'bank' | 'cashtag'>>,
) {
  const type = t.type ?? 'card';
  if (type === 'card') return `${brandLabel(t.brand)} ending in ${t.last4}`;
  if (type === 'cashapp') return t.cashtag ? `Cash App Pay (${t.cashtag})` : 'Cash App Pay';
  const name = `${ACCOUNT_NAMES[type] ?? 'Account'} ending in ${t.last4}`;
  const bank = IDEAL_BANKS.find((b) => b.code === t.bank)?.name ?? t.bank;
  return bank ? `${name} (${bank})` : name;
}

/** '12/34'; 'N/A' for a method that does not expire (not a card). */
export const tokenExpiry = (t: Pick<PaymentToken, 'expMonth' | 'expYear'> & { type?: string }): string =>
  (t.type ?? 'card') !== 'card' ? 'N/A' : `${String(t.expMonth).padStart(2, '0')}/${String(t.expYear).slice(-2)}`;
