/**
 * The local payment-provider double's API and pages, and the account's payment screens: saved payment
 * methods (delete, make default), add payment method (page, POST, and the return from authentication).
 */
import { Hono, type Context } from 'hono';
import {
  ACCOUNT_PAYMENT_URLS,
  PAYMENT_METHOD_ID,
  PAYMENT_NONCES,
  STRIPE_MODE_UNAVAILABLE,
  paymentConfig,
} from '../payments/config';
import { confirmIntent, createIntent, getIntent, isDoubleError } from '../payments/payment-double/engine';
import { paymentDoubleRoutes } from './payment-double';
import { authenticationUrl, type IntentRow } from '../payments/payment-double/objects';
import { stripeGateway } from '../payments/stripe-gateway';
import { deleteToken, saveToken, setDefaultToken, tokensOfCustomer } from '../domain/payment-tokens';
import { addNotice, type Notice } from '../domain/session';
import { accountLoginHtml } from '../views/account-pages';
import { addPaymentMethodPageHtml, paymentMethodsPageHtml } from '../views/account-payment-methods';
import { ACCOUNT_PAYMENT_NOTICES, MISSING_PAYMENT_DETAILS, paymentErrorText } from '../messages';
import { CHECKOUT_NONCES, gatewayContext } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';
import { gatewayPageGlobals, paymentFieldsHtml } from './payment-fields';
import { formFields, renderPage } from './render';
import { safeRedirectPath } from './safe-redirect';

const ACCOUNT_CLASS = 'page woocommerce-account woocommerce-page';

/** The guest's answer: the login form, coming back here after logging in. */
async function loginPage(c: Context<ShopEnv>, title: string, back: string): Promise<Response> {
  const nonce = await shopOf(c).nonce(CHECKOUT_NONCES.login);
  return renderPage(c, { title, bodyClass: ACCOUNT_CLASS, content: accountLoginHtml(nonce, back) });
}

async function notice(c: Context<ShopEnv>, n: Notice): Promise<void> {
  const shop = shopOf(c);
  await addNotice(shop.db, (await shop.storedSession()).id, n);
}

async function paymentMethodsPage(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  if (customerId === null) return loginPage(c, 'Payment methods', ACCOUNT_PAYMENT_URLS.paymentMethods);
  const tokens = await tokensOfCustomer(shop.db, customerId);
  const rows = await Promise.all(
    tokens.map(async (t) => ({
      ...t,
      deleteNonce: await shop.nonce(PAYMENT_NONCES.deleteToken(t.id)),
      defaultNonce: await shop.nonce(PAYMENT_NONCES.defaultToken(t.id)),
    })),
  );
  return renderPage(c, {
    title: 'Payment methods',
    bodyClass: `${ACCOUNT_CLASS} woocommerce-payment-methods`,
    content: paymentMethodsPageHtml(rows, await shop.nonce(CHECKOUT_NONCES.logout)),
  });
}

/** delete-payment-method / set-default-payment-method links: nonce per token, then back to the list. */
function tokenAction(kind: 'delete' | 'default') {
  return async (c: Context<ShopEnv>): Promise<Response> => {
    const shop = shopOf(c);
    const customerId = await shop.customerId();
    if (customerId === null) return c.redirect(ACCOUNT_PAYMENT_URLS.paymentMethods, 302);
    const id = Number(c.req.param('id'));
    const action = kind === 'delete' ? PAYMENT_NONCES.deleteToken(id) : PAYMENT_NONCES.defaultToken(id);
    if (!Number.isInteger(id) || !(await shop.checkNonce(action, c.req.query('_wpnonce')))) {
      await notice(c, { type: 'error', text: ACCOUNT_PAYMENT_NOTICES.badNonce });
    } else {
      const ok =
        kind === 'delete' ? await deleteToken(shop.db, customerId, id) : await setDefaultToken(shop.db, customerId, id);
      const text = !ok
        ? ACCOUNT_PAYMENT_NOTICES.notFound
        : kind === 'delete'
          ? ACCOUNT_PAYMENT_NOTICES.deleted
          : ACCOUNT_PAYMENT_NOTICES.madeDefault;
      await notice(c, { type: ok ? 'success' : 'error', text });
    }
    return c.redirect(ACCOUNT_PAYMENT_URLS.paymentMethods, 302);
  };
}

/** Saves the card of a succeeded setup intent of this customer; the error text otherwise. */
async function finishSetup(c: Context<ShopEnv>, customerId: number, intent: IntentRow | null): Promise<string | null> {
  if (!intent || intent.kind !== 'setup' || intent.customer_id !== customerId) return ACCOUNT_PAYMENT_NOTICES.notFound;
  if (intent.status !== 'succeeded' || !intent.payment_method) return paymentErrorText(intent.last_payment_error);
  return (await saveToken(shopOf(c).db, customerId, intent.payment_method)) ? null : ACCOUNT_PAYMENT_NOTICES.notFound;
}

