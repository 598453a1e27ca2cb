/**
 * Schema steps of subscriptions. Ids 170–179. A subscription is the smallest one WooCommerce Subscriptions has: a
 * customer's recurring items, its schedule and the card it is renewed with. Its id shares the order id space (as
 * subscriptions do in WooCommerce), below the order sequence (1001) like the seeded orders. Step 170 seeds one for
 * the demonstration customer, renewed with a card of the payment double, so the change-payment page has something
 * to change.
 */
import type { Migration } from './migrations';
import { SEED_CUSTOMER } from './migrations-checkout';

/** The seeded subscription (README documents it). */
export const SEED_SUBSCRIPTION = {
  id: 902,
  key: 'wc_order_seedsubscr01',
  total: 350,
  paymentMethodId: 'pm_seedsubscriptioncard',
  paymentMethodTitle: 'Visa ending in 4242',
} as const;

const json = (v: unknown): string => `'${JSON.stringify(v).replace(/'/g, "''")}'::jsonb`;

/** Subscription migrations, run after the catalogue ones. */
export const SUBSCRIPTION_MIGRATIONS: readonly Migration[] = [
  {
    id: 170,
    name: 'subscriptions',
    sql: `
      create table subscriptions (
        id int primary key, order_key text unique not null,
        customer_id int not null references customers(id) on delete cascade,
        status text not null check (status in ('active', 'on-hold', 'pending-cancel', 'cancelled', 'expired')),
        currency text not null default 'GBP', total int not null, items jsonb not null default '[]',
        billing_period text not null check (billing_period in ('day', 'week', 'month', 'year')),
        billing_interval int not null default 1 check (billing_interval between 1 and 6),
        start_at timestamptz not null default now(), next_payment_at timestamptz,
        payment_method text not null default '', payment_method_title text not null default '',
        payment_method_id text not null default '', updated_at timestamptz not null default now()
      );
      create index subscriptions_customer on subscriptions (customer_id, id);
      insert into payment_methods (id, brand, last4, exp_month, exp_year, behaviour, customer_id)
        values ('${SEED_SUBSCRIPTION.paymentMethodId}', 'visa', '4242', 12, 2030, 'success', ${SEED_CUSTOMER.id})
        on conflict do nothing;
      insert into subscriptions (id, order_key, customer_id, status, total, items, billing_period, start_at,
        next_payment_at, payment_method, payment_method_title, payment_method_id) values (
        ${SEED_SUBSCRIPTION.id}, '${SEED_SUBSCRIPTION.key}', ${SEED_CUSTOMER.id}, 'active', ${SEED_SUBSCRIPTION.total},
        ${json([{ product_id: 102, variation_id: 0, name: 'Greeting card', sku: 'CARD-GREET', quantity: 1, subtotal: 350, total: 350 }])},
        'month', '2026-01-15T10:00:00Z', '2027-01-15T10:00:00Z', 'stripe', '${SEED_SUBSCRIPTION.paymentMethodTitle}',
        '${SEED_SUBSCRIPTION.paymentMethodId}'
      ) on conflict do nothing;
    `,
  },
];
