/**
 * The basket page with its no-JavaScript remove links (`?remove_item=KEY&_wpnonce=N` and
 * `?remove_coupon=CODE&_wpnonce=N`, checked against the `woocommerce-cart` nonce), its form (update, coupon)
 * and shipping calculator. Checkout and order pages are in checkout-pages.ts.
 */
import { Hono, type Context } from 'hono';
import { NONCE_ACTIONS, URLS } from '../config';
import { removeLine, setQuantities } from '../domain/cart';
import { applyCoupon, dropInvalidCoupons, removeCoupon } from '../domain/coupons';
import { setDestination, SHIPPING_NONCE_ACTIONS } from '../domain/shipping';
import { addNotice } from '../domain/session';
import { cartPage } from '../views/cart-page';
import { expressCheckoutParams } from '../views/express-params';
import { shopExpressCheckout } from '../payments/config';
import { shopOf, type RequestShop, type ShopEnv } from './context';
import { forbidden, formFields, renderPage } from './render';
import { COUPON_MESSAGES, SHIPPING_MESSAGES } from '../messages';

/** `wc_cart_params`: what the basket page's script needs (WooCommerce's names). */
async function cartParams(shop: RequestShop): Promise<Record<string, unknown>> {
  return {
    ajax_url: URLS.ajax,
    wc_ajax_url: URLS.wcAjax,
    update_shipping_method_nonce: await shop.nonce(SHIPPING_NONCE_ACTIONS.updateMethod),
    apply_coupon_nonce: await shop.nonce(NONCE_ACTIONS.applyCoupon),
    remove_coupon_nonce: await shop.nonce(NONCE_ACTIONS.removeCoupon),
  };
}

/** Renders the basket page (notices queued for the session are printed at the top). */
async function renderCart(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const cart = await shop.cart();
  const express = cart.lines.length > 0 && shopExpressCheckout(shop);
  const nonces = {
    cart: await shop.nonce(NONCE_ACTIONS.cart),
    calculator: await shop.nonce(SHIPPING_NONCE_ACTIONS.calculator),
  };
  return renderPage(c, {
    title: 'Basket',
    isCart: true,
    bodyClass: 'page woocommerce-cart woocommerce-page',
    content: cartPage(cart, await shop.cartMedia(cart), nonces, { expressCheckout: express }),
    globals: {
      wc_cart_params: await cartParams(shop),
      ...(express
        ? {
            wc_stripe_express_checkout_params: await expressCheckoutParams(shop, {
              isProductPage: false,
              isCheckoutPage: false,
            }),
          }
        : {}),
    },
  });
}

/** After a basket change: coupons that no longer apply come off, each with an error notice. */
async function checkCoupons(shop: RequestShop): Promise<void> {
  shop.cartChanged();
  const session = await shop.storedSession();
  for (const text of await dropInvalidCoupons(shop.db, session.id, (await shop.cart()).subtotal)) {
    await addNotice(shop.db, session.id, { type: 'error', text });
  }
}

async function cartGet(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const removeKey = c.req.query('remove_item');
  const removeCode = c.req.query('remove_coupon');
  if (removeKey === undefined && removeCode === undefined) return renderCart(c);
  // Only the session's own cart nonce may change the basket; anything else changes nothing.
  if (!(await shop.checkNonce(NONCE_ACTIONS.cart, c.req.query('_wpnonce')))) return forbidden(c);
  const session = await shop.storedSession();
  if (removeKey !== undefined) {
    const removed = await removeLine(shop.db, session.id, removeKey);
    if (removed) await addNotice(shop.db, session.id, { type: 'success', text: `“${removed.name}” removed.` });
    await checkCoupons(shop);
  } else if (removeCode !== undefined) {
    const ok = await removeCoupon(shop.db, session.id, removeCode);
    await addNotice(
      shop.db,
      session.id,
      ok ? { type: 'success', text: COUPON_MESSAGES.removed } : { type: 'error', text: COUPON_MESSAGES.notApplied },
    );
  }
  shop.cartChanged();
  return c.redirect(URLS.cart, 302);
}

/** Reads `cart[KEY][qty]` fields; non-numbers are ignored. */
function postedQuantities(fields: Record<string, string>): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const [k, v] of Object.entries(fields)) {
    const m = /^cart\[([0-9a-f]{32})\]\[qty\]$/.exec(k);
    if (m && /^\d+$/.test(v.trim())) quantities.set(m[1]!, Number(v.trim()));
  }
  return quantities;
}

/**
 * The basket form and the shipping calculator post here (WooCommerce's form handler): `calc_shipping`
 * (checked against the calculator nonce), `apply_coupon` with `coupon_code`, or `update_cart` with the
 * quantities (checked against the cart nonce). A change redirects back with a notice; a post with no
 * action (a script refreshing the page's regions) just renders the basket.
 */
async function cartPost(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = await formFields(c);
  if (fields.calc_shipping !== undefined) {
    if (!(await shop.checkNonce(SHIPPING_NONCE_ACTIONS.calculator, fields['woocommerce-shipping-calculator-nonce'])))
      return forbidden(c);
    const session = await shop.storedSession();
    const error = await setDestination(shop.db, session.id, {
      country: fields.calc_shipping_country,
      state: fields.calc_shipping_state,
      city: fields.calc_shipping_city,
      postcode: fields.calc_shipping_postcode,
    });
    await addNotice(
      shop.db,
      session.id,
      error ? { type: 'error', text: error } : { type: 'success', text: SHIPPING_MESSAGES.updated },
    );
    shop.cartChanged();
    return c.redirect(URLS.cart, 303);
  }
  if (!(await shop.checkNonce(NONCE_ACTIONS.cart, fields['woocommerce-cart-nonce']))) return forbidden(c);
  const session = await shop.storedSession();
  if (fields.apply_coupon && fields.coupon_code !== undefined) {
    const error = await applyCoupon(shop.db, session.id, fields.coupon_code, (await shop.cart()).subtotal);
    await addNotice(
      shop.db,
      session.id,
      error ? { type: 'error', text: error } : { type: 'success', text: COUPON_MESSAGES.applied },
    );
  } else if (fields.update_cart !== undefined || fields.proceed !== undefined) {
    const clamped = await setQuantities(shop.db, session.id, postedQuantities(fields));
    await addNotice(shop.db, session.id, { type: 'success', text: 'Basket updated.' });
    for (const line of clamped)
      await addNotice(shop.db, session.id, {
        type: 'error',
        text: `You can only have ${line.quantity} of “${line.name}” in your basket.`,
      });
    await checkCoupons(shop);
  } else {
    return renderCart(c);
  }
  shop.cartChanged();
  return c.redirect(fields.proceed !== undefined ? URLS.checkout : URLS.cart, 303);
}

/** Builds the basket page's routes. */
export function cartPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/cart', cartGet);
  r.post('/cart', cartPost);
  return r;
}
