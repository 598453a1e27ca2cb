import { couponInsertSql } from './seed-coupons';
import { CHECKOUT_MIGRATIONS } from './migrations-checkout';
import { PAYMENT_MIGRATIONS } from './migrations-payments';
import { WISHLIST_MIGRATIONS } from './migrations-wishlist';
import { NEWSLETTER_MIGRATIONS } from './migrations-newsletter';
import { ACCOUNT_MIGRATIONS } from './migrations-accounts';
import { CATALOGUE_MIGRATIONS } from './migrations-catalogue';
import { SUBSCRIPTION_MIGRATIONS } from './migrations-subscriptions';
import { FREE_ORDER_MIGRATIONS } from './migrations-free-orders';
import type { Db } from './types';

/** One numbered schema step. Steps run in order, each exactly once per data directory. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/**
 * The schema, as numbered steps. Never edit a released step: add a new one,
 * because existing data directories have already run the old ones.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'catalogue',
    sql: `
      create table shop_meta (key text primary key, value text not null);
      create table media (
        id int primary key, slug text unique not null, title text not null, alt text not null default '',
        caption text not null default '', colour text not null, width int not null default 1200, height int not null default 1200
      );
      create table categories (
        id int primary key, slug text unique not null, name text not null, description text not null default '',
        parent_id int references categories(id), menu_order int not null default 0
      );
      create table products (
        id int primary key, type text not null check (type in ('simple', 'variable')), slug text unique not null,
        name text not null, sku text not null default '', price int, stock_status text not null default 'instock',
        stock_quantity int, sold_individually boolean not null default false, description text not null default '',
        short_description text not null default '', image_id int references media(id), gallery_ids int[] not null default '{}',
        weight text, length text, width text, height text, menu_order int not null default 0,
        total_sales int not null default 0, featured boolean not null default false, created_at timestamptz not null
      );
      create table product_categories (
        product_id int references products(id) on delete cascade, category_id int references categories(id),
        primary key (product_id, category_id)
      );
      create table product_attributes (
        product_id int references products(id) on delete cascade, position int not null, taxonomy text not null,
        label text not null, options jsonb not null, is_variation boolean not null default true,
        is_visible boolean not null default true, primary key (product_id, taxonomy)
      );
      create table variations (
        id int primary key, product_id int not null references products(id) on delete cascade,
        menu_order int not null default 0, attributes jsonb not null, sku text not null default '', price int,
        stock_status text not null default 'instock', stock_quantity int, is_active boolean not null default true,
        is_visible boolean not null default true, sold_individually boolean not null default false,
        min_qty int, max_qty int, weight text, length text, width text, height text,
        image_id int references media(id), description text not null default ''
      );
      create index variations_product on variations (product_id, menu_order, id);
      create table bulk_tiers (
        object_id int not null, min_qty int not null, max_qty int, unit_price int not null,
        primary key (object_id, min_qty)
      );
    `,
  },
  {
    id: 2,
    name: 'content',
    sql: `
      create table blog_categories (id int primary key, slug text unique not null, name text not null);
      create table posts (
        id int primary key, slug text unique not null, title text not null, excerpt text not null,
        content text not null, category_id int references blog_categories(id), author text not null,
        image_id int references media(id), published_at timestamptz not null
      );
      create table portfolio_items (
        id int primary key, slug text unique not null, title text not null, summary text not null,
        category text not null, image_id int references media(id), menu_order int not null default 0
      );
      create table comments (
        id serial primary key, object_type text not null check (object_type in ('post', 'product')),
        object_id int not null, parent_id int not null default 0, author text not null, email text not null default '',
        content text not null, rating int check (rating between 1 and 5), approved boolean not null default true,
        created_at timestamptz not null default now()
      );
      create index comments_object on comments (object_type, object_id, created_at);
    `,
  },
  {
    id: 3,
    name: 'sessions-and-orders',
    sql: `
      create table sessions (
        id text primary key, secret text not null, created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(), notices jsonb not null default '[]', customer jsonb not null default '{}'
      );
      create table cart_items (
        session_id text not null references sessions(id) on delete cascade, item_key text not null,
        product_id int not null, variation_id int not null default 0, variation jsonb not null default '{}',
        quantity int not null check (quantity > 0), position serial, added_at timestamptz not null default now(),
        primary key (session_id, item_key)
      );
      create table orders (
        id serial primary key, order_key text not null, session_id text, status text not null default 'pending',
        currency text not null default 'GBP', total int not null default 0, items jsonb not null default '[]',
        billing jsonb not null default '{}', shipping jsonb not null default '{}', customer_note text not null default '',
        created_at timestamptz not null default now()
      );
      alter sequence orders_id_seq restart with 1001;
    `,
  },
  {
    id: 4,
    name: 'coupons-and-shipping',
    // Coupon codes are stored lower-case (WooCommerce compares them case-insensitively). The session keeps
    // its applied coupons and the shipping calculator's destination and chosen method.
    sql: `
      create table coupons (
        code text primary key check (code = lower(code)), kind text not null check (kind in ('percent', 'fixed_cart')),
        amount int not null check (amount > 0), min_spend int not null default 0, expires_at timestamptz,
        description text not null default ''
      );
      alter table sessions add column coupons jsonb not null default '[]';
      alter table sessions add column shipping jsonb not null default '{}';
      ${couponInsertSql()}
    `,
  },
  ...CHECKOUT_MIGRATIONS,
  ...PAYMENT_MIGRATIONS,
  ...WISHLIST_MIGRATIONS,
  ...NEWSLETTER_MIGRATIONS,
  ...ACCOUNT_MIGRATIONS,
  ...CATALOGUE_MIGRATIONS,
  ...SUBSCRIPTION_MIGRATIONS,
  ...FREE_ORDER_MIGRATIONS,
];

/**
 * Runs every migration not yet recorded in `schema_migrations`, in id order, each in its own
 * transaction. Safe to call on every start: already-applied steps are skipped.
 * @returns the ids that ran this time.
 */
export async function runMigrations(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(`create table if not exists schema_migrations (
    id int primary key, name text not null, applied_at timestamptz not null default now())`);
  const done = new Set((await db.query<{ id: number }>('select id from schema_migrations')).rows.map((r) => r.id));
  const ran: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    // One transaction per step: a failing step leaves no half-made tables behind.
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [m.id, m.name]);
    });
    ran.push(m.id);
  }
  return ran;
}
