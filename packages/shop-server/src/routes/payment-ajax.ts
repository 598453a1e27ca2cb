/**
 * The payment flow's wc-ajax endpoints (`wc_stripe_*`, spec §7 "Payment") and admin-ajax action
 * (`wc_stripe_create_and_confirm_setup_intent`). Every call checks its own nonce (`_ajax_nonce`, or
 * `security`) and is refused with 403 `{ success: false }` otherwise, changing nothing.
 */
import type { Context } from 'hono';
import {
  ACCOUNT_PAYMENT_URLS,
  PAYMENT_NONCES,
  STRIPE_MODE_UNAVAILABLE,
  paymentConfig,
  shopPaymentTypes,
} from '../payments/config';
import type { GatewayContext, OrderRef } from '../payments/gateway-types';
import { confirmIntent, createIntent, getIntent, isDoubleError, updateIntent } from '../payments/payment-double/engine';
import { intentJson, type IntentRow } from '../payments/payment-double/objects';
import { getOrder, PAYABLE_STATUSES } from '../domain/orders';
import { clearCart } from '../domain/cart';
import { clearCoupons } from '../domain/coupons';
import { finishIntent, intentFitsOrder, usesSetupIntent } from '../domain/payment-flow';
import { parseAppearance, saveAppearance, validThemeName } from '../domain/payment-settings';
import { esc } from '../views/format';
import {
  ACCOUNT_PAYMENT_NOTICES,
  CHANGE_PAYMENT_NOTICES,
  GENERAL_PAYMENT_ERROR,
  paymentErrorText,
  REQUEST_MESSAGES,
} from '../messages';
import { intentChangesSubscription, putCardOnSubscription } from '../payments/change-payment';
import { addNotice } from '../domain/session';
import { subscriptionOfCustomer, viewSubscriptionUrl } from '../domain/subscriptions';
import { gatewayContext } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';
import { formFields } from './render';

type Handler = (c: Context<ShopEnv>) => Promise<Response>;

/** The answer to an intent asked for a payment type the shop does not offer. */
const UNKNOWN_TYPE = 'This payment method is not available.';
type Fields = Record<string, string>;

/** `{ success: false, data: { error: { message } } }` (WooCommerce's wp_send_json_error shape). */
export const errorJson = (c: Context<ShopEnv>, message: string, status: 200 | 400 | 403 | 404 | 503 = 200): Response =>
  c.json({ success: false, data: { error: { message } } }, status);

/** Wraps a handler: POST fields, nonce check, provider mode check. */
function guarded(
  action: string,
  handle: (c: Context<ShopEnv>, f: Fields, ctx: GatewayContext) => Promise<Response>,
  needsDouble = true,
): (c: Context<ShopEnv>, fields?: Fields) => Promise<Response> {
  return async (c, given) => {
    const f = given ?? (c.req.method === 'POST' ? await formFields(c) : {});
    const shop = shopOf(c);
    if (!(await shop.checkNonce(action, f._ajax_nonce ?? f.security)))
      return errorJson(c, REQUEST_MESSAGES.badNonce, 403);
    if (needsDouble && paymentConfig().provider !== 'local-double') return errorJson(c, STRIPE_MODE_UNAVAILABLE, 503);
    return handle(c, f, gatewayContext(c));
  };
}

/** The order when this visitor placed it (same session or same logged-in customer); null for others' and unknown ones. */
async function visitorsOrder(ctx: GatewayContext, id: number): Promise<OrderRef | null> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const order = await getOrder(ctx.shop.db, id);
  if (!order) return null;
  const session = await ctx.shop.session();
  const customerId = await ctx.shop.customerId();
  const mine = (session && order.sessionId === session.id) || (customerId !== null && order.customerId === customerId);
  return mine ? ctx.orders.get(id) : null;
}

const intentData = (i: IntentRow): Record<string, unknown> => ({
  id: i.id,
  client_secret: i.client_secret,
  status: i.status,
});

/** The payment method type an intent is asked for: an enabled type of the shop, 'card' when none is named. */
function askedType(c: Context<ShopEnv>, f: Fields): string | null {
  const type = f.payment_method_type || 'card';
  return shopPaymentTypes(shopOf(c)).includes(type) ? type : null;
}

/** init_setup_intent: a setup intent for the logged-in customer (adding a card). */
const initSetupIntent = guarded(PAYMENT_NONCES.createSetupIntent, async (c, f, ctx) => {
  const customerId = await ctx.shop.customerId();
  if (customerId === null) return errorJson(c, ACCOUNT_PAYMENT_NOTICES.logInToSave);
  const paymentMethodType = askedType(c, f);
  if (!paymentMethodType) return errorJson(c, UNKNOWN_TYPE);
  const session = await ctx.shop.session();
  const intent = await createIntent(ctx.shop.db, {
    kind: 'setup',
    amount: 0,
    currency: 'gbp',
    customerId,
    sessionId: session?.id ?? null,
    paymentMethodType,
  });
  return c.json({ success: true, data: intentData(intent) });
});

