/**
 * Adding to the basket, with WooCommerce's checks: the product exists and is purchasable, a
 * variable product names a valid variation (by id or by attributes), stock and sold-individually
 * limits hold, and the quantity is a whole number of at least 1.
 */
import type { Db, Sql } from '../db/types';
import { productUrl } from './urls';
import {
  attributesOf,
  findMatchingVariation,
  productById,
  variationById,
  type Product,
  type Variation,
} from './catalog';
import { cartItemKey } from './cart';
import { MAX_LINE_QUANTITY } from './limits';
import { isPurchasable, maxQty } from './variations';
import { PRODUCT_MESSAGES } from '../messages';

/** What the shopper asked to add. Raw strings are fine: they are validated here. */
export interface AddRequest {
  productId: unknown;
  quantity?: unknown;
  variationId?: unknown;
  /** `attribute_pa_*` → option slug. */
  attributes?: Record<string, string>;
}

/** Why an add failed (Store API codes are derived from these). */
export type AddErrorCode =
  | 'invalid_product'
  | 'invalid_quantity'
  | 'missing_variation'
  | 'invalid_variation'
  | 'not_purchasable'
  | 'out_of_stock'
  | 'not_enough_stock'
  | 'sold_individually'
  | 'too_many';

/** The outcome of {@link addToCart}. */
export type AddResult =
  | { ok: true; key: string; name: string; quantity: number; product: Product; variation: Variation | null }
  | { ok: false; code: AddErrorCode; message: string; productUrl: string };

const fail = (code: AddErrorCode, message: string, url: string): AddResult => ({
  ok: false,
  code,
  message,
  productUrl: url,
});

/** The refusal of an add that would take a line past {@link MAX_LINE_QUANTITY}. */
export const tooManyMessage = (name: string, existing: number): string =>
  `You cannot add that amount of “${name}” to the basket: the most you can order is ${MAX_LINE_QUANTITY}${existing ? ` and you already have ${existing} in your basket` : ''}.`;

/** Parses a quantity: missing → 1; otherwise a whole number ≥ 1, else null. */
export function parseQuantity(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return 1;
  const s = String(raw).trim();
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= 1_000_000 ? n : null;
}

const toId = (raw: unknown): number => {
  const s = String(raw ?? '').trim();
  return /^\d+$/.test(s) ? Number(s) : 0;
};

/** Finds the product and (for variable products) the variation a request means. */
async function resolve(
  db: Sql,
  req: AddRequest,
): Promise<{ product: Product; variation: Variation | null } | AddResult> {
  const id = toId(req.productId);
  let product = id ? await productById(db, id) : null;
  let variation: Variation | null = null;
  if (!product && id) {
    variation = await variationById(db, id);
    if (variation) product = await productById(db, variation.product_id);
  }
  if (!product) return fail('invalid_product', PRODUCT_MESSAGES.cannotPurchase, '/shop/');
  const url = productUrl(product);
  if (product.type !== 'variable' || variation) return { product, variation };
  const vid = toId(req.variationId);
  const chosen = Object.fromEntries(
    Object.entries(req.attributes ?? {}).filter(([k, v]) => k.startsWith('attribute_') && v),
  );
  if (vid) {
    variation = await variationById(db, vid);
    if (!variation || variation.product_id !== product.id)
      return fail('invalid_variation', `Sorry, that option of “${product.name}” does not exist.`, url);
  } else if (Object.keys(chosen).length) {
    variation = await findMatchingVariation(db, product.id, chosen);
    if (!variation) return fail('invalid_variation', PRODUCT_MESSAGES.noMatch, url);
  } else {
    return fail('missing_variation', `Please choose product options by visiting “${product.name}”.`, url);
  }
  return { product, variation };
}

/** Fills "any" attributes of a variation from the shopper's choice, checking every value. */
async function chosenAttributes(
  db: Sql,
  product: Product,
  v: Variation,
  given: Record<string, string>,
): Promise<Record<string, string> | AddResult> {
  const attrs = await attributesOf(db, product.id);
  const out: Record<string, string> = {};
  for (const [key, fixed] of Object.entries(v.attributes)) {
    const attr = attrs.find((a) => `attribute_${a.taxonomy}` === key);
    const value = given[key] ?? '';
    if (fixed) {
      if (value && value !== fixed)
        return fail('invalid_variation', `Invalid value posted for ${attr?.label ?? key}.`, productUrl(product));
      out[key] = fixed;
    } else if (!value) {
      return fail('missing_variation', `${attr?.label ?? key} is a required field.`, productUrl(product));
    } else if (!attr?.options.some((o) => o.slug === value)) {
      return fail('invalid_variation', `Invalid value posted for ${attr?.label ?? key}.`, productUrl(product));
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Adds to a session's basket. Runs in a transaction so checks and the write agree. */
export async function addToCart(db: Db, sessionId: string, req: AddRequest): Promise<AddResult> {
  return db.transaction(async (tx) => {
    const found = await resolve(tx, req);
    if ('ok' in found) return found;
    const { product, variation } = found;
    const url = productUrl(product);
    let quantity = parseQuantity(req.quantity);
    if (quantity === null) return fail('invalid_quantity', `Please enter a valid quantity for “${product.name}”.`, url);
    const variationAttrs = variation ? await chosenAttributes(tx, product, variation, req.attributes ?? {}) : {};
    if ('ok' in variationAttrs) return variationAttrs as AddResult;
    const item = variation ?? product;
    const purchasable = variation ? isPurchasable(variation) : product.price !== null;
    if (!purchasable) return fail('not_purchasable', PRODUCT_MESSAGES.cannotPurchase, url);
    if (item.stock_status !== 'instock') {
      return fail(
        'out_of_stock',
        `You cannot add “${product.name}” to the basket because the product is out of stock.`,
        url,
      );
    }
    const key = cartItemKey(product.id, variation?.id ?? 0, variationAttrs as Record<string, string>);
    const existing =
      (
        await tx.query<{ quantity: number }>(
          'select quantity from cart_items where session_id = $1 and item_key = $2',
          [sessionId, key],
        )
      ).rows[0]?.quantity ?? 0;
    if (item.sold_individually) {
      if (existing > 0)
        return fail('sold_individually', `You cannot add another “${product.name}” to your basket.`, url);
      quantity = 1;
    }
    const max = maxQty(item);
    if (max !== '' && existing + quantity > max) {
      return fail(
        'not_enough_stock',
        existing
          ? `You cannot add that amount to the basket — we have ${max} in stock and you already have ${existing} in your basket.`
          : `You cannot add that amount of “${product.name}” to the basket because there is not enough stock (${max} remaining).`,
        url,
      );
    }
    // Whatever the stock, one line holds at most MAX_LINE_QUANTITY: adding again and again cannot sum past it.
    if (existing + quantity > MAX_LINE_QUANTITY) return fail('too_many', tooManyMessage(product.name, existing), url);
    await tx.query(
      `insert into cart_items (session_id, item_key, product_id, variation_id, variation, quantity) values ($1, $2, $3, $4, $5, $6)
       on conflict (session_id, item_key) do update set quantity = cart_items.quantity + excluded.quantity`,
      [sessionId, key, product.id, variation?.id ?? 0, JSON.stringify(variationAttrs), quantity],
    );
    await tx.query('update sessions set updated_at = now() where id = $1', [sessionId]);
    return { ok: true, key, name: product.name, quantity, product, variation };
  });
}
