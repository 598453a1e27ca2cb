/**
 * The shop's coupons (UK pounds, amounts in pence). Inserted by migration 4 so existing data
 * directories get them too; `db.test.ts`-style checks can rely on these codes.
 */

/** One coupon as stored in `coupons`. */
export interface CouponSeed {
  code: string;
  /** `percent`: amount is a percentage of the subtotal; `fixed_cart`: amount is pence off the basket. */
  kind: 'percent' | 'fixed_cart';
  amount: number;
  /** Minimum basket subtotal in pence (0 = none). */
  minSpend: number;
  /** ISO date after which the coupon no longer applies; null = never expires. */
  expiresAt: string | null;
  description: string;
}

/** Seeded coupons: a percentage, a fixed amount with a minimum spend, and an expired one. */
export const COUPONS: readonly CouponSeed[] = [
  {
    code: 'welcome10',
    kind: 'percent',
    amount: 10,
    minSpend: 0,
    expiresAt: null,
    description: '10% off your first order',
  },
  {
    code: 'fiveoff',
    kind: 'fixed_cart',
    amount: 500,
    minSpend: 2000,
    expiresAt: null,
    description: '£5 off baskets of £20 or more',
  },
  {
    code: 'summer20',
    kind: 'percent',
    amount: 20,
    minSpend: 0,
    expiresAt: '2026-09-01T00:00:00Z',
    description: 'Summer sale (ended)',
  },
];

/** SQL literal of a string. */
const lit = (s: string | null): string => (s === null ? 'null' : `'${s.replace(/'/g, "''")}'`);

/** The insert statement for {@link COUPONS}. */
export function couponInsertSql(coupons: readonly CouponSeed[] = COUPONS): string {
  const rows = coupons.map(
    (c) =>
      `(${lit(c.code)}, ${lit(c.kind)}, ${c.amount}, ${c.minSpend}, ${c.expiresAt ? `${lit(c.expiresAt)}::timestamptz` : 'null'}, ${lit(c.description)})`,
  );
  return `insert into coupons (code, kind, amount, min_spend, expires_at, description) values ${rows.join(',\n')} on conflict (code) do nothing;`;
}