/** create_payment_intent: an intent for the visitor's order (stripe_order_id) or basket. */
const createPaymentIntent = guarded(PAYMENT_NONCES.createPaymentIntent, async (c, f, ctx) => {
  const paymentMethodType = askedType(c, f);
  if (!paymentMethodType) return errorJson(c, UNKNOWN_TYPE);
  const session = await ctx.shop.ensureSession();
  const customerId = await ctx.shop.customerId();
  let order: OrderRef | null = null;
  if (f.stripe_order_id) {
    order = await visitorsOrder(ctx, Number(f.stripe_order_id));
    if (!order || !PAYABLE_STATUSES.includes(order.status)) return errorJson(c, 'This order cannot be paid for.');
  }
  const total = order ? order.total : (await ctx.shop.cart()).total;
  if (!order && total <= 0) return errorJson(c, 'Your basket is empty.');
  const intent = await createIntent(ctx.shop.db, {
    kind: usesSetupIntent(total) ? 'setup' : 'payment',
    amount: total,
    currency: order?.currency ?? 'gbp',
    orderId: order?.id ?? null,
    customerId: order ? order.customerId : customerId,
    sessionId: session.id,
    paymentMethodType,
  });
  return c.json({ success: true, data: intentData(intent) });
});

/** Once a confirmed payment completes an order placed by this visitor, their basket and coupons are emptied. */
async function emptyBasketAfterPayment(ctx: GatewayContext): Promise<void> {
  const session = await ctx.shop.session();
  if (!session) return;
  await clearCart(ctx.shop.db, session.id);
  await clearCoupons(ctx.shop.db, session.id);
  ctx.shop.cartChanged();
}

const failureMessages = (message: string): string =>
  `<ul class="woocommerce-error" role="alert"><li>${esc(message)}</li></ul>`;

/** update_payment_intent: ties an unconfirmed intent to the order, at its total, with the save choice. */
const updatePaymentIntent = guarded(PAYMENT_NONCES.updatePaymentIntent, async (c, f, ctx) => {
  const intentId = f.wc_payment_intent_id ?? '';
  if (intentId.startsWith('seti_')) return c.json({ result: 'success' });
  const order = await visitorsOrder(ctx, Number(f.stripe_order_id));
  const intent = intentId ? await getIntent(ctx.shop.db, intentId) : null;
  const session = await ctx.shop.session();
  if (!order || !intent || intent.kind !== 'payment' || !intentFitsOrder(intent, order, session?.id ?? null)) {
    return c.json({ result: 'failure', messages: failureMessages(GENERAL_PAYMENT_ERROR) });
  }
  const save = (f.save_payment_method === 'yes' || f.save_payment_method === 'true') && order.customerId !== null;
  const updated = await updateIntent(ctx.shop.db, intent.id, {
    amount: order.total,
    orderId: order.id,
    savePaymentMethod: save,
    setupFutureUsage: save ? 'off_session' : null,
  });
  return updated
    ? c.json({ result: 'success' })
    : c.json({ result: 'failure', messages: failureMessages(GENERAL_PAYMENT_ERROR) });
});

/**
 * update_order_status: after the page confirmed the order's intent (hash flow). Pays the order only when
 * the intent really succeeded for it; idempotent (a second call finds it paid and answers the same URL).
 */
const updateOrderStatus = guarded(PAYMENT_NONCES.updateOrderStatus, async (c, f, ctx) => {
  // Another visitor's order gets the same answer as an unknown one.
  const order = await visitorsOrder(ctx, Number(f.order_id));
  const intent = f.intent_id ? await getIntent(ctx.shop.db, f.intent_id) : null;
  if (!order || !intent || intent.order_id !== order.id) return errorJson(c, GENERAL_PAYMENT_ERROR);
  if (intent.status === 'succeeded') {
    if (!(await finishIntent(ctx, order, intent))) return errorJson(c, GENERAL_PAYMENT_ERROR);
    await emptyBasketAfterPayment(ctx);
    return c.json({ success: true, data: { return_url: ctx.orders.receivedUrl(order) } });
  }
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    await ctx.orders.markFailed(order.id, `Card payment failed: ${intent.last_payment_error.message} (${intent.id}).`);
    return errorJson(c, paymentErrorText(intent.last_payment_error));
  }
  return errorJson(c, 'The payment has not been completed yet. Please try again.');
});

/**
 * confirm_change_payment: after the page confirmed a setup intent for a subscription's new card (the
 * `#wc-stripe-confirm-si:…` hash of the change-payment page). Saves the card, renews the customer's subscription
 * with it and answers the subscription's page.
 */