async function addPaymentMethodPage(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  if (customerId === null) return loginPage(c, 'Add payment method', ACCOUNT_PAYMENT_URLS.addPaymentMethod);
  // Back from the authentication page: finish the setup.
  const returning = c.req.query('wc-stripe-setup-intent');
  if (returning) {
    const error = await finishSetup(c, customerId, await getIntent(shop.db, returning));
    await notice(c, error ? { type: 'error', text: error } : { type: 'success', text: ACCOUNT_PAYMENT_NOTICES.added });
    return c.redirect(error ? ACCOUNT_PAYMENT_URLS.addPaymentMethod : ACCOUNT_PAYMENT_URLS.paymentMethods, 302);
  }
  const gateway = stripeGateway!;
  const ctx = gatewayContext(c);
  return renderPage(c, {
    title: 'Add payment method',
    bodyClass: `${ACCOUNT_CLASS} woocommerce-add-payment-method`,
    content: addPaymentMethodPageHtml(
      {
        title: gateway.title,
        description: gateway.description,
        fieldsHtml: paymentFieldsHtml(await gateway.paymentFields!(ctx, 'add-payment-method')),
        nonce: await shop.nonce(PAYMENT_NONCES.addPaymentMethod),
      },
      await shop.nonce(CHECKOUT_NONCES.logout),
    ),
    globals: await gatewayPageGlobals(gateway.id, ctx, 'add-payment-method'),
  });
}

/**
 * The add form's POST: with a succeeded setup intent (`wc-stripe-setup-intent`, confirmed by the page)
 * the card is saved; with only a payment method (`wc-stripe-payment-method`) the server creates and
 * confirms the setup intent itself, sending the shopper to authentication when the card asks for it.
 */
async function addPaymentMethodPost(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  if (customerId === null) return c.redirect(ACCOUNT_PAYMENT_URLS.paymentMethods, 303);
  const f = await formFields(c);
  const back = (text: string) =>
    notice(c, { type: 'error', text }).then(() => c.redirect(ACCOUNT_PAYMENT_URLS.addPaymentMethod, 303));
  if (!(await shop.checkNonce(PAYMENT_NONCES.addPaymentMethod, f['woocommerce-add-payment-method-nonce'])))
    return back(ACCOUNT_PAYMENT_NOTICES.badNonce);
  if (paymentConfig().provider !== 'local-double') return back(STRIPE_MODE_UNAVAILABLE);
  let error: string | null;
  if (f['wc-stripe-setup-intent']) {
    error = await finishSetup(c, customerId, await getIntent(shop.db, f['wc-stripe-setup-intent']));
  } else {
    const pm = (f['wc-stripe-payment-method'] ?? '').trim();
    if (!PAYMENT_METHOD_ID.test(pm)) return back(MISSING_PAYMENT_DETAILS);
    const session = await shop.session();
    const intent = await createIntent(shop.db, {
      kind: 'setup',
      amount: 0,
      currency: 'gbp',
      customerId,
      sessionId: session?.id ?? null,
    });
    const returnUrl = `${ACCOUNT_PAYMENT_URLS.addPaymentMethod}?wc-stripe-setup-intent=${intent.id}`;
    const done = await confirmIntent(shop.db, intent.id, { paymentMethod: pm, returnUrl });
    if (isDoubleError(done)) error = paymentErrorText(done.error);
    else if (done.failure) error = paymentErrorText(done.failure.error);
    else if (done.intent.status === 'requires_action')
      return c.redirect(safeRedirectPath(authenticationUrl(done.intent), ACCOUNT_PAYMENT_URLS.addPaymentMethod), 303);
    else error = await finishSetup(c, customerId, done.intent);
  }
  if (error) return back(error);
  await notice(c, { type: 'success', text: ACCOUNT_PAYMENT_NOTICES.added });
  return c.redirect(ACCOUNT_PAYMENT_URLS.paymentMethods, 303);
}

/** Routes of the payment side. */
export function paymentRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.route('/', paymentDoubleRoutes());
  r.get('/my-account/payment-methods', paymentMethodsPage);
  r.get('/my-account/add-payment-method', addPaymentMethodPage);
  r.post('/my-account/add-payment-method', addPaymentMethodPost);
  r.get('/my-account/delete-payment-method/:id', tokenAction('delete'));
  r.get('/my-account/set-default-payment-method/:id', tokenAction('default'));
  return r;
}
