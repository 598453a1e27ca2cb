/**
 * Customer accounts: lookup by username or email, password check, creation at checkout, and the
 * addresses saved on the account.
 */
import type { AccountRole } from '../db/migrations-accounts';
import type { Sql } from '../db/types';
import { hashPassword, verifyPassword } from './passwords';

/** A stored customer (without the password hash). */
export interface Customer {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  /** WordPress's role: `customer`, or `shop_manager` (who sees the toolbar). */
  role: AccountRole;
  /** WordPress's user meta (e.g. `coming_soon_banner_dismissed`: 'yes'). */
  meta: Record<string, string>;
}

const COLUMNS = `id, username, email, first_name as "firstName", last_name as "lastName", billing, shipping, role, meta`;

/** Loads a customer. */
export async function customerById(db: Sql, id: number): Promise<Customer | null> {
  return (await db.query<Customer>(`select ${COLUMNS} from customers where id = $1`, [id])).rows[0] ?? null;
}

/** Sets one user meta value of an account. */
export async function setUserMeta(db: Sql, id: number, key: string, value: string): Promise<void> {
  await db.query(`update customers set meta = meta || jsonb_build_object($2::text, $3::text) where id = $1`, [
    id,
    key,
    value,
  ]);
}

/** Whether an email address already belongs to an account (case-insensitive). */
export async function emailTaken(db: Sql, email: string): Promise<boolean> {
  return (await db.query('select 1 from customers where lower(email) = lower($1)', [email.trim()])).rows.length > 0;
}

/**
 * The customer whose username or email is `login` and whose password is `password`, or null. Unknown logins
 * still pay for a hash check, so timing does not tell which usernames exist.
 */
export async function authenticate(db: Sql, login: string, password: string): Promise<Customer | null> {
  const name = login.trim();
  const row = name
    ? (
        await db.query<Customer & { hash: string }>(
          `select ${COLUMNS}, password_hash as hash from customers where lower(username) = lower($1) or lower(email) = lower($1) limit 1`,
          [name],
        )
      ).rows[0]
    : undefined;
  const ok = await verifyPassword(password, row?.hash ?? 'scrypt$16384$8$1$00$' + '0'.repeat(64));
  if (!row || !ok) return null;
  const { hash: _hash, ...customer } = row;
  return customer;
}

/** A username derived from an email's local part, made unique with a number when needed. */
async function freeUsername(db: Sql, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'customer';
  for (let i = 0; ; i++) {
    const name = i === 0 ? base : `${base}${i + 1}`;
    if ((await db.query('select 1 from customers where lower(username) = $1', [name])).rows.length === 0) return name;
  }
}

/** Creates an account at checkout. @returns null when the email is already registered. */
export async function createCustomer(
  db: Sql,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    billing: Record<string, string>;
    shipping: Record<string, string>;
  },
): Promise<Customer | null> {
  if (await emailTaken(db, input.email)) return null;
  const username = await freeUsername(db, input.email);
  const r = await db.query<{ id: number }>(
    `insert into customers (username, email, password_hash, first_name, last_name, billing, shipping)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) on conflict do nothing returning id`,
    [
      username,
      input.email.trim(),
      await hashPassword(input.password),
      input.firstName,
      input.lastName,
      JSON.stringify(input.billing),
      JSON.stringify(input.shipping),
    ],
  );
  return r.rows[0] ? customerById(db, r.rows[0].id) : null;
}

/** Saves the addresses of a customer's latest order on the account. */
export async function saveCustomerAddresses(
  db: Sql,
  id: number,
  billing: Record<string, string>,
  shipping: Record<string, string>,
): Promise<void> {
  await db.query('update customers set billing = $2::jsonb, shipping = $3::jsonb where id = $1', [
    id,
    JSON.stringify(billing),
    JSON.stringify(shipping),
  ]);
}
