/**
 * `/wp-admin/admin-ajax.php`: `action=rest-nonce` (a fresh X-WP-Nonce as plain text) and
 * `action=get_table_with_product_bulk_table` (the bulk-price table of a product or variation).
 * Unknown actions get WordPress's answer: `0` with status 400.
 */
import type { Context } from 'hono';
import { NONCE_ACTIONS } from '../config';
import { bulkTableIds, productById, tiersFor, variationById } from '../domain/catalog';
import { bulkTable, bulkTableContainer } from '../views/quantity';
import { PAYMENT_ADMIN_AJAX } from './payment-ajax';
import { WISHLIST_ADMIN_AJAX } from './wishlist';
import { shopOf, type ShopEnv } from './context';
import { requestFields } from './render';
import { mailpoetAjax } from './newsletter';

/** `{ success: true, data: html }` with a container whose children replace the page's table, or `{ success: false }`. */
async function bulkTableAction(c: Context<ShopEnv>, fields: Record<string, string>): Promise<Response> {
  const db = shopOf(c).db;
  const id = Number(fields.product_id);
  if (!Number.isInteger(id) || id <= 0) return c.json({ success: false });
  const variation = await variationById(db, id);
  const product = await productById(db, variation ? variation.product_id : id);
  const tiers = (await tiersFor(db, [id])).get(id) ?? [];
  if (!product || tiers.length === 0) return c.json({ success: false });
  const data = bulkTableContainer(await bulkTableIds(db, product.id), bulkTable(tiers, product.name));
  return c.json({ success: true, data: String(data) });
}

/** Handles admin-ajax requests (GET or POST; the action may be in the query or the body). */
export async function adminAjax(c: Context<ShopEnv>): Promise<Response> {
  const fields = await requestFields(c);
  c.header('Cache-Control', 'no-store');
  switch (fields.action) {
    case 'rest-nonce':
      return c.text(await shopOf(c).nonce(NONCE_ACTIONS.rest));
    case 'get_table_with_product_bulk_table':
      return bulkTableAction(c, fields);
    case 'mailpoet':
      return mailpoetAjax(c, fields);
    default: {
      const handlers = { ...PAYMENT_ADMIN_AJAX, ...WISHLIST_ADMIN_AJAX };
      const handler = fields.action && Object.hasOwn(handlers, fields.action) ? handlers[fields.action] : undefined;
      return handler ? handler(c, fields) : c.text('0', 400);
    }
  }
}
