/**
 * The basket: stored per session in `cart_items`, priced with bulk tiers, hashed like WooCommerce.
 */
import { createHash } from 'node:crypto';
import type { Db, Sql } from '../db/types';
import { productUrl, variationUrl } from './urls';
import {
  tierPrice,
  tiersFor,
  productsByIds,
  variationsByIds,
  type Attribute,
  type Product,
  type Variation,
} from './catalog';
import { couponsByCodes, discountsFor, sessionCoupons, type AppliedCoupon } from './coupons';
import { chosenRate, ratesFor, sessionShipping, type SessionShipping, type ShippingRate } from './shipping';
import { MAX_LINE_QUANTITY } from './limits';
import { effective, maxQty, variationLabel } from './variations';

/** One basket line, priced. */
export interface CartLine {
  key: string;
  product: Product;
  variation: Variation | null;
  /** The variation's attributes with any "any" values filled in from the shopper's choice. */
  variationAttrs: Record<string, string>;
  /** Attribute label → chosen option name, for display. */
  attributeNames: Array<{ raw: string; label: string; value: string }>;
  quantity: number;
  name: string;
  sku: string;
  unitPrice: number;
  lineTotal: number;
  permalink: string;
  imageId: number | null;
  soldIndividually: boolean;
  maxQty: number | '';
}

/** The basket's shipping: destination, the rates offered there and the chosen one. */
export interface CartShipping {
  destination: SessionShipping;
  rates: ShippingRate[];
  chosen: ShippingRate | null;
}

/** A priced basket. */
export interface Cart {
  lines: CartLine[];
  itemsCount: number;
  /** Sum of the lines, in pence. */
  subtotal: number;
  /** Applied coupons that still apply, with their discounts. */
  coupons: AppliedCoupon[];
  /** Sum of the coupon discounts. */
  discountTotal: number;
  /** Cost of the chosen shipping rate (0 when none). */
  shippingTotal: number;
  shipping: CartShipping;
  /** subtotal − discounts + shipping. */
  total: number;
  /** md5 of the contents and total; '' when empty. */
  hash: string;
}

/** The basket of a session (empty for no session). */
export async function loadCart(db: Sql, sessionId: string | null | undefined): Promise<Cart> {
  if (!sessionId) return emptyCart();
  const rows = (
    await db.query<{
      item_key: string;
      product_id: number;
      variation_id: number;
      variation: Record<string, string>;
      quantity: number;
    }>(
      'select item_key, product_id, variation_id, variation, quantity from cart_items where session_id = $1 order by position',
      [sessionId],
    )
  ).rows;
  if (rows.length === 0) return emptyCart();
  const products = await productsByIds(db, [...new Set(rows.map((r) => r.product_id))]);
  const variations = await variationsByIds(
    db,
    rows.map((r) => r.variation_id).filter((v) => v > 0),
  );
  const attrs = await attributesFor(db, [...products.keys()]);
  const tiers = await tiersFor(db, [...products.keys(), ...variations.keys()]);
  const lines: CartLine[] = [];
  for (const r of rows) {
    const product = products.get(r.product_id);
    const variation = r.variation_id ? (variations.get(r.variation_id) ?? null) : null;
    if (!product || (r.variation_id && !variation)) continue; // deleted from the catalogue: drop silently
    const base = (variation ? variation.price : product.price) ?? 0;
    const unit = tierPrice(
      variation ? (tiers.get(variation.id) ?? tiers.get(product.id)) : tiers.get(product.id),
      r.quantity,
      base,
    );
    const pattrs = attrs.get(product.id) ?? [];
    const label = variation ? variationLabel(pattrs, r.variation) : '';
    lines.push({
      key: r.item_key,
      product,
      variation,
      variationAttrs: r.variation,
      quantity: r.quantity,
      attributeNames: pattrs
        .filter((a) => r.variation[`attribute_${a.taxonomy}`])
        .map((a) => ({
          raw: `attribute_${a.taxonomy}`,
          label: a.label,
          value: a.options.find((o) => o.slug === r.variation[`attribute_${a.taxonomy}`])?.name ?? '',
        })),
      name: label ? `${product.name} - ${label}` : product.name,
      sku: variation ? effective(product, variation).sku : product.sku,
      unitPrice: unit,
      lineTotal: unit * r.quantity,
      permalink: variation ? variationUrl(product, variation, r.variation) : productUrl(product),
      imageId: variation ? effective(product, variation).image_id : product.image_id,
      soldIndividually: variation ? variation.sold_individually : product.sold_individually,
      maxQty: maxQty(variation ?? product),
    });
  }
  if (lines.length === 0) return emptyCart();
  return priceCart(db, sessionId, lines);
}

