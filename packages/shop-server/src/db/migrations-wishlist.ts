/** Schema steps of the wishlist. Ids 70–79. */
import type { Migration } from './migrations';

/** Wishlist migrations. */
export const WISHLIST_MIGRATIONS: readonly Migration[] = [
  {
    id: 70,
    name: 'wishlist',
    // One list per owner: 'c:<customer id>' for customers, 'g:<guest id>' for guests (the `alg-wc-wl-user-id`
    // cookie). `item_id` is the product or the variation; attributes are the chosen options of a variation.
    // Shares are public read-only links, a token apart from the guest id (which lets its holder change the list).
    sql: `
      create table wishlist_items (
        owner text not null, item_id int not null, product_id int not null, variation_id int not null default 0,
        attributes jsonb not null default '{}', added_at timestamptz not null default now(),
        primary key (owner, item_id)
      );
      create table wishlist_shares (token text primary key, owner text unique not null);
    `,
  },
];
