/** Schema steps of card payments (intents, payment methods, saved methods). Ids 20–39. */
import type { Migration } from './migrations';

/** Payment migrations, run after the checkout ones. */
export const PAYMENT_MIGRATIONS: readonly Migration[] = [
  {
    id: 20,
    name: 'payment-double-and-saved-methods',
    // The double keeps the provider's objects. Card numbers are never stored: only brand, last four
    // digits, expiry and the test card's behaviour. `order_id`/`customer_id` are plain ints (no foreign
    // keys) because the checkout owns those tables and may reshape them.
    sql: `
      create table payment_methods (
        id text primary key, brand text not null, last4 text not null, exp_month int not null, exp_year int not null,
        behaviour text not null, billing_details jsonb not null default '{}', customer_id int,
        used_at timestamptz, created_at timestamptz not null default now()
      );
      create table payment_intents (
        id text primary key, kind text not null check (kind in ('payment', 'setup')),
        client_secret text unique not null, status text not null, amount int not null default 0,
        currency text not null default 'gbp', order_id int, customer_id int, session_id text,
        payment_method text, setup_future_usage text, save_payment_method boolean not null default false,
        last_payment_error jsonb, return_url text, auth_token text,
        created_at timestamptz not null default now(), updated_at timestamptz not null default now()
      );
      create index payment_intents_order on payment_intents (order_id);
      create table payment_tokens (
        id serial primary key, customer_id int not null, gateway_id text not null default 'stripe',
        payment_method_id text not null, brand text not null, last4 text not null, exp_month int not null,
        exp_year int not null, is_default boolean not null default false, created_at timestamptz not null default now(),
        unique (customer_id, payment_method_id)
      );
      alter sequence payment_tokens_id_seq restart with 101;
      create table payment_settings (key text primary key, value jsonb not null, updated_at timestamptz not null default now());
    `,
  },
  {
    id: 21,
    name: 'appearance-per-session',
    // The form appearance a page saves is kept for that visitor's session, not shop-wide: one visitor's saved
    // appearance never reaches another's checkout. Appearances stored shop-wide before are dropped (unchecked input).
    sql: `
      alter table sessions add column payment_appearance jsonb not null default '{}';
      delete from payment_settings where key like 'appearance:%';
    `,
  },
  {
    id: 22,
    name: 'payment-method-types',
    // Payment methods other than cards (iDEAL first): their type and, for bank redirects, the bank chosen.
    // Their card columns hold empty values.
    sql: `
      alter table payment_methods add column type text not null default 'card';
      alter table payment_methods add column bank text;
    `,
  },
  {
    id: 27,
    name: 'intent-payment-method-type',
    // The payment method type an intent is for (`payment_method_types`): an intent-first page (BLIK) mounts the
    // provider's form from the intent alone, so the intent says its type; a method of another type is refused.
    sql: `alter table payment_intents add column payment_method_type text not null default 'card';`,
  },
  {
    id: 31,
    name: 'payment-token-types',
    // Saved methods other than cards (issue 18): a token's payment method type (its display facts: the account's last
    // four digits, a bank's name) under its gateway. Card tokens keep 'card'; their card columns stay as they were.
    sql: `
      alter table payment_tokens add column type text not null default 'card';
      alter table payment_tokens add column bank text;
    `,
  },
  {
    id: 36,
    name: 'webhook-events',
    // The provider's webhook events the shop accepted: each is applied once (a redelivery is acknowledged and
    // skipped), and a signature seen before is a replay.
    sql: `create table webhook_events (
      id text primary key, type text not null, signature text unique not null, received_at timestamptz not null default now()
    );`,
  },
  {
    id: 37,
    name: 'cashapp-cashtag',
    // A reusable Cash App Pay method (issue 18): the buyer's $Cashtag the provider gives once it is authorised for
    // future use, and the saved token's copy of it (its label).
    sql: `
      alter table payment_methods add column cashtag text;
      alter table payment_tokens add column cashtag text;
    `,
  },
];
