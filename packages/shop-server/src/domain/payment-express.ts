/**
 * Express checkout (the provider's express checkout element): its page parameters and wc-ajax endpoints
 * (spec §7 "Express checkout"), each guarded by its own `security` nonce. Amounts are in pence; display
 * items and totals use the provider's `{ label, amount }` shape.
 */
import type { Context } from 'hono';
import { NONCE_ACTIONS, SITE_NAME, URLS } from '../config';
import { EXPRESS_NONCES, PAYMENT_DOUBLE_API_BASE, paymentConfig } from '../payments/config';
import { shopOf, type RequestShop, type ShopEnv } from '../routes/context';
import { attributeFields, formFields } from '../routes/render';
import { addToCart } from './add-to-cart';
import { clearCart, type Cart } from './cart';
import { findMatchingVariation, productById } from './catalog';
import { MAX_LINE_QUANTITY } from './limits';
import { chooseMethod, formatPostcode, setDestination } from './shipping';

type Handler = (c: Context<ShopEnv>) => Promise<Response>;

/** `wc_stripe_express_checkout_params` for a page (product, cart or checkout). */
export async function expressCheckoutParams(shop: RequestShop, opts: { isProductPage: boolean; isCheckoutPage: boolean }): Promise<Record<string, unknown>> {
  const config = paymentConfig();
  const nonce = async (a: string) => shop.nonce(a);
  return {
    ajax_url: URLS.wcAjax,
    provider: config.provider === 'local-double' ? { kind: 'local-double', apiBase: PAYMENT_DOUBLE_API_BASE } : { kind: 'stripe' },
    stripe: { publishable_key: config.publishableKey, locale: 'en-GB' },
    is_product_page: opts.isProductPage,
    is_checkout_page: opts.isCheckoutPage,
    checkout: { currency_code: 'gbp', country_code: 'GB', needs_shipping: true, needs_payer_phone: true, total_label: SITE_NAME },
    nonce: {
      shipping: await nonce(EXPRESS_NONCES.shipping),
      update_shipping: await nonce(EXPRESS_NONCES.updateShipping),
      normalize_address: await nonce(EXPRESS_NONCES.normalizeAddress),
      wc_store_api: await nonce(NONCE_ACTIONS.storeApi),
      get_cart_details: await nonce(EXPRESS_NONCES.getCartDetails),
      add_to_cart: await nonce(EXPRESS_NONCES.addToCart),
      clear_cart: await nonce(EXPRESS_NONCES.clearCart),
      wc_store_api_express_checkout: await nonce(EXPRESS_NONCES.expressCheckout),
      get_selected_product_data: await nonce(EXPRESS_NONCES.getSelectedProductData),
    },
  };
}

/** The basket as display items and total. */
export function displayItems(cart: Cart): { displayItems: Array<{ label: string; amount: number }>; total: { label: string; amount: number } } {
  const items = [{ label: 'Subtotal', amount: cart.subtotal }];
  if (cart.discountTotal > 0) items.push({ label: 'Discount', amount: -cart.discountTotal });
  if (cart.shipping.chosen) items.push({ label: 'Shipping', amount: cart.shippingTotal });
  return { displayItems: items, total: { label: SITE_NAME, amount: cart.total } };
}

/** Wraps a handler with its nonce check (403 and nothing changed otherwise). */
function guarded(action: string, handle: (c: Context<ShopEnv>, f: Record<string, string>) => Promise<Response>): Handler {
  return async (c) => {
    const f = c.req.method === 'POST' ? await formFields(c) : {};
    if (!(await shopOf(c).checkNonce(action, f.security))) {
      return c.json({ success: false, data: { error: { message: 'We could not verify this request. Please reload the page and try again.' } } }, 403);
    }
    return handle(c, f);
  };
}

const getCartDetails = guarded(EXPRESS_NONCES.getCartDetails, async (c) => {
  const cart = await shopOf(c).cart(true);
  return c.json({ shipping_required: cart.lines.length > 0, order_data: { currency: 'gbp', country_code: 'GB', ...displayItems(cart) } });
});

const getShippingOptions = guarded(EXPRESS_NONCES.shipping, async (c, f) => {
  const shop = shopOf(c);
  const session = await shop.storedSession();
  const error = await setDestination(shop.db, session.id, { country: f.country, state: f.state, city: f.city, postcode: f.postcode });
  if (error) return c.json({ result: 'invalid_shipping_address' });
  shop.cartChanged();
  const cart = await shop.cart(true);
  const rates = [...cart.shipping.rates].sort((a, b) => (a.id === cart.shipping.chosen?.id ? -1 : b.id === cart.shipping.chosen?.id ? 1 : 0));
  return c.json({
    result: 'success', shipping_options: rates.map((r) => ({ id: r.id, label: r.label, detail: '', amount: r.cost })), ...displayItems(cart),
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

/** An address from the provider's shape, normalised the way the checkout stores it. */
function normalise(raw: unknown): Record<string, string> {
  const a = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) if (typeof v === 'string') out[k] = v.trim().slice(0, 200);
  if (out.country) out.country = out.country.toUpperCase();
  if (out.country === 'GB' && out.postcode) out.postcode = formatPostcode(out.postcode);
  return out;
}

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
  return c.json({ billing_address: normalise(data.billing_address), shipping_address: normalise(data.shipping_address) });
});

const addToCartEndpoint = guarded(EXPRESS_NONCES.addToCart, async (c, f) => {
  const shop = shopOf(c);
  const session = await shop.storedSession();
  const result = await addToCart(shop.db, session.id, { productId: f.product_id, quantity: f.qty ?? f.quantity, variationId: f.variation_id, attributes: attributeFields(f) });
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
  const variation = product.type === 'variable' ? await findMatchingVariation(db, product.id, attributeFields(f)) : null;
  const item = variation ?? product;
  const price = variation ? variation.price : product.price;
  if (price === null || (product.type === 'variable' && !variation)) return c.json({ error: 'Please choose product options.' });
  if (item.stock_status !== 'instock') return c.json({ error: 'This product is out of stock.' });
  const amount = price * qty;
  return c.json({
    displayItems: [{ label: `${product.name} × ${qty}`, amount }], total: { label: SITE_NAME, amount, pending: true },
    requestShipping: true, currency: 'gbp',
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
