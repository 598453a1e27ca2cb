/**
 * Basket and account screens: the basket page with its no-JavaScript remove links
 * (`?remove_item=KEY&_wpnonce=N`, checked against the `woocommerce-cart` nonce) and
 * 'Update basket' form, checkout, order received and saved payment methods.
 */
import { Hono, type Context } from 'hono';
import { NONCE_ACTIONS, URLS } from '../config';
import { removeLine, setQuantities } from '../store/cart';
import { addNotice } from '../store/session';
import { cartPage } from '../views/cart-page';
import { checkoutPage, forbiddenPage, orderReceivedPage, paymentMethodsPage } from '../views/pages';
import { shopOf, type ShopEnv } from './context';
import { formFields, renderPage } from './render';

/** The 403 page shown when a nonce check fails. */
const forbidden = (c: Context<ShopEnv>): Promise<Response> =>
  renderPage(c, { title: 'Link expired', content: forbiddenPage(), status: 403, bodyClass: 'error403' });

async function cartGet(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const removeKey = c.req.query('remove_item');
  if (removeKey !== undefined) {
    // Only the session's own cart nonce may remove; anything else changes nothing.
    if (!(await shop.checkNonce(NONCE_ACTIONS.cart, c.req.query('_wpnonce')))) return forbidden(c);
    const session = (await shop.session())!;
    const removed = await removeLine(shop.db, session.id, removeKey);
    if (removed) {
      shop.cartChanged();
      await addNotice(shop.db, session.id, { type: 'success', text: `“${removed.name}” removed.` });
    }
    return c.redirect(URLS.cart, 302);
  }
  const cart = await shop.cart();
  return renderPage(c, {
    title: 'Basket', isCart: true, bodyClass: 'page woocommerce-cart woocommerce-page',
    content: cartPage(cart, await shop.cartMedia(cart), await shop.nonce(NONCE_ACTIONS.cart)),
  });
}

async function cartPost(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = await formFields(c);
  if (!(await shop.checkNonce(NONCE_ACTIONS.cart, fields['woocommerce-cart-nonce']))) return forbidden(c);
  const session = (await shop.session())!;
  const quantities = new Map<string, number>();
  for (const [k, v] of Object.entries(fields)) {
    const m = /^cart\[([0-9a-f]{32})\]\[qty\]$/.exec(k);
    if (m && /^\d+$/.test(v.trim())) quantities.set(m[1]!, Number(v.trim()));
  }
  await setQuantities(shop.db, session.id, quantities);
  shop.cartChanged();
  await addNotice(shop.db, session.id, { type: 'success', text: 'Basket updated.' });
  return c.redirect(URLS.cart, 303);
}

async function orderReceived(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const id = Number(c.req.param('id') ?? 0);
  const session = await shop.session();
  // An order is shown to the session that placed it or to whoever has its key (WooCommerce's rule).
  const order = id > 0
    ? (await shop.db.query<{ id: number; total: number; created_at: Date; status: string; order_key: string; session_id: string | null }>(
      'select * from orders where id = $1', [id])).rows[0]
    : undefined;
  const visible = order && (order.order_key === c.req.query('key') || (session && order.session_id === session.id)) ? order : null;
  return renderPage(c, { title: 'Order received', bodyClass: 'page woocommerce-checkout woocommerce-order-received woocommerce-page', content: orderReceivedPage(visible) });
}

/** Builds the basket, checkout and account routes. */
export function cartPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/cart', cartGet);
  r.post('/cart', cartPost);
  r.get('/checkout', async (c) => {
    const shop = shopOf(c);
    return renderPage(c, {
      title: 'Checkout', bodyClass: 'page woocommerce-checkout woocommerce-page',
      content: checkoutPage(await shop.cart(), await shop.nonce(NONCE_ACTIONS.checkout)),
    });
  });
  r.get('/checkout/order-received', orderReceived);
  r.get('/checkout/order-received/:id', orderReceived);
  r.get('/my-account/payment-methods', (c) =>
    renderPage(c, { title: 'Payment methods', bodyClass: 'page woocommerce-account woocommerce-page', content: paymentMethodsPage() }));
  return r;
}
