/**
 * The card payment flow over the payment double, shared by the gateway's processPayment and the
 * wc_stripe_* endpoints: find or create the order's intent, confirm it with the card, and finish a
 * succeeded intent — the only way an order becomes paid (`orders.markPaid`, once).
 */
import type { GatewayContext, OrderRef } from '../payments/gateway-types';
import {
  confirmIntent,
  createIntent,
  getIntent,
  getPaymentMethod,
  isDoubleError,
  openIntentOfOrder,
  succeededIntentOfOrder,
  updateIntent,
} from '../payments/payment-double/engine';
import type { IntentRow } from '../payments/payment-double/objects';
import { processingIntentOfOrder } from '../payments/payment-double/debit';
import { MISSING_PAYMENT_DETAILS, paymentErrorText } from '../messages';
import { keepSavedMethod } from '../payments/save-methods';
import { gatewayIdOf } from '@storefront/payments/method-types';
import { keyedLock } from './locks';

/** Whether an order of this total is paid through a setup intent (spec: setup mode when the total is below 1). */
export const usesSetupIntent = (total: number): boolean => total < 1;

/** Whether an intent may be used for an order: its own, or a fresh one of the same session not tied to any order. */
export function intentFitsOrder(intent: IntentRow, order: OrderRef, sessionId: string | null): boolean {
  if (intent.order_id !== null) return intent.order_id === order.id;
  return sessionId !== null && intent.session_id === sessionId && intent.customer_id === order.customerId;
}

/** Whether a succeeded intent really pays this order (right order, amount and currency). */
export function intentPaysOrder(intent: IntentRow, order: OrderRef): boolean {
  if (intent.status !== 'succeeded' || intent.order_id !== order.id) return false;
  if (intent.kind === 'setup') return usesSetupIntent(order.total);
  return intent.amount === order.total && intent.currency === order.currency.toLowerCase();
}

/**
 * Finishes a succeeded intent for its order: saves the card when the shopper asked (logged-in customer),
 * then marks the order paid once. @returns false when the intent does not pay the order.
 */
export async function finishIntent(ctx: GatewayContext, order: OrderRef, intent: IntentRow): Promise<boolean> {
  if (!intentPaysOrder(intent, order)) return false;
  await keepSavedMethod(ctx, order, intent, gatewayIdOf(intent.payment_method_type));
  await ctx.orders.markPaid(order.id, intent.id);
  return true;
}

/** What a payment attempt ended in. */
export type Attempt =
  | { outcome: 'paid'; intent: IntentRow }
  | { outcome: 'action'; intent: IntentRow }
  /** A debit: confirmed, the provider debits the account later. */
  | { outcome: 'processing'; intent: IntentRow }
  | { outcome: 'failed'; message: string; intent: IntentRow | null };

/** What the shopper gave for an attempt. */
export interface AttemptInput {
  paymentMethodId: string;
  /** The payment type the shopper chose (the gateway's): the payment method must be of it. */
  paymentMethodType: string;
  /** An intent the page created before (wc_payment_intent_id), reused when it fits the order. */
  intentId?: string | null;
  savePaymentMethod: boolean;
  /** BLIK: the code from the shopper's bank app, confirmed with the payment. */
  blikCode?: string;
  /** Where the authentication page sends the shopper back (it may carry the intent's client secret). */
  returnUrl: (intent: IntentRow) => string;
}

/** The order's intent to confirm: the given one if it fits, else its open one, else a new one. */
async function intentFor(ctx: GatewayContext, order: OrderRef, input: AttemptInput): Promise<IntentRow> {
  const db = ctx.shop.db;
  const session = await ctx.shop.session();
  const kind = usesSetupIntent(order.total) ? 'setup' : 'payment';
  const given = input.intentId ? await getIntent(db, input.intentId) : null;
  const candidates = [
    given && intentFitsOrder(given, order, session?.id ?? null) ? given : null,
    await openIntentOfOrder(db, order.id),
  ];
  for (const c of candidates) {
    if (!c || c.kind !== kind || c.payment_method_type !== input.paymentMethodType) continue;
    const updated = await updateIntent(db, c.id, {
      amount: kind === 'payment' ? order.total : undefined,
      orderId: order.id,
      savePaymentMethod: input.savePaymentMethod,
      setupFutureUsage: kind === 'payment' ? (input.savePaymentMethod ? 'off_session' : null) : undefined,
    });
    if (updated) return updated;
    // A requires_action intent can be confirmed again with the new card.
    if (c.status === 'requires_action') return c;
  }
  return createIntent(db, {
    kind,
    amount: order.total,
    currency: order.currency,
    orderId: order.id,
    customerId: order.customerId,
    sessionId: session?.id ?? null,
    savePaymentMethod: input.savePaymentMethod,
    setupFutureUsage: input.savePaymentMethod ? 'off_session' : null,
    paymentMethodType: input.paymentMethodType,
  });
}