/** Adds coupons and shipping to priced lines. */
async function priceCart(db: Sql, sessionId: string, lines: CartLine[]): Promise<Cart> {
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const itemsCount = lines.reduce((s, l) => s + l.quantity, 0);
  const codes = await sessionCoupons(db, sessionId);
  const stored = await couponsByCodes(db, codes);
  // Coupons that no longer apply (expired, minimum spend no longer met) give no discount and are not shown.
  const coupons = discountsFor(
    codes.map((c) => stored.get(c)).filter((c) => c !== undefined),
    subtotal,
  );
  const discountTotal = coupons.reduce((s, c) => s + c.discount, 0);
  const destination = await sessionShipping(db, sessionId);
  // Like WooCommerce with 'hide shipping costs until an address is entered': no rates before the calculator is used.
  const freeShipping = coupons.some((c) => stored.get(c.code)?.free_shipping);
  const rates = destination.calculated ? ratesFor(destination.country, subtotal - discountTotal, freeShipping) : [];
  const chosen = chosenRate(rates, destination.chosen);
  const shippingTotal = chosen?.cost ?? 0;
  const total = subtotal - discountTotal + shippingTotal;
  return {
    lines,
    itemsCount,
    subtotal,
    coupons,
    discountTotal,
    shippingTotal,
    shipping: { destination, rates, chosen },
    total,
    hash: cartHash(lines, total),
  };
}

/** An empty basket. */
export const emptyCart = (): Cart => ({
  lines: [],
  itemsCount: 0,
  subtotal: 0,
  coupons: [],
  discountTotal: 0,
  shippingTotal: 0,
  total: 0,
  hash: '',
  shipping: {
    destination: { country: 'GB', state: '', city: '', postcode: '', calculated: false, chosen: null },
    rates: [],
    chosen: null,
  },
});

/** WooCommerce-style cart hash: md5 of the stored contents plus the total; '' for an empty basket. */
export function cartHash(lines: CartLine[], total: number): string {
  if (lines.length === 0) return '';
  const contents = lines.map((l) => ({
    key: l.key,
    product_id: l.product.id,
    variation_id: l.variation?.id ?? 0,
    variation: l.variationAttrs,
    quantity: l.quantity,
    line_total: l.lineTotal,
  }));
  return createHash('md5')
    .update(JSON.stringify(contents) + String(total))
    .digest('hex');
}

/** Attributes of several products, grouped by product. */
async function attributesFor(db: Sql, ids: number[]): Promise<Map<number, Attribute[]>> {
  const out = new Map<number, Attribute[]>();
  const rows = await db.query<Attribute>(
    'select * from product_attributes where product_id = any($1::int[]) order by product_id, position',
    [ids],
  );
  for (const a of rows.rows) out.set(a.product_id, [...(out.get(a.product_id) ?? []), a]);
  return out;
}

/** The stable key of a basket line (like WooCommerce's generate_cart_id). */
export function cartItemKey(productId: number, variationId: number, variation: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(variation).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('md5')
    .update(`${productId}_${variationId}_${JSON.stringify(sorted)}`)
    .digest('hex');
}

/** Removes a line. @returns the removed line, or null when the key is not in the basket. */
export async function removeLine(db: Sql, sessionId: string, key: string): Promise<CartLine | null> {
  const line = (await loadCart(db, sessionId)).lines.find((l) => l.key === key) ?? null;
  const r = await db.query('delete from cart_items where session_id = $1 and item_key = $2', [sessionId, key]);
  return (r.affectedRows ?? 0) > 0 ? line : null;
}

/**
 * Sets line quantities (the basket page's 'Update basket'): 0 removes the line, other values
 * are clamped to 1 for sold-individually items, to the stock, and to {@link MAX_LINE_QUANTITY}.
 * @returns the lines whose asked-for quantity was lowered, with the quantity they got.
 */
export async function setQuantities(
  db: Db,
  sessionId: string,
  quantities: Map<string, number>,
): Promise<Array<{ name: string; quantity: number }>> {
  const clamped: Array<{ name: string; quantity: number }> = [];
  await db.transaction(async (tx) => {
    const cart = await loadCart(tx, sessionId);
    for (const line of cart.lines) {
      const want = quantities.get(line.key);
      if (want === undefined || !Number.isInteger(want) || want < 0 || want === line.quantity) continue;
      if (want === 0) {
        await tx.query('delete from cart_items where session_id = $1 and item_key = $2', [sessionId, line.key]);
        continue;
      }
      const capped = Math.min(
        line.soldIndividually ? 1 : line.maxQty === '' ? want : Math.min(want, line.maxQty),
        MAX_LINE_QUANTITY,
      );
      if (capped < want) clamped.push({ name: line.name, quantity: capped });
      if (capped !== line.quantity)
        await tx.query('update cart_items set quantity = $3 where session_id = $1 and item_key = $2', [
          sessionId,
          line.key,
          capped,
        ]);
    }
  });
  return clamped;
}

/** Empties a basket (after an order is placed). */
export async function clearCart(db: Sql, sessionId: string): Promise<void> {
  await db.query('delete from cart_items where session_id = $1', [sessionId]);
}
