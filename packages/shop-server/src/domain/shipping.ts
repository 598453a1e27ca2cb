/**
 * Shipping: a small UK rule set and the destination the basket page's shipping calculator stores
 * in the session (`sessions.shipping`).
 *
 * - United Kingdom: 'Flat rate' £3.95, and 'Free shipping' once the basket (after discounts) reaches £40 or a
 *   coupon allowing free shipping is applied.
 * - Ireland: 'International flat rate' £12.00.
 * - Anywhere else (a checkout address; the calculator offers only the two above): 'Worldwide flat rate' £15.00.
 * Postcodes are checked for the United Kingdom's format.
 */
import type { Sql } from '../db/types';
import { SHIPPING_MESSAGES } from '../messages';
import { clipText } from './limits';

/** Countries the calculator offers (code → name). */
export const SHIPPING_COUNTRIES: Readonly<Record<string, string>> = { GB: 'United Kingdom (UK)', IE: 'Ireland' };

/** The shop's base country: the destination before the shopper gives one. */
export const BASE_COUNTRY = 'GB';

/** Free UK shipping from this basket value (after discounts), in pence. */
export const FREE_SHIPPING_THRESHOLD = 4000;

/** Prices of the rates, in pence. */
export const SHIPPING_COSTS = { flatRate: 395, international: 1200, worldwide: 1500 } as const;

/** Nonce actions of the calculator form and the method choice (WooCommerce's names). */
export const SHIPPING_NONCE_ACTIONS = {
  calculator: 'woocommerce-shipping-calculator',
  updateMethod: 'update-shipping-method',
} as const;

/** Where the basket goes, as the calculator stored it. */
export interface ShippingDestination {
  country: string;
  state: string;
  city: string;
  postcode: string;
  /** The shopper used the calculator. */
  calculated: boolean;
}

/** The session's shipping state. */
export interface SessionShipping extends ShippingDestination {
  /** Chosen rate id, e.g. 'flat_rate:1'. */
  chosen: string | null;
}

/** One shipping rate. */
export interface ShippingRate {
  id: string;
  label: string;
  cost: number;
}

/** The session's shipping state with defaults filled in. */
export async function sessionShipping(db: Sql, sessionId: string | null | undefined): Promise<SessionShipping> {
  const stored = sessionId
    ? ((
        await db.query<{ shipping: Partial<SessionShipping> }>('select shipping from sessions where id = $1', [
          sessionId,
        ])
      ).rows[0]?.shipping ?? {})
    : {};
  return {
    // The checkout may store any country; the calculator only the ones it offers.
    country: stored.country && /^[A-Z]{2}$/.test(stored.country) ? stored.country : BASE_COUNTRY,
    state: stored.state ?? '',
    city: stored.city ?? '',
    postcode: stored.postcode ?? '',
    calculated: !!stored.calculated,
    chosen: stored.chosen ?? null,
  };
}

/** Stores part of the session's shipping state (the checkout stores its address here). */
export async function saveShipping(db: Sql, sessionId: string, patch: Partial<SessionShipping>): Promise<void> {
  await db.query(`update sessions set shipping = shipping || $2::jsonb, updated_at = now() where id = $1`, [
    sessionId,
    JSON.stringify(patch),
  ]);
}

/** A UK postcode in its usual written forms ('BS1 4DJ', 'bs14dj'). */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** Formats a UK postcode as 'BS1 4DJ'. */
export function formatPostcode(postcode: string): string {
  const p = postcode.replace(/\s+/g, '').toUpperCase();
  return p.length > 3 ? `${p.slice(0, -3)} ${p.slice(-3)}` : p;
}

/**
 * Stores the calculator's destination.
 * @returns an error message (nothing stored), or null.
 */
export async function setDestination(
  db: Sql,
  sessionId: string,
  input: Partial<Record<'country' | 'state' | 'city' | 'postcode', string>>,
): Promise<string | null> {
  const country = (input.country ?? '').trim().toUpperCase();
  if (!SHIPPING_COUNTRIES[country]) return SHIPPING_MESSAGES.badCountry;
  let postcode = clipText(input.postcode, 20);
  if (country === 'GB' && postcode) {
    if (!UK_POSTCODE.test(postcode)) return SHIPPING_MESSAGES.badPostcode;
    postcode = formatPostcode(postcode);
  }
  await saveShipping(db, sessionId, {
    country,
    state: (input.state ?? '').trim().slice(0, 60),
    city: (input.city ?? '').trim().slice(0, 60),
    postcode,
    calculated: true,
  });
  return null;
}

/** Stores the chosen rate (WooCommerce's `shipping_method[0]`). */
export async function chooseMethod(db: Sql, sessionId: string, rateId: string): Promise<void> {
  await saveShipping(db, sessionId, { chosen: rateId.slice(0, 40) });
}

/**
 * The rates for a destination and a basket value (after discounts); `freeShippingCoupon`: a coupon allowing free
 * shipping is applied (the UK's free shipping is WooCommerce's 'a minimum amount or a coupon').
 */
export function ratesFor(country: string, value: number, freeShippingCoupon = false): ShippingRate[] {
  if (country === 'GB') {
    const rates: ShippingRate[] = [{ id: 'flat_rate:1', label: 'Flat rate', cost: SHIPPING_COSTS.flatRate }];
    if (value >= FREE_SHIPPING_THRESHOLD || freeShippingCoupon)
      rates.push({ id: 'free_shipping:2', label: 'Free shipping', cost: 0 });
    return rates;
  }
  if (country === 'IE')
    return [{ id: 'flat_rate:3', label: 'International flat rate', cost: SHIPPING_COSTS.international }];
  if (/^[A-Z]{2}$/.test(country))
    return [{ id: 'flat_rate:4', label: 'Worldwide flat rate', cost: SHIPPING_COSTS.worldwide }];
  return [];
}

/** The chosen rate: the stored choice when still offered, else the cheapest. */
export function chosenRate(rates: ShippingRate[], chosen: string | null): ShippingRate | null {
  return rates.find((r) => r.id === chosen) ?? [...rates].sort((a, b) => a.cost - b.cost)[0] ?? null;
}

/** 'Bristol, BS1 4DJ, United Kingdom (UK)': the destination as the basket page shows it. */
export function destinationText(d: ShippingDestination): string {
  return [d.city, d.state, d.postcode, SHIPPING_COUNTRIES[d.country] ?? d.country].filter(Boolean).join(', ');
}
