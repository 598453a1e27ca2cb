/**
 * Subscription pages: the account's subscriptions, one subscription, and its change-payment-method page (the
 * order-pay URL with `change_payment_method`, as WooCommerce Subscriptions serves it) with the form's post.
 * Every page is the logged-in owner's only; anyone else gets the login form or the not-found message.
 */
import { Hono, type Context, type Next } from 'hono';
import {
  CHANGEABLE_STATUSES,
  changePaymentUrl,
  subscriptionOfCustomer,
  subscriptionsOfCustomer,
  type Subscription,
} from '../domain/subscriptions';
import { addNotice } from '../domain/session';
import { gatewaysFor } from '../payments/gateways';
import { CHANGE_PAYMENT_NONCE, changeSubscriptionCard } from '../payments/change-payment';
import { CHANGE_PAYMENT_NOTICES, CHECKOUT_MESSAGES } from '../messages';
import { loginPromptHtml } from '../views/account-pages';
import {
  changePaymentHtml,
  subscriptionNotFoundHtml,
  subscriptionsPageHtml,
  viewSubscriptionHtml,
} from '../views/subscription-pages';
import { CHECKOUT_NONCES, checkoutPageGlobals, gatewayContext, paymentBlock } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';
import { formFields, renderPage } from './render';
import { safeRedirectPath } from './safe-redirect';
import { plainText } from './store-api-shared';

const ACCOUNT_BODY = 'page woocommerce-account woocommerce-page logged-in';
const CHANGE_BODY = 'page woocommerce-checkout woocommerce-page woocommerce-order-pay';

/** The page asks the visitor to log in first, coming back here. */
async function logInFirst(c: Context<ShopEnv>, title: string, bodyClass: string): Promise<Response> {
  const url = new URL(c.req.url);
  const here = url.pathname + url.search;
  const nonce = await shopOf(c).nonce(CHECKOUT_NONCES.login);
  const message = 'Please log in to your account to see your subscriptions.';
  return renderPage(c, { title, bodyClass, content: loginPromptHtml(title, message, nonce, here) });
}

const notFound = (c: Context<ShopEnv>, title: string, bodyClass: string): Promise<Response> =>
  renderPage(c, { title, bodyClass, content: subscriptionNotFoundHtml(title), status: 404 });

async function subscriptionsPage(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  if (customerId === null) return logInFirst(c, 'Subscriptions', ACCOUNT_BODY);
  const subs = await subscriptionsOfCustomer(shop.db, customerId);
  const logout = await shop.nonce(CHECKOUT_NONCES.logout);
  return renderPage(c, {
    title: 'Subscriptions',
    bodyClass: ACCOUNT_BODY,
    content: subscriptionsPageHtml(subs, logout),
  });
}

async function viewSubscriptionPage(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  const title = 'Subscription';
  if (customerId === null) return logInFirst(c, title, ACCOUNT_BODY);
  const sub = await subscriptionOfCustomer(shop.db, customerId, Number(c.req.param('id')));
  if (!sub) return notFound(c, title, ACCOUNT_BODY);
  const logout = await shop.nonce(CHECKOUT_NONCES.logout);
  return renderPage(c, {
    title: `Subscription #${sub.id}`,
    bodyClass: ACCOUNT_BODY,
    content: viewSubscriptionHtml(sub, logout),
  });
}

/** The subscription a change-payment URL names, when it is the customer's, its key matches and it may change. */
async function changeableSubscription(c: Context<ShopEnv>, customerId: number): Promise<Subscription | null> {
  const id = Number(c.req.param('id'));
  if (c.req.query('change_payment_method') !== String(id)) return null;
  const sub = await subscriptionOfCustomer(shopOf(c).db, customerId, id);
  return sub && c.req.query('key') === sub.key && CHANGEABLE_STATUSES.includes(sub.status) ? sub : null;
}

const TITLE = 'Change payment method';

async function changePaymentPage(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  if (customerId === null) return logInFirst(c, TITLE, CHANGE_BODY);
  const sub = await changeableSubscription(c, customerId);
  if (!sub) return notFound(c, TITLE, CHANGE_BODY);
  const payment = await paymentBlock(c, 'change-payment-method', '', sub.paymentMethod, {
    buttonText: TITLE,
    nonceName: '_wcsnonce',
    nonce: await shop.nonce(CHANGE_PAYMENT_NONCE),
    extraHidden: { woocommerce_change_payment: String(sub.id) },
    terms: false,
  });
  return renderPage(c, {
    title: TITLE,
    bodyClass: CHANGE_BODY,
    content: changePaymentHtml(sub, payment),
    globals: await checkoutPageGlobals(c, 'change-payment-method'),
  });
}

/** The change form's post: nonce, owner, a gateway that may take the change; then back with the outcome. */
async function changePaymentPost(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  if (customerId === null) return logInFirst(c, TITLE, CHANGE_BODY);
  const sub = await changeableSubscription(c, customerId);
  if (!sub) return notFound(c, TITLE, CHANGE_BODY);
  const f = await formFields(c);
  const page = changePaymentUrl(sub);
  const back = async (texts: string[]): Promise<Response> => {
    const session = await shop.storedSession();
    for (const text of texts) await addNotice(shop.db, session.id, { type: 'error', text: plainText(text) });
    return c.redirect(page, 303);
  };
  if (!(await shop.checkNonce(CHANGE_PAYMENT_NONCE, f._wcsnonce))) return back([CHANGE_PAYMENT_NOTICES.badNonce]);
  if (f.woocommerce_change_payment !== String(sub.id)) return back([CHANGE_PAYMENT_NOTICES.notChangeable]);
  const gateway = gatewaysFor('change-payment-method').find((g) => g.id === f.payment_method);
  if (!gateway) return back([CHECKOUT_MESSAGES.paymentMethod]);
  const result = await changeSubscriptionCard(gatewayContext(c), sub, f, page);
  if (result.result === 'failure') return back(result.messages);
  // Authentication: the page's hash flow finishes the change (and says so); otherwise it is done now.
  if (!result.redirect.includes('#')) {
    await addNotice(shop.db, (await shop.storedSession()).id, {
      type: 'success',
      text: CHANGE_PAYMENT_NOTICES.updated,
    });
  }
  return c.redirect(safeRedirectPath(result.redirect, page), 303);
}

/** Only requests of the change-payment page: every other order-pay request goes on to the checkout pages. */
const changing =
  (handler: (c: Context<ShopEnv>) => Promise<Response>) =>
  (c: Context<ShopEnv>, next: Next): Promise<Response | void> =>
    c.req.query('change_payment_method') === undefined ? next() : handler(c);

/** Routes of the subscription pages (mounted before the checkout pages). */
export function subscriptionPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/my-account/subscriptions', subscriptionsPage);
  r.get('/my-account/view-subscription/:id', viewSubscriptionPage);
  r.get('/checkout/order-pay/:id', changing(changePaymentPage));
  r.post('/checkout/order-pay/:id', changing(changePaymentPost));
  return r;
}
