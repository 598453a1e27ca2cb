/**
 * Express checkout's wc-ajax endpoints (spec §7 "Express checkout"), each guarded by its own `security`
 * nonce. Amounts are in pence; display items and totals use the provider's `{ label, amount }` shape.
 */
import type { Context } from 'hono';
import { SITE_NAME } from '../config';
import { addToCart } from '../domain/add-to-cart';
import { clearCart } from '../domain/cart';
import { findMatchingVariation, productById } from '../domain/catalog';
import { displayItems, normaliseAddress } from '../domain/express-checkout';
import { MAX_LINE_QUANTITY } from '../domain/limits';
import { chooseMethod, setDestination } from '../domain/shipping';
import { REQUEST_MESSAGES } from '../messages';
import { EXPRESS_NONCES } from '../payments/config';
import { shopOf, type ShopEnv } from './context';
import { attributeFields, formFields } from './render';

type Handler = (c: Context<ShopEnv>) => Promise<Response>;

/** Wraps a handler with its nonce check (403 and nothing changed otherwise). */
function guarded(
  action: string,
  handle: (c: Context<ShopEnv>, f: Record<string, string>) => Promise<Response>,
): Handler {
  return async (c) => {
    const f = c.req.method === 'POST' ? await formFields(c) : {};
    if (!(await shopOf(c).checkNonce(action, f.security))) {
      return c.json({ success: false, data: { error: { message: REQUEST_MESSAGES.badNonce } } }, 403);
    }
    return handle(c, f);
  };
}

const getCartDetails = guarded(EXPRESS_NONCES.getCartDetails, async (c) => {
  const cart = await shopOf(c).cart(true);
  return c.json({
    // True only when a line has something to ship: a basket of virtual items needs no shipping.
    shipping_required: cart.lines.some((l) => !l.product.virtual),
    order_data: { currency: 'gbp', country_code: 'GB', ...displayItems(cart) },
  });
});

const getShippingOptions = guarded(EXPRESS_NONCES.shipping, async (c, f) => {
  const shop = shopOf(c);
  const session = await shop.storedSession();
  const error = await setDestination(shop.db, session.id, {
    country: f.country,
    state: f.state,
    city: f.city,
    postcode: f.postcode,
  });
  if (error) return c.json({ result: 'invalid_shipping_address' });
  shop.cartChanged();
  const cart = await shop.cart(true);
  const rates = [...cart.shipping.rates].sort((a, b) =>
    a.id === cart.shipping.chosen?.id ? -1 : b.id === cart.shipping.chosen?.id ? 1 : 0,
  );
  return c.json({
    result: 'success',
    shipping_options: rates.map((r) => ({ id: r.id, label: r.label, detail: '', amount: r.cost })),
    ...displayItems(cart),
  });
});

const updateShippingMethod = guarded(EXPRESS_NONCES.updateShipping, async (c, f) => {
  const shop = shopOf(c);
  const id = f['shipping_method[0]'] ?? f['shipping_method[]'] ?? f.shipping_method ?? '';
  const cart = await shop.cart(true);
  if (!cart.shipping.rates.some((r) => r.id === id)) return c.json({ result: 'fail' });
  await chooseMethod(shop.db, (await shop.storedSession()).id, id);
  shop.cartChanged();
  return c.json({ result: 'success', ...displayItems(await shop.cart(true)) });
});

/** normalize_address: `data` (JSON, or `data[billing_address][…]` form fields) → the normalised addresses. */
const normalizeAddress = guarded(EXPRESS_NONCES.normalizeAddress, async (c, f) => {
  let data: Record<string, unknown> = {};
  try {
    data = f.data ? (JSON.parse(f.data) as Record<string, unknown>) : {};
  } catch {
    data = {};
  }
  for (const [k, v] of Object.entries(f)) {
    const m = /^data\[(billing_address|shipping_address)\]\[(\w+)\]$/.exec(k);
    if (m) data[m[1]!] = { ...(data[m[1]!] as object | undefined), [m[2]!]: v };
  }
  return c.json({
    billing_address: normaliseAddress(data.billing_address),
    shipping_address: normaliseAddress(data.shipping_address),
  });
});

const addToCartEndpoint = guarded(EXPRESS_NONCES.addToCart, async (c, f) => {
  const shop = shopOf(c);
  const session = await shop.storedSession();
  const result = await addToCart(shop.db, session.id, {
    productId: f.product_id,
    quantity: f.qty ?? f.quantity,
    variationId: f.variation_id,
    attributes: attributeFields(f),
  });
  if (!result.ok) return c.json({ result: 'fail', error: result.message });
  shop.cartChanged();
  return c.json({ result: 'success', ...displayItems(await shop.cart(true)) });
});

const clearCartEndpoint = guarded(EXPRESS_NONCES.clearCart, async (c) => {
  const shop = shopOf(c);
  const session = await shop.session();
  if (session) await clearCart(shop.db, session.id);
  shop.cartChanged();
  return c.json({ success: true });
});

/** get_selected_product_data: what the product page's current choice would cost (before adding it). */
const getSelectedProductData = guarded(EXPRESS_NONCES.getSelectedProductData, async (c, f) => {
  const db = shopOf(c).db;
  const product = await productById(db, Number(f.product_id));
  if (!product) return c.json({ error: 'Product not found.' });
  const qty = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(Number(f.qty ?? f.quantity ?? 1)) || 1));
  const variation =
    product.type === 'variable' ? await findMatchingVariation(db, product.id, attributeFields(f)) : null;
  const item = variation ?? product;
  const price = variation ? variation.price : product.price;
  if (price === null || (product.type === 'variable' && !variation))
    return c.json({ error: 'Please choose product options.' });
  if (item.stock_status !== 'instock') return c.json({ error: 'This product is out of stock.' });
  const amount = price * qty;
  return c.json({
    displayItems: [{ label: `${product.name} × ${qty}`, amount }],
    total: { label: SITE_NAME, amount, pending: true },
    requestShipping: true,
    currency: 'gbp',
  });
});

/** wc-ajax handlers of express checkout. */
export const EXPRESS_WC_AJAX: Record<string, Handler> = {
  wc_stripe_get_cart_details: getCartDetails,
  wc_stripe_get_shipping_options: getShippingOptions,
  wc_stripe_update_shipping_method: updateShippingMethod,
  wc_stripe_normalize_address: normalizeAddress,
  wc_stripe_add_to_cart: addToCartEndpoint,
  wc_stripe_clear_cart: clearCartEndpoint,
  wc_stripe_get_selected_product_data: getSelectedProductData,
};