const confirmChangePayment = guarded(PAYMENT_NONCES.confirmChangePayment, async (c, f, ctx) => {
  const customerId = await ctx.shop.customerId();
  const sub = customerId === null ? null : await subscriptionOfCustomer(ctx.shop.db, customerId, Number(f.order_id));
  const intent = f.intent_id ? await getIntent(ctx.shop.db, f.intent_id) : null;
  if (!sub || !intent || !intentChangesSubscription(intent, sub)) return errorJson(c, GENERAL_PAYMENT_ERROR);
  if (intent.status !== 'succeeded' || !intent.payment_method)
    return errorJson(c, paymentErrorText(intent.last_payment_error));
  if (!(await putCardOnSubscription(ctx, sub, intent.payment_method))) return errorJson(c, GENERAL_PAYMENT_ERROR);
  await addNotice(ctx.shop.db, (await ctx.shop.storedSession()).id, {
    type: 'success',
    text: CHANGE_PAYMENT_NOTICES.updated,
  });
  return c.json({ success: true, data: { return_url: viewSubscriptionUrl(sub.id) } });
});

/** update_failed_order: the page reports a failed confirmation; the order is marked failed (or paid if the intent succeeded after all). */
const updateFailedOrder = guarded(PAYMENT_NONCES.updateFailedOrder, async (c, f, ctx) => {
  const order = await visitorsOrder(ctx, Number(f.order_id));
  const intent = f.intent_id ? await getIntent(ctx.shop.db, f.intent_id) : null;
  if (!order || !intent || intent.order_id !== order.id) return c.json({ success: false });
  if (intent.status === 'succeeded') await finishIntent(ctx, order, intent);
  else if (PAYABLE_STATUSES.includes(order.status)) {
    await ctx.orders.markFailed(
      order.id,
      `Card payment not completed (${intent.id}${intent.last_payment_error ? `: ${intent.last_payment_error.message}` : ''}).`,
    );
  }
  return c.json({ success: true });
});

/**
 * save_appearance: keeps the form appearance the page computed from the theme, for this visitor's session only,
 * when every key and value passes the allow-list (@storefront/payments/appearance); anything else is refused.
 */
const saveAppearanceEndpoint = guarded(
  PAYMENT_NONCES.saveAppearance,
  async (c, f, ctx) => {
    const theme = f.theme_name ?? '';
    const value = parseAppearance(f.appearance ?? '');
    if (!value || !validThemeName(theme)) return errorJson(c, 'The appearance could not be saved.', 400);
    const session = await ctx.shop.storedSession();
    await saveAppearance(
      ctx.shop.db,
      session.id,
      ['true', '1', 'yes'].includes(f.is_block_checkout ?? ''),
      theme,
      value,
    );
    return c.json({ success: true });
  },
  false,
);

/**
 * admin-ajax wc_stripe_create_and_confirm_setup_intent: adds a card for the logged-in customer — creates
 * and confirms a setup intent with the page's payment method and answers its status and next action.
 */
const createAndConfirmSetupIntent = guarded(PAYMENT_NONCES.createAndConfirmSetupIntent, async (c, f, ctx) => {
  const customerId = await ctx.shop.customerId();
  if (customerId === null) return errorJson(c, ACCOUNT_PAYMENT_NOTICES.logInToSave);
  const pm = f['wc-stripe-payment-method'] ?? '';
  const session = await ctx.shop.session();
  const intent = await createIntent(ctx.shop.db, {
    kind: 'setup',
    amount: 0,
    currency: 'gbp',
    customerId,
    sessionId: session?.id ?? null,
  });
  const returnUrl = `${ACCOUNT_PAYMENT_URLS.addPaymentMethod}?wc-stripe-setup-intent=${intent.id}`;
  const done = await confirmIntent(ctx.shop.db, intent.id, { paymentMethod: pm, returnUrl });
  if (isDoubleError(done)) return errorJson(c, paymentErrorText(done.error));
  if (done.failure) return errorJson(c, paymentErrorText(done.failure.error));
  const json = intentJson(done.intent);
  return c.json({
    success: true,
    data: {
      ...intentData(done.intent),
      next_action: json.next_action,
      payment_type: f['wc-stripe-payment-type'] || 'card',
      return_url: returnUrl,
    },
  });
});

/** wc-ajax handlers of the payment flow. */
export const PAYMENT_WC_AJAX: Record<string, Handler> = {
  wc_stripe_init_setup_intent: (c) => initSetupIntent(c),
  wc_stripe_create_payment_intent: (c) => createPaymentIntent(c),
  wc_stripe_update_payment_intent: (c) => updatePaymentIntent(c),
  wc_stripe_update_order_status: (c) => updateOrderStatus(c),
  wc_stripe_confirm_change_payment: (c) => confirmChangePayment(c),
  wc_stripe_update_failed_order: (c) => updateFailedOrder(c),
  wc_stripe_save_appearance: (c) => saveAppearanceEndpoint(c),
};

/** admin-ajax actions of the payment flow (fields already parsed). */
export const PAYMENT_ADMIN_AJAX: Record<string, (c: Context<ShopEnv>, fields: Fields) => Promise<Response>> = {
  wc_stripe_create_and_confirm_setup_intent: (c, fields) => createAndConfirmSetupIntent(c, fields),
};
