/**
 * Checkout, order-received and order-pay pages, with their no-JavaScript posts (coupon, place order, pay; a
 * login posted from them is handled by account-pages.ts). The ajax endpoints are in checkout-ajax.ts.
 */
import { Hono, type Context } from 'hono';
import { NONCE_ACTIONS } from '../config';
import { loadCheckoutState, setCheckoutDestination } from '../domain/checkout-state';
import { applyCoupon, removeCoupon } from '../domain/coupons';
import { getOrder, orderPayUrl, PAYABLE_STATUSES, type Order } from '../domain/orders';
import { addNotice } from '../domain/session';
import { loginPromptHtml } from '../views/account-pages';
import { checkoutPageHtml } from '../views/checkout-page';
import { orderNotFoundHtml, orderNotPayableHtml, orderPayHtml, orderReceivedHtml } from '../views/order-views';
import { orderReceivedPage } from '../views/pages';
import { payForOrderGlobals } from '../views/express-params';
import { CARD_GATEWAY_ID } from '../payments/config';
import { needsPayment } from '../payments/free-order';
import { CHECKOUT_NONCES, checkoutPageGlobals, paymentBlock } from './checkout-shared';
import { ownerProblem, payExistingOrder } from './order-payment';
import { checkoutBlockGet } from './checkout-block-page';
import { submitCheckout } from './checkout-submit';
import { redirectReturn } from './redirect-return';
import { voucherReturn } from './voucher-wallet-return';
import { shopExpressCheckout } from '../payments/config';
import { shopOf, type ShopEnv } from './context';
import { loginPost } from './account-pages';
import { forbidden, formFields, renderPage } from './render';
import { safeRedirectPath } from './safe-redirect';
import { COUPON_MESSAGES } from '../messages';

const CHECKOUT_BODY = 'page woocommerce-checkout woocommerce-page';

/** Strips tags from an HTML message, for notices (which are printed as text). */
const plain = (s: string): string =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

/** GET /checkout/: the form (or the empty-basket message); `?remove_coupon=` is the no-JavaScript remove link. */
async function checkoutGet(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const removeCode = c.req.query('remove_coupon');
  if (removeCode === undefined && shop.opts.blockCheckout) return checkoutBlockGet(c);
  if (removeCode !== undefined) {
    if (!(await shop.checkNonce(NONCE_ACTIONS.cart, c.req.query('_wpnonce')))) return forbidden(c);
    const session = await shop.storedSession();
    const ok = await removeCoupon(shop.db, session.id, removeCode);
    await addNotice(
      shop.db,
      session.id,
      ok ? { type: 'success', text: COUPON_MESSAGES.removed } : { type: 'error', text: COUPON_MESSAGES.notApplied },
    );
    shop.cartChanged();
    return c.redirect('/checkout/', 302);
  }
  const session = await shop.ensureSession();
  let cart = await shop.cart();
  const calc = cart.shipping.destination;
  const state = await loadCheckoutState(
    shop.db,
    session.id,
    session.customerId,
    calc.calculated ? { country: calc.country, state: calc.state, city: calc.city, postcode: calc.postcode } : {},
  );
  if (cart.lines.length > 0) {
    // Price the basket for the checkout's address, as WooCommerce does from the customer's location.
    await setCheckoutDestination(shop.db, session.id, state.shipToDifferent ? state.shipping : state.billing);
    shop.cartChanged();
    cart = await shop.cart();
  }
  const payment = await paymentBlock(c, 'checkout', state.billing.country ?? '', state.paymentMethod, {
    buttonText: 'Place order',
    nonceName: 'woocommerce-process-checkout-nonce',
    nonce: await shop.nonce(CHECKOUT_NONCES.process),
    needsPayment: needsPayment(cart.total),
  });
  return renderPage(c, {
    analytics: cart.lines.length > 0 ? { events: ['begin_checkout'] } : undefined,
    title: 'Checkout',
    bodyClass: CHECKOUT_BODY,
    content: checkoutPageHtml({
      cart,
      express: shopExpressCheckout(shop),
      state,
      loggedIn: session.customerId !== null,
      payment,
      nonces: { login: await shop.nonce(CHECKOUT_NONCES.login), cart: await shop.nonce(NONCE_ACTIONS.cart) },
    }),
    globals: cart.lines.length > 0 ? await checkoutPageGlobals(c, 'checkout') : undefined,
  });
}

/** POST /checkout/: login, the coupon form or the checkout form without JavaScript. */
async function checkoutPost(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = await formFields(c);
  if (fields.login !== undefined) return loginPost(c, fields, '/checkout/');
  if (fields.apply_coupon !== undefined) {
    if (!(await shop.checkNonce(NONCE_ACTIONS.cart, fields._wpnonce))) return forbidden(c);
    const session = await shop.storedSession();
    const error = await applyCoupon(shop.db, session.id, fields.coupon_code ?? '', (await shop.cart()).subtotal);
    await addNotice(
      shop.db,
      session.id,
      error ? { type: 'error', text: error } : { type: 'success', text: COUPON_MESSAGES.applied },
    );
    shop.cartChanged();
    return c.redirect('/checkout/', 303);
  }
  const { answer } = await submitCheckout(c, fields);
  // A '#…' answer (the payment still needs the shopper) stays on the checkout, as the browser would resolve it.
  if (answer.result === 'success')
    return c.redirect(
      safeRedirectPath(
        answer.redirect.startsWith('#') ? `/checkout/${answer.redirect}` : answer.redirect,
        '/checkout/',
      ),
      303,
    );
  const session = await shop.storedSession();
  const items = [...answer.messages.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => plain(m[1]!));
  for (const text of items) await addNotice(shop.db, session.id, { type: 'error', text });
  return c.redirect('/checkout/', 303);
}

