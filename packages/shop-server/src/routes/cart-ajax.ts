/**
 * The basket's wc-ajax endpoints: add_to_cart, remove_from_cart, get_refreshed_fragments and get_variation
 * (JSON), and the basket page's apply_coupon, remove_coupon (notice HTML), update_shipping_method and
 * get_cart_totals (totals HTML), with WooCommerce's response shapes.
 */
import type { Context } from 'hono';
import { NONCE_ACTIONS } from '../config';
import { addToCart } from '../domain/add-to-cart';
import { removeLine } from '../domain/cart';
import { applyCoupon, removeCoupon } from '../domain/coupons';
import { chooseMethod, SHIPPING_NONCE_ACTIONS } from '../domain/shipping';
import { cartTotalsHtml } from '../views/cart-totals';
import { noticeHtml } from '../views/cart-notices';
import { findMatchingVariation, productById } from '../domain/catalog';
import { addNotice, createNonce } from '../domain/session';
import { oneVariation } from '../domain/variations';
import { availableVariations } from '../views/variation-json';
import { cartFragments } from '../views/minicart';
import { shopOf, type ShopEnv } from './context';
import { attributeFields, formFields } from './render';
import { COUPON_MESSAGES } from '../messages';

/** `{ fragments, cart_hash }` for the visitor's current basket. */
export async function fragmentsPayload(
  c: Context<ShopEnv>,
): Promise<{ fragments: Record<string, string>; cart_hash: string }> {
  const shop = shopOf(c);
  const session = await shop.session();
  const cart = await shop.cart();
  // Remove links need the cart nonce; a visitor without a session has an empty basket and no links.
  const nonce = session ? createNonce(session.secret, NONCE_ACTIONS.cart) : '';
  return { fragments: cartFragments(cart, await shop.cartMedia(cart), nonce), cart_hash: cart.hash };
}

async function addToCartEndpoint(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = c.req.method === 'POST' ? await formFields(c) : {};
  const session = await shop.storedSession();
  const result = await addToCart(shop.db, session.id, {
    productId: fields.product_id,
    quantity: fields.quantity,
    variationId: fields.variation_id,
    attributes: attributeFields(fields),
  });
  if (!result.ok) {
    // Like WooCommerce, the reason waits as a notice on the product page the shopper is sent to.
    await addNotice(shop.db, session.id, { type: 'error', text: result.message });
    return c.json({ error: true, product_url: result.productUrl });
  }
  shop.cartChanged();
  return c.json(await fragmentsPayload(c));
}

async function removeFromCartEndpoint(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = c.req.method === 'POST' ? await formFields(c) : {};
  const session = await shop.session();
  const removed = session && fields.cart_item_key ? await removeLine(shop.db, session.id, fields.cart_item_key) : null;
  if (!removed) return c.json({ success: false });
  shop.cartChanged();
  return c.json(await fragmentsPayload(c));
}

async function getVariationEndpoint(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = c.req.method === 'POST' ? await formFields(c) : Object.fromEntries(new URL(c.req.url).searchParams);
  const id = Number(fields.product_id);
  const product = Number.isInteger(id) && id > 0 ? await productById(shop.db, id) : null;
  // WooCommerce answers an unknown product with an empty body.
  if (!product || product.type !== 'variable') return c.body(null, 200);
  const variation = await findMatchingVariation(shop.db, product.id, attributeFields(fields));
  if (!variation || !variation.is_visible) return c.json(false);
  return c.json(availableVariations(await oneVariation(shop.db, product, variation))[0]);
}

const refused = (c: Context<ShopEnv>): Response => c.text('-1', 403);

/**
 * apply_coupon (`security`, `coupon_code`) / remove_coupon (`security`, `coupon`): the notice HTML. A wrong or
 * missing nonce answers `-1` with status 403 and changes nothing (WordPress's check_ajax_referer).
 */
async function cartCouponEndpoint(c: Context<ShopEnv>, endpoint: 'apply_coupon' | 'remove_coupon'): Promise<Response> {
  const shop = shopOf(c);
  const fields = c.req.method === 'POST' ? await formFields(c) : {};
  const action = endpoint === 'apply_coupon' ? NONCE_ACTIONS.applyCoupon : NONCE_ACTIONS.removeCoupon;
  if (!(await shop.checkNonce(action, fields.security))) return refused(c);
  const session = await shop.storedSession();
  let notice;
  if (endpoint === 'apply_coupon') {
    const error = await applyCoupon(shop.db, session.id, fields.coupon_code ?? '', (await shop.cart()).subtotal);
    notice = error
      ? { type: 'error' as const, text: error }
      : { type: 'success' as const, text: COUPON_MESSAGES.applied };
  } else {
    const ok = await removeCoupon(shop.db, session.id, fields.coupon ?? '');
    notice = ok
      ? { type: 'success' as const, text: COUPON_MESSAGES.removed }
      : { type: 'error' as const, text: COUPON_MESSAGES.notApplied };
  }
  shop.cartChanged();
  return c.html(String(noticeHtml(notice)));
}

/** The totals HTML for the visitor's basket. */
async function totals(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const cart = await shop.cart(true);
  const session = await shop.session();
  const nonces = session
    ? { cart: await shop.nonce(NONCE_ACTIONS.cart), calculator: await shop.nonce(SHIPPING_NONCE_ACTIONS.calculator) }
    : { cart: '', calculator: '' };
  return c.html(String(cartTotalsHtml(cart, nonces)));
}

/** update_shipping_method: stores `shipping_method[0]` and answers the totals. */
async function updateShippingMethodEndpoint(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = c.req.method === 'POST' ? await formFields(c) : {};
  if (!(await shop.checkNonce(SHIPPING_NONCE_ACTIONS.updateMethod, fields.security))) return refused(c);
  const chosen = fields['shipping_method[0]'];
  if (chosen) await chooseMethod(shop.db, (await shop.storedSession()).id, chosen);
  shop.cartChanged();
  return totals(c);
}

type Handler = (c: Context<ShopEnv>) => Promise<Response>;

/** wc-ajax handlers of the basket. */
export const CART_WC_AJAX: Record<string, Handler> = {
  add_to_cart: addToCartEndpoint,
  remove_from_cart: removeFromCartEndpoint,
  get_refreshed_fragments: async (c) => c.json(await fragmentsPayload(c)),
  get_variation: getVariationEndpoint,
  apply_coupon: (c) => cartCouponEndpoint(c, 'apply_coupon'),
  remove_coupon: (c) => cartCouponEndpoint(c, 'remove_coupon'),
  update_shipping_method: updateShippingMethodEndpoint,
  get_cart_totals: totals,
};
