/**
 * Account pages: login (posted from My account, the checkout or order-pay), My account (the login form for
 * guests, the dashboard with orders for customers) and logout. Saved payment methods are in
 * payment-routes.ts.
 */
import { Hono, type Context } from 'hono';
import { authenticate, customerById } from '../domain/customers';
import { ordersOfCustomer } from '../domain/orders';
import { addNotice } from '../domain/session';
import { LOGIN_MESSAGES } from '../messages';
import { accountDashboardHtml, accountLoginHtml } from '../views/account-pages';
import { wooRegisterFormHtml } from '../views/registration';
import { cspNonce } from '../security-headers';
import { REGISTER_NONCE, wooRegisterPost } from './registration';
import { CHECKOUT_NONCES } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';
import { forbidden, formFields, renderPage } from './render';
import { safeRedirectPath } from './safe-redirect';

const ACCOUNT_BODY = 'page woocommerce-account woocommerce-page';

/** Login posted from the checkout or My account form. */
export async function loginPost(c: Context<ShopEnv>, fields: Record<string, string>, back: string): Promise<Response> {
  const shop = shopOf(c);
  back = safeRedirectPath(back, '/my-account/');
  const refuse = async (text: string): Promise<Response> => {
    await addNotice(shop.db, (await shop.storedSession()).id, { type: 'error', text });
    return c.redirect(back, 303);
  };
  if (!(await shop.checkNonce(CHECKOUT_NONCES.login, fields['woocommerce-login-nonce'])))
    return refuse(LOGIN_MESSAGES.expired);
  const username = (fields.username ?? '').trim();
  const password = fields.password ?? '';
  if (!username || !password) return refuse(LOGIN_MESSAGES.empty);
  const customer = await authenticate(shop.db, username, password);
  if (!customer) return refuse(LOGIN_MESSAGES.failed);
  await shop.logIn(customer.id);
  return c.redirect(safeRedirectPath(fields.redirect, '/my-account/'), 303);
}

/** GET /my-account/: the login form for guests, the dashboard for customers. */
async function myAccount(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const id = await shop.customerId();
  const customer = id !== null ? await customerById(shop.db, id) : null;
  if (!customer) {
    return renderPage(c, {
      title: 'My account',
      bodyClass: ACCOUNT_BODY,
      content: accountLoginHtml(
        await shop.nonce(CHECKOUT_NONCES.login),
        '/my-account/',
        wooRegisterFormHtml(await shop.nonce(REGISTER_NONCE), cspNonce(c)),
      ),
    });
  }
  return renderPage(c, {
    title: 'My account',
    bodyClass: `${ACCOUNT_BODY} logged-in`,
    content: accountDashboardHtml(
      customer,
      await ordersOfCustomer(shop.db, customer.id),
      await shop.nonce(CHECKOUT_NONCES.logout),
    ),
  });
}

/** GET /my-account/customer-logout/?_wpnonce=…: logs out, back to My account. */
async function logout(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  if (!(await shop.checkNonce(CHECKOUT_NONCES.logout, c.req.query('_wpnonce')))) return forbidden(c);
  await shop.logOut();
  return c.redirect('/my-account/', 302);
}

/** Routes of the account pages. */
export function accountPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/my-account', myAccount);
  r.get('/my-account/orders', myAccount);
  r.post('/my-account', async (c) => {
    const fields = await formFields(c);
    if (fields.register !== undefined) return wooRegisterPost(c, fields);
    return fields.login !== undefined ? loginPost(c, fields, '/my-account/') : myAccount(c);
  });
  r.get('/my-account/customer-logout', logout);
  return r;
}
