/**
 * Schema steps of free orders. Ids 180–184. Step 180 gives coupons WooCommerce's "allow free shipping" flag (the
 * free shipping rate is then offered whatever the basket's value) and seeds {@link FREE_ORDER_COUPON}, so a basket
 * can cost nothing and its order be placed without a payment method (WooCommerce's `needs_payment()` false).
 */
import type { Migration } from './migrations';
import { couponInsertSql } from './seed-coupons';

/** The seeded coupon that makes any basket free: 100% off and free shipping (README documents it). */
export const FREE_ORDER_COUPON = {
  code: 'freeorder',
  kind: 'percent',
  amount: 100,
  minSpend: 0,
  expiresAt: null,
  description: '100% off and free shipping',
} as const;

/** Free-order migrations, run after the subscription ones. */
export const FREE_ORDER_MIGRATIONS: readonly Migration[] = [
  {
    id: 180,
    name: 'coupon-free-shipping-and-free-order-coupon',
    sql: `
      alter table coupons add column free_shipping boolean not null default false;
      ${couponInsertSql([FREE_ORDER_COUPON])}
      update coupons set free_shipping = true where code = '${FREE_ORDER_COUPON.code}';
    `,
  },
];
