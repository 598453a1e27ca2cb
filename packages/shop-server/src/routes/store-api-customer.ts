/**
 * The Store API writes the block checkout makes while the shopper fills the form: `cart/update-customer`
 * (addresses, checked with the checkout's per-country rules for what is filled in, stored in the session and used
 * to price shipping), `cart/select-shipping-rate`, `cart/apply-coupon` and `cart/remove-coupon`. Each answers the
 * whole cart. The router (store-api.ts) has checked the nonce and the Cart-Token before these run.
 */
import type { Context, Hono } from 'hono';
import { saveCheckoutState, setCheckoutDestination } from '../domain/checkout-state';
import { validateAddresses, type CheckoutError } from '../domain/checkout-validation';
import { applyCoupon, removeCoupon } from '../domain/coupons';
import { clipText, COUPON_CODE_LIMIT } from '../domain/limits';
import { chooseMethod } from '../domain/shipping';
import { COUPON_MESSAGES } from '../messages';
import { shopOf, type ShopEnv } from './context';
import { checkoutFields } from './store-api-checkout';
import { body, cartJson, fieldErrorsResponse, plainText, rec, restError, str } from './store-api-shared';

/** POST cart/update-customer: `billing_address` and/or `shipping_address` (partial addresses are fine). */
async function updateCustomer(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const b = await body(c);
  const sent = (['billing', 'shipping'] as const).filter((t) => rec(b[`${t}_address`]) === b[`${t}_address`]);
  if (sent.length === 0)
    return restError(c, 400, 'rest_missing_callback_param', 'Missing parameter(s): billing_address');
  const fields = checkoutFields(b);
  const errors: CheckoutError[] = [];
  const valid = validateAddresses(fields, errors);
  // While the form is being filled, only what was typed is checked: an empty required field is not an error yet.
  const wrong = errors.filter((e) => e.id && sent.some((t) => e.id!.startsWith(`${t}_`)) && fields[e.id]);
  if (wrong.length > 0) return fieldErrorsResponse(c, wrong);
  const session = await shop.storedSession();
  await saveCheckoutState(shop.db, session.id, {
    ...(sent.includes('billing') && { billing: valid.billing }),
    ...(sent.includes('shipping') && { shipping: valid.shipping, shipToDifferent: true }),
  });
  if (sent.includes('shipping')) await setCheckoutDestination(shop.db, session.id, valid.shipping);
  shop.cartChanged();
  return c.json(await cartJson(c));
}

/** POST cart/select-shipping-rate: `rate_id` must be one of the cart's rates. */
async function selectRate(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const rateId = str((await body(c)).rate_id).slice(0, 40);
  const cart = await shop.cart();
  if (!cart.shipping.rates.some((r) => r.id === rateId))
    return restError(c, 400, 'woocommerce_rest_cart_invalid_rate', 'Invalid shipping rate.');
  await chooseMethod(shop.db, (await shop.storedSession()).id, rateId);
  shop.cartChanged();
  return c.json(await cartJson(c));
}

/** POST cart/apply-coupon and cart/remove-coupon: `code`. */
async function coupon(c: Context<ShopEnv>, remove: boolean): Promise<Response> {
  const shop = shopOf(c);
  const code = clipText(str((await body(c)).code), COUPON_CODE_LIMIT);
  const session = await shop.storedSession();
  if (remove) {
    if (!(await removeCoupon(shop.db, session.id, code)))
      return restError(c, 400, 'woocommerce_rest_cart_coupon_invalid_code', COUPON_MESSAGES.notApplied);
  } else {
    const error = await applyCoupon(shop.db, session.id, code, (await shop.cart()).subtotal);
    if (error) return restError(c, 400, 'woocommerce_rest_cart_coupon_error', plainText(error));
  }
  shop.cartChanged();
  return c.json(await cartJson(c));
}

/** Adds the routes to the Store API router. */
export function customerRoutes(api: Hono<ShopEnv>): void {
  api.post('/cart/update-customer', updateCustomer);
  api.post('/cart/select-shipping-rate', selectRate);
  api.post('/cart/apply-coupon', (c) => coupon(c, false));
  api.post('/cart/remove-coupon', (c) => coupon(c, true));
}