/** Whether this visitor may see an order: its key, or the session or customer that placed it. */
async function canSee(c: Context<ShopEnv>, order: Order | null): Promise<boolean> {
  if (!order) return false;
  const key = c.req.query('key');
  if (key !== undefined) return key === order.key;
  const session = await shopOf(c).session();
  return (
    !!session &&
    (order.sessionId === session.id || (order.customerId !== null && order.customerId === session.customerId))
  );
}

async function orderReceived(c: Context<ShopEnv>): Promise<Response> {
  const id = c.req.param('id');
  if (id === undefined) {
    return renderPage(c, {
      title: 'Order received',
      bodyClass: `${CHECKOUT_BODY} woocommerce-order-received`,
      content: orderReceivedPage(null),
    });
  }
  let order = await getOrder(shopOf(c).db, Number(id));
  if (!(await canSee(c, order))) {
    return renderPage(c, {
      title: 'Order not found',
      bodyClass: `${CHECKOUT_BODY} woocommerce-order-received`,
      content: orderNotFoundHtml('Order received'),
      status: 404,
    });
  }
  // Back from a redirect method's authorisation page: the intent's outcome pays or fails the order first.
  const intentId = c.req.query('payment_intent');
  if (intentId && order) {
    const back = await redirectReturn(c, order, intentId);
    if (back) return back;
    order = await getOrder(shopOf(c).db, order.id);
  }
  // Back from a voucher: the order waits on-hold for it to be paid.
  if (order && (await voucherReturn(c, order))) order = await getOrder(shopOf(c).db, order.id);
  return renderPage(c, {
    analytics: { order: order! },
    title: 'Order received',
    bodyClass: `${CHECKOUT_BODY} woocommerce-order-received`,
    content: orderReceivedHtml(order!),
  });
}

/** The order of an order-pay URL when the key matches, or null. */
async function payableOrder(c: Context<ShopEnv>): Promise<Order | null> {
  const order = await getOrder(shopOf(c).db, Number(c.req.param('id')));
  return order && c.req.query('key') === order.key ? order : null;
}

async function orderPayGet(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const order = await payableOrder(c);
  const page = { title: 'Pay for order', bodyClass: `${CHECKOUT_BODY} woocommerce-order-pay` };
  if (!order) return renderPage(c, { ...page, content: orderNotFoundHtml('Pay for order'), status: 404 });
  const owner = await ownerProblem(c, order);
  if (owner === 'login') {
    const url = new URL(c.req.url);
    return renderPage(c, {
      ...page,
      content: loginPromptHtml(
        'Pay for order',
        'Please log in to your account to pay for this order.',
        await shop.nonce(CHECKOUT_NONCES.login),
        url.pathname + url.search,
      ),
    });
  }
  if (owner === 'other') return renderPage(c, { ...page, content: orderNotFoundHtml('Pay for order'), status: 404 });
  if (!PAYABLE_STATUSES.includes(order.status)) return renderPage(c, { ...page, content: orderNotPayableHtml(order) });
  const payment = await paymentBlock(c, 'order-pay', order.billing.country ?? '', order.paymentMethod, {
    buttonText: 'Pay for order',
    nonceName: 'woocommerce-pay-nonce',
    nonce: await shop.nonce(CHECKOUT_NONCES.pay),
    extraHidden: { woocommerce_pay: '1' },
  });
  // The express button where the card gateway is offered for this order (the provider plugin's rule).
  const express = shopExpressCheckout(shop) && payment.methods.some((m) => m.id === CARD_GATEWAY_ID && m.available);
  return renderPage(c, {
    ...page,
    content: orderPayHtml(order, payment, express),
    globals: {
      ...(await checkoutPageGlobals(c, 'order-pay')),
      ...(express ? await payForOrderGlobals(shop, order) : {}),
    },
  });
}

async function orderPayPost(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = await formFields(c);
  if (fields.login !== undefined) {
    const url = new URL(c.req.url);
    return loginPost(c, fields, url.pathname + url.search);
  }
  const order = await payableOrder(c);
  if (!order || fields.woocommerce_pay === undefined) return orderPayGet(c);
  if (!(await shop.checkNonce(CHECKOUT_NONCES.pay, fields['woocommerce-pay-nonce']))) return forbidden(c);
  if ((await ownerProblem(c, order)) !== null || !PAYABLE_STATUSES.includes(order.status)) return orderPayGet(c);
  const session = await shop.storedSession();
  const back = safeRedirectPath(orderPayUrl(order), '/my-account/');
  const result = await payExistingOrder(c, order, fields);
  if (result.result === 'success') return c.redirect(safeRedirectPath(result.redirect, back), 303);
  for (const text of result.messages) await addNotice(shop.db, session.id, { type: 'error', text: plain(text) });
  return c.redirect(back, 303);
}

/** Routes of the checkout pages. */
export function checkoutPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/checkout', checkoutGet);
  r.post('/checkout', checkoutPost);
  r.get('/checkout/order-received', orderReceived);
  r.get('/checkout/order-received/:id', orderReceived);
  r.get('/checkout/order-pay/:id', orderPayGet);
  r.post('/checkout/order-pay/:id', orderPayPost);
  return r;
}
