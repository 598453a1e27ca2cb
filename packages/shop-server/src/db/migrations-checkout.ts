/**
 * Schema steps of the checkout (customers, logged-in sessions, order details, attribution, submissions).
 * Ids 5–19. Step 6 seeds the demonstration customer and an unpaid order for the order-pay page; step 7 gives
 * sessions their server-side expiry.
 */
import type { Migration } from './migrations';

/** The seeded customer (README documents these credentials). */
export const SEED_CUSTOMER = {
  id: 1,
  username: 'customer',
  email: 'customer@example.com',
  password: 'customer-password',
  /** scrypt hash of the password with a fixed salt, so the seed SQL is the same on every run. */
  passwordHash:
    'scrypt$16384$8$1$5eedc0ffee5eedc0ffee5eedc0ffee00$65f245816ec6114c56d6e9943b8ae167dfcfe3623dc9c4175a0c332d06a59d37',
  firstName: 'Sam',
  lastName: 'Taylor',
} as const;

/** The customer's saved address (billing and shipping). */
export const SEED_ADDRESS = {
  first_name: 'Sam',
  last_name: 'Taylor',
  company: '',
  country: 'GB',
  address_1: '12 Harbour Street',
  address_2: '',
  city: 'Bristol',
  state: '',
  postcode: 'BS1 4DJ',
} as const;

/** The seeded pending, unpaid order (below the order sequence, which starts at 1001). */
export const SEED_PENDING_ORDER = { id: 901, key: 'wc_order_seedpending01', total: 1095 } as const;

const json = (v: unknown): string => `'${JSON.stringify(v).replace(/'/g, "''")}'::jsonb`;

/** Checkout migrations, run after the core ones. */
export const CHECKOUT_MIGRATIONS: readonly Migration[] = [
  {
    id: 5,
    name: 'customers-and-order-details',
    sql: `
      create table customers (
        id serial primary key, username text unique not null, email text unique not null, password_hash text not null,
        first_name text not null default '', last_name text not null default '',
        billing jsonb not null default '{}', shipping jsonb not null default '{}', created_at timestamptz not null default now()
      );
      alter sequence customers_id_seq restart with 100;
      alter table sessions add column customer_id int references customers(id) on delete set null;
      alter table orders
        add column customer_id int references customers(id) on delete set null,
        add column subtotal int not null default 0,
        add column discount_total int not null default 0,
        add column coupons jsonb not null default '[]',
        add column shipping_lines jsonb not null default '[]',
        add column shipping_total int not null default 0,
        add column payment_method text not null default '',
        add column payment_method_title text not null default '',
        add column transaction_id text not null default '',
        add column paid_at timestamptz,
        add column attribution jsonb not null default '{}',
        add column cart_hash text not null default '',
        add column submission_key text unique,
        add column checkout_result jsonb,
        add column notes jsonb not null default '[]',
        add column updated_at timestamptz not null default now();
      create unique index orders_order_key on orders (order_key);
      create index orders_customer on orders (customer_id, id);
      create index orders_session on orders (session_id, id);
    `,
  },
  {
    id: 6,
    name: 'seed-customer-and-pending-order',
    sql: `
      insert into customers (id, username, email, password_hash, first_name, last_name, billing, shipping) values (
        ${SEED_CUSTOMER.id}, '${SEED_CUSTOMER.username}', '${SEED_CUSTOMER.email}', '${SEED_CUSTOMER.passwordHash}',
        '${SEED_CUSTOMER.firstName}', '${SEED_CUSTOMER.lastName}',
        ${json({ ...SEED_ADDRESS, email: SEED_CUSTOMER.email, phone: '0117 496 0000' })}, ${json(SEED_ADDRESS)}
      ) on conflict do nothing;
      insert into orders (id, order_key, status, currency, total, subtotal, shipping_total, items, billing, shipping,
        customer_id, payment_method, payment_method_title, shipping_lines, notes, created_at) values (
        ${SEED_PENDING_ORDER.id}, '${SEED_PENDING_ORDER.key}', 'pending', 'GBP', ${SEED_PENDING_ORDER.total}, 700, 395,
        ${json([{ product_id: 102, variation_id: 0, name: 'Greeting card', sku: 'CARD-GREET', quantity: 2, subtotal: 700, total: 700 }])},
        ${json({ ...SEED_ADDRESS, email: SEED_CUSTOMER.email, phone: '0117 496 0000' })}, ${json(SEED_ADDRESS)},
        ${SEED_CUSTOMER.id}, '', '', ${json([{ method_id: 'flat_rate:1', label: 'Flat rate', total: 395 }])},
        ${json([{ at: '2026-01-15T10:00:00.000Z', note: 'Order created, awaiting payment.' }])}, '2026-01-15T10:00:00Z'
      ) on conflict do nothing;
    `,
  },
  {
    id: 7,
    name: 'session-expiry-and-rotation',
    // Sessions end server-side (48 hours for guests, 14 days logged in; existing rows count from their last
    // change), and a login moves a session to a new id, its basket following through the foreign key.
    sql: `
      alter table sessions add column expires_at timestamptz not null default (now() + interval '48 hours');
      update sessions set expires_at = updated_at + case when customer_id is null then interval '48 hours' else interval '14 days' end;
      create index sessions_expires on sessions (expires_at);
      alter table cart_items drop constraint cart_items_session_id_fkey;
      alter table cart_items add constraint cart_items_session_id_fkey
        foreign key (session_id) references sessions(id) on delete cascade on update cascade;
    `,
  },
];
