/**
 * POST ?wc-ajax=checkout: nonce check, validation with the per-country rules, the order (lines, totals,
 * addresses, shipping, payment method, attribution), the account when asked for, then the chosen gateway's
 * processPayment. Idempotent per submission: requests of one session run one at a time, and the same form
 * posted again for the same basket (or after it was emptied by the order) answers the stored result.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ATTRIBUTION_FIELD_NAMES, FIELD_PREFIX } from '@storefront/attribution';
import { gatewaysFor } from '../payments/gateways';
import { shopPaymentTypes } from '../payments/config';
import type { PaymentResult } from '../payments/gateway-types';
import { completeFreeOrder, needsPayment } from '../payments/free-order';
import { clearCart, type Cart } from '../domain/cart';
import { saveCheckoutState, setCheckoutDestination } from '../domain/checkout-state';
import { validateAddresses, validateAgreements, type CheckoutError } from '../domain/checkout-validation';
import { clearCoupons } from '../domain/coupons';
import { createCustomer, emailTaken, saveCustomerAddresses } from '../domain/customers';
import { clipText, ORDER_NOTE_LIMIT } from '../domain/limits';
import { keyedLock } from '../domain/locks';
import {
  insertOrder,
  orderBySubmission,
  orderRef,
  setCheckoutResult,
  setOrderPaymentMethod,
  type Order,
} from '../domain/orders';
import type { Session } from '../domain/session';
import { CHECKOUT_NONCES, gatewayContext } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';
import { formFields } from './render';
import { CHECKOUT_MESSAGES, REQUEST_MESSAGES } from '../messages';
import { errorListHtml } from '../views/error-list';

/** The checkout's JSON answers. */
export type CheckoutAnswer =
  { result: 'success'; redirect: string } | { result: 'failure'; messages: string; refresh: boolean; reload: boolean };

const failure = (errors: CheckoutError[], o: { reload?: boolean; refresh?: boolean } = {}): CheckoutAnswer => ({
  result: 'failure',
  messages: errors.length ? errorListHtml(errors) : '',
  refresh: !!o.refresh,
  reload: !!o.reload,
});

/** How long a placed order answers a repeated identical submission. */
const REPEAT_WINDOW_MS = 15 * 60 * 1000;

// One checkout at a time per session, so racing identical posts see each other's order.
const sessionLock = keyedLock<string>();

/** A hash of the session and every posted field (order-independent). */
function fieldsKey(sessionId: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => [k, fields[k]]);
  return createHash('sha256')
    .update(sessionId)
    .update('\0')
    .update(JSON.stringify(canonical))
    .digest('hex')
    .slice(0, 40);
}

/** The earlier order of the same submission, when this post repeats it. */
async function repeatedOrder(c: Context<ShopEnv>, session: Session, key: string, cart: Cart): Promise<Order | null> {
  const db = shopOf(c).db;
  const r = await db.query<{ submission_key: string }>(
    `select submission_key from orders where session_id = $1 and submission_key like $2 and checkout_result is not null
       and created_at > now() - make_interval(secs => $3) order by id desc limit 1`,
    [session.id, `${key}:%`, REPEAT_WINDOW_MS / 1000],
  );
  const found = r.rows[0] ? await orderBySubmission(db, r.rows[0].submission_key) : null;
  if (!found) return null;
  // The same form for the same basket, or the basket this order emptied.
  return cart.lines.length === 0 || cart.hash === found.cartHash ? found : null;
}

/** The posted attribution fields (only the known ones, clipped). */
function attributionOf(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of ATTRIBUTION_FIELD_NAMES) {
    const v = fields[`${FIELD_PREFIX}${f}`];
    if (typeof v === 'string') out[f] = v.slice(0, 500);
  }
  return out;
}

