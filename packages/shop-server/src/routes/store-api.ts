/**
 * Store API (`/wp-json/wc/store/v1/...`): the cart, add-item, remove-item, the customer's addresses, shipping
 * rate and coupons (store-api-customer.ts) and checkout. Writes need the session's `wc_store_api` nonce in the
 * `Nonce` header (missing → 401, wrong → 403, nothing changes); every response carries a fresh `Nonce` header, as
 * WooCommerce's does, and the session's `Cart-Token` (domain/cart-token.ts). As in WooCommerce, a request with a
 * valid `Cart-Token` uses that token's session, cookie or not, and needs no nonce; an invalid token is ignored (the
 * cookie's session and the nonce rule apply).
 */
import { Hono, type Context } from 'hono';
import { NONCE_ACTIONS } from '../config';
import { addToCart, type AddErrorCode } from '../domain/add-to-cart';
import { removeLine } from '../domain/cart';
import { attributesOf, productById, variationById } from '../domain/catalog';
import { shopOf, type ShopEnv } from './context';
import { storeApiCheckout } from './store-api-checkout';
import { storeApiPayOrder } from './store-api-pay-order';
import { customerRoutes } from './store-api-customer';
import { body, cartJson, restError } from './store-api-shared';
import { REQUEST_MESSAGES } from '../messages';

const ADD_ERRORS: Record<AddErrorCode, string> = {
  invalid_product: 'woocommerce_rest_cart_invalid_product',
  invalid_quantity: 'woocommerce_rest_cart_invalid_quantity',
  missing_variation: 'woocommerce_rest_missing_variation_data',
  invalid_variation: 'woocommerce_rest_variation_id_from_variation_data',
  not_purchasable: 'woocommerce_rest_product_not_purchasable',
  out_of_stock: 'woocommerce_rest_product_out_of_stock',
  not_enough_stock: 'woocommerce_rest_product_partially_out_of_stock',
  sold_individually: 'woocommerce_rest_product_sold_individually',
  too_many: 'woocommerce_rest_cart_invalid_quantity',
};

/** Turns `variation: [{ attribute, value }]` (attribute as 'pa_size', 'attribute_pa_size' or the label 'Size') into `attribute_pa_*` fields. */
async function variationFields(c: Context<ShopEnv>, productId: number, raw: unknown): Promise<Record<string, string>> {
  if (!Array.isArray(raw) || raw.length === 0) return {};
  const db = shopOf(c).db;
  const v = await variationById(db, productId);
  const attrs = await attributesOf(db, v ? v.product_id : productId);
  const out: Record<string, string> = {};
  for (const item of raw as Array<{ attribute?: unknown; value?: unknown }>) {
    const name = String(item?.attribute ?? '');
    const value = String(item?.value ?? '');
    const a = attrs.find(
      (x) => [x.taxonomy, `attribute_${x.taxonomy}`].includes(name) || x.label.toLowerCase() === name.toLowerCase(),
    );
    if (!a) continue;
    // Values may come as the slug or the option's name.
    out[`attribute_${a.taxonomy}`] = a.options.find((o) => o.slug === value || o.name === value)?.slug ?? value;
  }
  return out;
}

/** Builds the Store API router (mount at `/wp-json/wc/store/v1`; `/wp-json/wc/store` is an alias, as in WooCommerce). */
export function storeApi(): Hono<ShopEnv> {
  const api = new Hono<ShopEnv>();

  api.use('*', async (c, next) => {
    const shop = shopOf(c);
    let denied: Response | null = null;
    const token = c.req.header('Cart-Token');
    // A valid token stands for the session and the nonce (a header no other site can make a browser send).
    const viaToken = !!token && (await shop.useCartToken(token));
    if (!viaToken && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const nonce = c.req.header('Nonce') ?? c.req.header('X-WC-Store-API-Nonce');
      // Checked before anything is read or written: a bad nonce changes nothing.
      if (!nonce)
        denied = restError(
          c,
          401,
          'woocommerce_rest_missing_nonce',
          'Missing the Nonce header. This endpoint requires a valid nonce.',
        );
      else if (!(await shop.checkNonce(NONCE_ACTIONS.storeApi, nonce)))
        denied = restError(c, 403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
    }
    if (denied) c.res = denied;
    else await next();
    c.header('Nonce', await shop.nonce(NONCE_ACTIONS.storeApi));
    c.header('Cart-Token', await shop.cartToken());
    c.header('Nonce-Timestamp', String(Math.floor(Date.now() / 1000)));
    c.header('User-ID', '0');
    c.header('Cache-Control', 'no-store');
  });

  api.get('/cart', async (c) => c.json(await cartJson(c)));
  api.get('/cart/items', async (c) => c.json((await cartJson(c)).items));

  api.post('/cart/add-item', async (c) => {
    const shop = shopOf(c);
    const b = await body(c);
    const id = Number(b.id);
    if (!Number.isInteger(id) || id <= 0 || !((await productById(shop.db, id)) ?? (await variationById(shop.db, id)))) {
      return restError(c, 400, 'woocommerce_rest_cart_invalid_product', 'This product cannot be added to the cart.');
    }
    const session = await shop.storedSession();
    const result = await addToCart(shop.db, session.id, {
      productId: id,
      quantity: b.quantity ?? 1,
      attributes: await variationFields(c, id, b.variation),
    });
    if (!result.ok) return restError(c, 400, ADD_ERRORS[result.code], result.message);
    shop.cartChanged();
    return c.json(await cartJson(c), 201);
  });

  api.post('/cart/remove-item', async (c) => {
    const shop = shopOf(c);
    const key = String((await body(c)).key ?? '');
    const session = await shop.session();
    const removed = session && key ? await removeLine(shop.db, session.id, key) : null;
    if (!removed)
      return restError(c, 409, 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.');
    shop.cartChanged();
    return c.json(await cartJson(c));
  });

  customerRoutes(api);
  api.post('/checkout', async (c) => storeApiCheckout(c, await body(c)));
  api.post('/checkout/:id{[0-9]+}', async (c) => storeApiPayOrder(c, c.req.param('id'), await body(c)));

  api.all('*', (c) => restError(c, 404, 'rest_no_route', REQUEST_MESSAGES.noRoute));
  return api;
}
