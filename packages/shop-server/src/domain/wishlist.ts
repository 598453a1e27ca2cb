/**
 * The wishlist (Wishlist for WooCommerce's rules, spec §3, §4, §6): one list per customer or guest, items are
 * products or variations, a toggle adds or removes one, 'remove all' empties it, a guest's list joins the customer's
 * on login, and a share token shows a list read-only.
 */
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/types';
import { productsByIds, variationsByIds, type Product, type Variation } from './catalog';

/** Most items one list keeps. */
export const WISHLIST_MAX_ITEMS = 200;
/** Most chosen attributes kept per item, and their longest name and value. */
const MAX_ATTRIBUTES = 10;
const MAX_ATTRIBUTE_TEXT = 200;

/** A guest id: 32 hex characters (128 random bits). */
export const GUEST_ID_PATTERN = /^[0-9a-f]{32}$/;

/** A new guest id for the `alg-wc-wl-user-id` cookie. */
export const newGuestId = (): string => randomBytes(16).toString('hex');

/** Whose list: a customer's or a guest's. */
export type WishlistOwner = `c:${number}` | `g:${string}`;

/** The owner key of a customer or a guest (null when neither). */
export function ownerOf(customerId: number | null, guestId: string | undefined): WishlistOwner | null {
  if (customerId !== null) return `c:${customerId}`;
  return guestId && GUEST_ID_PATTERN.test(guestId) ? `g:${guestId}` : null;
}

/** One listed item with its product (and variation). */
export interface WishlistEntry {
  itemId: number;
  product: Product;
  variation: Variation | null;
  attributes: Record<string, string>;
}

/** Item ids of a list, oldest first, leaving out items whose product or variation is gone. */
export async function wishlistIds(db: Sql, owner: WishlistOwner | null): Promise<number[]> {
  return (await wishlistEntries(db, owner)).map((e) => e.itemId);
}

/** A list's items with their products, oldest first (items whose product or variation is gone are left out). */
export async function wishlistEntries(db: Sql, owner: WishlistOwner | null): Promise<WishlistEntry[]> {
  if (!owner) return [];
  const rows = (
    await db.query<{ item_id: number; product_id: number; variation_id: number; attributes: Record<string, string> }>(
      'select item_id, product_id, variation_id, attributes from wishlist_items where owner = $1 order by added_at, item_id',
      [owner],
    )
  ).rows;
  const products = await productsByIds(db, [...new Set(rows.map((r) => r.product_id))]);
  const variations = await variationsByIds(
    db,
    rows.filter((r) => r.variation_id > 0).map((r) => r.variation_id),
  );
  return rows.flatMap((r) => {
    const product = products.get(r.product_id);
    const variation = r.variation_id > 0 ? (variations.get(r.variation_id) ?? null) : null;
    if (!product || (r.variation_id > 0 && !variation)) return [];
    return [{ itemId: r.item_id, product, variation, attributes: r.attributes }];
  });
}

/** What a toggle asks for: the item (product or variation) and, for a variation, its product and chosen options. */
export interface ToggleInput {
  itemId: number;
  attributes?: Record<string, string>;
}

/** Why a toggle was refused. */
export type ToggleRefusal = 'unknown-item' | 'full';

/**
 * Adds the item when it is not listed, removes it when it is. The item must be a product or a variation of one;
 * a variation's chosen options are kept (a few short texts only).
 */
export async function toggleWishlistItem(
  db: Sql,
  owner: WishlistOwner,
  input: ToggleInput,
): Promise<{ action: 'added' | 'removed'; product: Product; variation: Variation | null } | ToggleRefusal> {
  const id = input.itemId;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return 'unknown-item';
  const variation = (await variationsByIds(db, [id])).get(id) ?? null;
  const product = (await productsByIds(db, [variation ? variation.product_id : id])).get(
    variation ? variation.product_id : id,
  );
  if (!product || (variation && !variation.is_visible)) return 'unknown-item';
  const removed = await db.query('delete from wishlist_items where owner = $1 and item_id = $2', [owner, id]);
  if ((removed.affectedRows ?? 0) > 0) return { action: 'removed', product, variation };
  const count = (
    await db.query<{ n: number }>('select count(*)::int as n from wishlist_items where owner = $1', [owner])
  ).rows[0]!.n;
  if (count >= WISHLIST_MAX_ITEMS) return 'full';
  const attributes = Object.fromEntries(
    Object.entries(variation ? (input.attributes ?? {}) : {})
      .filter(([k, v]) => k.startsWith('attribute_') && typeof v === 'string')
      .slice(0, MAX_ATTRIBUTES)
      .map(([k, v]) => [k.slice(0, MAX_ATTRIBUTE_TEXT), v.slice(0, MAX_ATTRIBUTE_TEXT)]),
  );
  await db.query(
    `insert into wishlist_items (owner, item_id, product_id, variation_id, attributes) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [owner, id, product.id, variation ? variation.id : 0, JSON.stringify(attributes)],
  );
  return { action: 'added', product, variation };
}

/** Empties a list. */
export async function clearWishlist(db: Sql, owner: WishlistOwner): Promise<void> {
  await db.query('delete from wishlist_items where owner = $1', [owner]);
}

/** Moves a guest's items into a customer's list (on login; items already there stay as they are). */
export async function mergeWishlists(db: Sql, from: WishlistOwner, into: WishlistOwner): Promise<void> {
  if (from === into) return;
  await db.query(
    `insert into wishlist_items (owner, item_id, product_id, variation_id, attributes, added_at)
     select $2, item_id, product_id, variation_id, attributes, added_at from wishlist_items where owner = $1
     order by added_at limit $3
     on conflict do nothing`,
    [from, into, WISHLIST_MAX_ITEMS],
  );
  await db.query('delete from wishlist_items where owner = $1', [from]);
  await db.query('delete from wishlist_shares where owner = $1', [from]);
}

/** The list's public share token (made on first use). */
export async function shareToken(db: Sql, owner: WishlistOwner): Promise<string> {
  const found = (await db.query<{ token: string }>('select token from wishlist_shares where owner = $1', [owner]))
    .rows[0];
  if (found) return found.token;
  const token = randomBytes(12).toString('hex');
  await db.query('insert into wishlist_shares (token, owner) values ($1, $2) on conflict (owner) do nothing', [
    token,
    owner,
  ]);
  return (await db.query<{ token: string }>('select token from wishlist_shares where owner = $1', [owner])).rows[0]!
    .token;
}

/** The owner a share token shows (null for an unknown token). */
export async function ownerOfShare(db: Sql, token: string): Promise<WishlistOwner | null> {
  if (!/^[0-9a-f]{24}$/.test(token)) return null;
  const row = (await db.query<{ owner: WishlistOwner }>('select owner from wishlist_shares where token = $1', [token]))
    .rows[0];
  return row?.owner ?? null;
}