/**
 * Takes payment for an order with a payment method: confirms the order's intent; a success finishes it
 * (order paid once), a card failure marks the order failed with the spec's message, authentication
 * leaves the intent waiting (requires_action).
 */
export function attemptPayment(ctx: GatewayContext, order: OrderRef, input: AttemptInput): Promise<Attempt> {
  return orderLock.run(order.id, () => attemptLocked(ctx, order, input));
}

/** Attempts running per order, so two submissions racing (a double click on order-pay) cannot both charge. */
const orderLock = keyedLock<number>();

async function attemptLocked(ctx: GatewayContext, order: OrderRef, input: AttemptInput): Promise<Attempt> {
  // Already paid by an earlier attempt: charge nothing again.
  const paid = await succeededIntentOfOrder(ctx.shop.db, order.id);
  if (paid && intentPaysOrder(paid, order)) {
    await finishIntent(ctx, order, paid);
    return { outcome: 'paid', intent: paid };
  }
  // A debit already under way for this order (a repeated submission): nothing is debited again.
  const debiting = await processingIntentOfOrder(ctx.shop.db, order.id);
  if (debiting) return { outcome: 'processing', intent: debiting };
  const method = await getPaymentMethod(ctx.shop.db, input.paymentMethodId);
  if (method && method.type !== input.paymentMethodType) {
    return { outcome: 'failed', message: MISSING_PAYMENT_DETAILS, intent: null };
  }
  const intent = await intentFor(ctx, order, input);
  const done = await confirmIntent(ctx.shop.db, intent.id, {
    paymentMethod: input.paymentMethodId,
    returnUrl: input.returnUrl(intent),
    blikCode: input.blikCode,
  });
  if (isDoubleError(done)) {
    const message = paymentErrorText(done.error);
    await ctx.orders.markFailed(order.id, `Card payment failed: ${done.error.message} (${intent.id}).`);
    return { outcome: 'failed', message, intent: await getIntent(ctx.shop.db, intent.id) };
  }
  if (done.failure) {
    await ctx.orders.markFailed(order.id, `Card payment failed: ${done.failure.error.message} (${intent.id}).`);
    return { outcome: 'failed', message: paymentErrorText(done.failure.error), intent: done.intent };
  }
  if (done.intent.status === 'requires_action') return { outcome: 'action', intent: done.intent };
  if (done.intent.status === 'processing') return { outcome: 'processing', intent: done.intent };
  if (await finishIntent(ctx, order, done.intent)) return { outcome: 'paid', intent: done.intent };
  return { outcome: 'failed', message: paymentErrorText(null), intent: done.intent };
}

/** What the return from a redirect method's authorisation page ended in. */
export type RedirectReturn = 'paid' | { failed: string } | 'ignored';

/**
 * The shopper is back from a redirect method's authorisation page on the order-received URL, with the intent's
 * parameters (`payment_intent`, `payment_intent_client_secret`). A succeeded intent of this order pays it (once);
 * a failed one marks it failed and gives the spec's message for its error. Anything else (no such intent, another
 * order's, a wrong secret, still waiting, an order already paid) changes nothing: 'ignored'.
 */
export function finishRedirectReturn(
  ctx: GatewayContext,
  order: OrderRef,
  intentId: string,
  clientSecret: string,
): Promise<RedirectReturn> {
  return orderLock.run(order.id, async () => {
    const intent = await getIntent(ctx.shop.db, intentId);
    if (!intent || intent.order_id !== order.id || intent.client_secret !== clientSecret) return 'ignored';
    if (intent.status === 'succeeded') return (await finishIntent(ctx, order, intent)) ? 'paid' : 'ignored';
    if (intent.status !== 'requires_payment_method' || !intent.last_payment_error) return 'ignored';
    if (order.status !== 'pending' && order.status !== 'failed') return 'ignored';
    await ctx.orders.markFailed(order.id, `Payment failed: ${intent.last_payment_error.message} (${intent.id}).`);
    return { failed: paymentErrorText(intent.last_payment_error) };
  });
}