/** Validates, creates the order and takes payment. Runs inside the session lock. */
async function placeOrder(
  c: Context<ShopEnv>,
  session: Session,
  fields: Record<string, string>,
): Promise<CheckoutAnswer> {
  const shop = shopOf(c);
  const key = fieldsKey(session.id, fields);
  let cart = await shop.cart(true);
  const repeat = await repeatedOrder(c, session, key, cart);
  if (repeat) return repeat.checkoutResult as CheckoutAnswer;
  if (cart.lines.length === 0) {
    return failure([{ html: REQUEST_MESSAGES.sessionExpired }], { reload: true });
  }

  const errors: CheckoutError[] = [];
  const loggedIn = session.customerId !== null;
  const addresses = validateAddresses(fields, errors);
  validateAgreements(fields, { loggedIn }, errors);
  const createAccount = !loggedIn && !!fields.createaccount;
  if (createAccount && addresses.billing.email && (await emailTaken(shop.db, addresses.billing.email))) {
    errors.push({ id: 'billing_email', html: CHECKOUT_MESSAGES.emailTaken });
  }

  // What was typed is kept for the next page view, valid or not.
  await saveCheckoutState(shop.db, session.id, {
    billing: addresses.billing,
    shipping: addresses.shipping,
    shipToDifferent: addresses.shipToDifferent,
    paymentMethod: (fields.payment_method ?? '').slice(0, 40),
  });
  await setCheckoutDestination(
    shop.db,
    session.id,
    addresses.shipToDifferent ? addresses.shipping : addresses.billing,
    fields['shipping_method[0]'] || undefined,
  );
  shop.cartChanged();
  cart = await shop.cart(true);

  // The basket may have gone out of date since it was filled (stock sold elsewhere).
  for (const l of cart.lines) {
    if (
      (l.variation ?? l.product).stock_status === 'outofstock' ||
      (typeof l.maxQty === 'number' && l.quantity > l.maxQty)
    ) {
      errors.push({ html: CHECKOUT_MESSAGES.outOfStock(l.name) });
    }
  }
  const rate =
    cart.shipping.rates.find((r) => r.id === fields['shipping_method[0]']) ??
    (fields['shipping_method[0]'] ? null : cart.shipping.chosen);
  if (cart.shipping.rates.length === 0) errors.push({ html: CHECKOUT_MESSAGES.noShipping });
  else if (!rate) errors.push({ html: CHECKOUT_MESSAGES.shippingMethod });

  // A free order (WooCommerce's needs_payment() false) takes no payment method: what is posted for one is ignored.
  const free = !!rate && !needsPayment(cart.subtotal - cart.discountTotal + rate.cost);
  const gateway = free
    ? null
    : gatewaysFor('checkout', addresses.billing.country, shopPaymentTypes(shop)).find(
        (g) => g.id === fields.payment_method,
      );
  if (!gateway && !free) errors.push({ id: 'payment_method', html: CHECKOUT_MESSAGES.paymentMethod });
  else for (const m of gateway?.validate?.(fields) ?? []) errors.push({ html: m });
  if (errors.length > 0 || (!gateway && !free) || !rate) return failure(errors);

  let customerId = session.customerId;
  if (createAccount) {
    const made = await createCustomer(shop.db, {
      email: addresses.billing.email ?? '',
      password: fields.account_password ?? '',
      firstName: addresses.billing.first_name ?? '',
      lastName: addresses.billing.last_name ?? '',
      billing: addresses.billing,
      shipping: addresses.shipping,
    });
    if (!made) return failure([{ id: 'billing_email', html: CHECKOUT_MESSAGES.emailTaken }]);
    customerId = made.id;
    await shop.logIn(made.id);
  }
  // The login above gave the visitor a new session id (the basket moved with it): the order belongs to that one.
  const current = (await shop.session()) ?? session;

  const plainKey = `${key}:${cart.hash}`;
  const submissionKey = (await orderBySubmission(shop.db, plainKey)) ? `${plainKey}:${Date.now()}` : plainKey;
  const order = await insertOrder(shop.db, {
    subtotal: cart.subtotal,
    discountTotal: cart.discountTotal,
    shippingTotal: rate.cost,
    total: cart.subtotal - cart.discountTotal + rate.cost,
    items: cart.lines.map((l) => ({
      product_id: l.product.id,
      variation_id: l.variation?.id ?? 0,
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      subtotal: l.lineTotal,
      total: l.lineTotal,
    })),
    coupons: cart.coupons.map((cp) => ({ code: cp.code, discount: cp.discount })),
    shippingLines: [{ method_id: rate.id, label: rate.label, total: rate.cost }],
    billing: addresses.billing,
    shipping: addresses.shipping,
    customerNote: clipText(fields.order_comments, ORDER_NOTE_LIMIT),
    customerId,
    sessionId: current.id,
    paymentMethod: gateway?.id ?? '',
    paymentMethodTitle: gateway?.title ?? '',
    attribution: attributionOf(fields),
    cartHash: cart.hash,
    submissionKey,
  });
  if (gateway) await setOrderPaymentMethod(shop.db, order.id, gateway.id, gateway.title);

  let result: PaymentResult;
  try {
    result = gateway
      ? await gateway.processPayment(gatewayContext(c), orderRef(order), fields)
      : ((await completeFreeOrder(shop.db, order)) ?? { result: 'failure', messages: [] });
  } catch (err) {
    console.error('[checkout] payment failed', err);
    result = { result: 'failure', messages: [] };
  }
  const answer: CheckoutAnswer =
    result.result === 'success'
      ? { result: 'success', redirect: result.redirect }
      : failure(
          result.messages.map((m) => ({ html: m })),
          {},
        );
  if (result.result === 'success') {
    // A '#…' redirect means the payment still needs the shopper (e.g. card authentication): the basket stays until
    // the payment flow confirms the order (wc_stripe_update_order_status empties it then), as the provider's plugin does;
    // so does a bank redirect until the shopper is back paid (the order-received page empties it then).
    if (!result.redirect.startsWith('#') && !result.awaitingShopper) {
      await clearCart(shop.db, current.id);
      await clearCoupons(shop.db, current.id);
    }
    if (customerId) await saveCustomerAddresses(shop.db, customerId, addresses.billing, addresses.shipping);
    shop.cartChanged();
    // Only a success is replayed: after a failed payment the shopper may try again.
    await setCheckoutResult(shop.db, order.id, answer);
  }
  return answer;
}

