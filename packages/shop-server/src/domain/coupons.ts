/**
 * Coupons: lookup, validation against a basket subtotal, the discount they give, and the codes a
 * session has applied (`sessions.coupons`, lower-case codes in the order applied).
 */
import type { Sql } from '../db/types';
import { clipText, COUPON_CODE_LIMIT } from './limits';
import { COUPON_MESSAGES } from '../messages';

/** A stored coupon. */
export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed_cart';
  amount: number;
  min_spend: number;
  expires_at: Date | null;
  description: string;
  /** WooCommerce's 'allow free shipping': the free shipping rate is offered (migration 180). */
  free_shipping?: boolean;
}

/** A coupon applied to a basket with the discount it gives, in pence. */
export interface AppliedCoupon {
  code: string;
  kind: Coupon['kind'];
  discount: number;
}

/** Coupon codes are compared without case and surrounding spaces. */
export const normaliseCode = (code: string): string => code.trim().toLowerCase();

/** Loads coupons by code. */
export async function couponsByCodes(db: Sql, codes: string[]): Promise<Map<string, Coupon>> {
  if (codes.length === 0) return new Map();
  const r = await db.query<Coupon>('select * from coupons where code = any($1::text[])', [codes]);
  return new Map(r.rows.map((c) => [c.code, c]));
}

/** Why `coupon` cannot apply to a basket of `subtotal` pence at `now`, or null when it can. */
export function couponProblem(coupon: Coupon, subtotal: number, now = new Date()): string | null {
  if (coupon.expires_at && new Date(coupon.expires_at).getTime() <= now.getTime())
    return COUPON_MESSAGES.expired(coupon.code);
  if (subtotal < coupon.min_spend) return COUPON_MESSAGES.minSpend(coupon.code, coupon.min_spend);
  return null;
}

/**
 * The discount of each applicable coupon, in the order applied: percentages of the subtotal
 * (rounded to the penny), fixed amounts capped so the basket never goes below zero.
 */
export function discountsFor(coupons: Coupon[], subtotal: number, now = new Date()): AppliedCoupon[] {
  let left = subtotal;
  const out: AppliedCoupon[] = [];
  for (const c of coupons) {
    if (couponProblem(c, subtotal, now)) continue;
    const want = c.kind === 'percent' ? Math.round((subtotal * c.amount) / 100) : c.amount;
    const discount = Math.min(want, left);
    left -= discount;
    out.push({ code: c.code, kind: c.kind, discount });
  }
  return out;
}

/** The codes a session has applied. */
export async function sessionCoupons(db: Sql, sessionId: string): Promise<string[]> {
  const r = await db.query<{ coupons: string[] }>('select coupons from sessions where id = $1', [sessionId]);
  return r.rows[0]?.coupons ?? [];
}

/**
 * Applies a code to the session's basket.
 * @returns an error message, or null when the coupon was applied.
 */
export async function applyCoupon(
  db: Sql,
  sessionId: string,
  rawCode: string,
  subtotal: number,
): Promise<string | null> {
  const code = normaliseCode(rawCode);
  if (!code) return COUPON_MESSAGES.empty;
  const coupon = (await couponsByCodes(db, [code])).get(code);
  if (!coupon) return COUPON_MESSAGES.notFound(clipText(rawCode, COUPON_CODE_LIMIT));
  const problem = couponProblem(coupon, subtotal);
  if (problem) return problem;
  const applied = await sessionCoupons(db, sessionId);
  if (applied.includes(code)) return COUPON_MESSAGES.alreadyApplied;
  await db.query('update sessions set coupons = $2::jsonb, updated_at = now() where id = $1', [
    sessionId,
    JSON.stringify([...applied, code]),
  ]);
  return null;
}

/** Removes a code. @returns whether it was applied. */
export async function removeCoupon(db: Sql, sessionId: string, rawCode: string): Promise<boolean> {
  const code = normaliseCode(rawCode);
  const applied = await sessionCoupons(db, sessionId);
  if (!code || !applied.includes(code)) return false;
  await db.query('update sessions set coupons = $2::jsonb, updated_at = now() where id = $1', [
    sessionId,
    JSON.stringify(applied.filter((c) => c !== code)),
  ]);
  return true;
}

/**
 * Takes off the coupons that no longer apply to a basket of `subtotal` pence (expired, or the minimum spend no
 * longer met after a change), as WooCommerce does when the basket is checked. @returns why each was taken off.
 */
export async function dropInvalidCoupons(db: Sql, sessionId: string, subtotal: number): Promise<string[]> {
  const applied = await sessionCoupons(db, sessionId);
  if (applied.length === 0) return [];
  const stored = await couponsByCodes(db, applied);
  const problems = new Map<string, string>();
  for (const code of applied) {
    const coupon = stored.get(code);
    const problem = coupon ? couponProblem(coupon, subtotal) : COUPON_MESSAGES.notFound(code);
    if (problem) problems.set(code, problem);
  }
  if (problems.size === 0) return [];
  await db.query('update sessions set coupons = $2::jsonb where id = $1', [
    sessionId,
    JSON.stringify(applied.filter((c) => !problems.has(c))),
  ]);
  return [...problems.values()];
}

/** Clears the session's coupons (after an order is placed). */
export async function clearCoupons(db: Sql, sessionId: string): Promise<void> {
  await db.query(`update sessions set coupons = '[]' where id = $1`, [sessionId]);
}
