/**
 * What the shopper has entered at checkout, kept in the session (`sessions.customer`) so a reload keeps it:
 * both addresses, the ship-to-different choice and the payment method. Logged-in customers start from the
 * addresses saved on their account. Also writes the shipping destination the basket is priced for.
 */
import type { Sql } from '../db/types';
import { customerById } from './customers';
import { clipText, FIELD_LIMIT } from './limits';
import { BASE_COUNTRY, saveShipping } from './shipping';

/** Address keys of both addresses (WooCommerce's default address fields). */
export const ADDRESS_KEYS = [
  'first_name',
  'last_name',
  'company',
  'country',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
] as const;
/** Billing-only keys. */
export const BILLING_EXTRA_KEYS = ['phone', 'email'] as const;

/** An address as entered (keys without prefix). */
export type Address = Record<string, string>;

/** The checkout state of a session. */
export interface CheckoutState {
  billing: Address;
  shipping: Address;
  shipToDifferent: boolean;
  paymentMethod: string;
}

const clip = (v: unknown): string => clipText(v, FIELD_LIMIT);

/** An address read from form fields with a prefix (`billing_city`…); countries are upper-cased. */
export function addressFromFields(fields: Record<string, string>, type: 'billing' | 'shipping'): Address {
  const keys: readonly string[] = type === 'billing' ? [...ADDRESS_KEYS, ...BILLING_EXTRA_KEYS] : ADDRESS_KEYS;
  const out: Address = {};
  for (const k of keys) {
    const name = `${type}_${k}`;
    if (Object.hasOwn(fields, name)) out[k] = k === 'country' ? clip(fields[name]).toUpperCase() : clip(fields[name]);
  }
  return out;
}

/**
 * The session's stored checkout state with the account's saved addresses (or `fallback`, e.g. the shipping
 * calculator's destination) underneath; GB by default.
 */
export async function loadCheckoutState(
  db: Sql,
  sessionId: string | null | undefined,
  customerId: number | null,
  fallback: Address = {},
): Promise<CheckoutState> {
  const stored = sessionId
    ? ((
        await db.query<{
          customer: Partial<{
            billing: Address;
            shipping: Address;
            ship_to_different: boolean;
            payment_method: string;
          }>;
        }>('select customer from sessions where id = $1', [sessionId])
      ).rows[0]?.customer ?? {})
    : {};
  const account = customerId ? await customerById(db, customerId) : null;
  // Under the stored state: the account's addresses, else what the basket's shipping calculator was given.
  const billing: Address = { country: BASE_COUNTRY, ...(account?.billing ?? fallback), ...(stored.billing ?? {}) };
  if (account && !billing.email) billing.email = account.email;
  const shipping: Address = { country: BASE_COUNTRY, ...(account?.shipping ?? {}), ...(stored.shipping ?? {}) };
  if (!billing.country) billing.country = BASE_COUNTRY;
  if (!shipping.country) shipping.country = BASE_COUNTRY;
  return { billing, shipping, shipToDifferent: !!stored.ship_to_different, paymentMethod: clip(stored.payment_method) };
}

/** Merges a change into the session's checkout state. */
export async function saveCheckoutState(db: Sql, sessionId: string, patch: Partial<CheckoutState>): Promise<void> {
  const current =
    (await db.query<{ customer: Record<string, unknown> }>('select customer from sessions where id = $1', [sessionId]))
      .rows[0]?.customer ?? {};
  const next: Record<string, unknown> = { ...current };
  if (patch.billing) next.billing = { ...(current.billing as Address | undefined), ...patch.billing };
  if (patch.shipping) next.shipping = { ...(current.shipping as Address | undefined), ...patch.shipping };
  if (patch.shipToDifferent !== undefined) next.ship_to_different = patch.shipToDifferent;
  if (patch.paymentMethod !== undefined) next.payment_method = patch.paymentMethod;
  await db.query('update sessions set customer = $2::jsonb, updated_at = now() where id = $1', [
    sessionId,
    JSON.stringify(next),
  ]);
}

/** The address the basket ships to: the shipping address when shipping elsewhere, else billing. */
export const destinationOf = (s: CheckoutState): Address => (s.shipToDifferent ? s.shipping : s.billing);

/**
 * Prices the basket for the checkout's destination (and the chosen rate, when given), as WooCommerce does
 * from the customer's address.
 */
export async function setCheckoutDestination(
  db: Sql,
  sessionId: string,
  to: Address,
  chosenRate?: string,
): Promise<void> {
  await saveShipping(db, sessionId, {
    country: /^[A-Z]{2}$/.test(to.country ?? '') ? to.country! : BASE_COUNTRY,
    state: clip(to.state).slice(0, 60),
    city: clip(to.city).slice(0, 60),
    postcode: clip(to.postcode).slice(0, 20),
    calculated: true,
    ...(chosenRate ? { chosen: chosenRate.slice(0, 40) } : {}),
  });
}