/**
 * Runs a checkout submission (the ajax endpoint and the form's no-JavaScript post). A missing session or a
 * wrong nonce answers a failure with status 403 and changes nothing.
 */
export async function submitCheckout(
  c: Context<ShopEnv>,
  fields: Record<string, string>,
): Promise<{ status: 200 | 403; answer: CheckoutAnswer }> {
  const shop = shopOf(c);
  const session = await shop.session();
  if (!session) {
    return { status: 403, answer: failure([{ html: REQUEST_MESSAGES.sessionExpired }], { reload: true }) };
  }
  if (!(await shop.checkNonce(CHECKOUT_NONCES.process, fields['woocommerce-process-checkout-nonce']))) {
    return { status: 403, answer: failure([{ html: REQUEST_MESSAGES.badNonce }]) };
  }
  return { status: 200, answer: await sessionLock.run(session.id, () => placeOrder(c, session, fields)) };
}

/**
 * Places an order from fields whose request was already authorised by its caller (the Store API checkout checks its
 * own nonces): the same validation, order, gateway and idempotency as the classic checkout.
 */
export const placeAuthorisedOrder = (
  c: Context<ShopEnv>,
  session: Session,
  fields: Record<string, string>,
): Promise<CheckoutAnswer> => sessionLock.run(session.id, () => placeOrder(c, session, fields));

/** POST ?wc-ajax=checkout. */
export async function checkoutEndpoint(c: Context<ShopEnv>): Promise<Response> {
  const { status, answer } = await submitCheckout(c, c.req.method === 'POST' ? await formFields(c) : {});
  return c.json(answer, status);
}
