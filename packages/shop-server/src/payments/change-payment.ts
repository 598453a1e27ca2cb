/**
 * Changing the card a subscription renews with (WooCommerce Subscriptions' change-payment-method page, the card
 * gateway's setup-intent flow). A saved card is used as it is; a new one is confirmed with a setup intent for the
 * customer (no charge), then saved and put on the subscription. A card that asks for authentication comes back
 * through the `#wc-stripe-confirm-si:…` hash, whose confirm_change_payment call finishes the change.
 */
import { saveToken, tokenLabel, tokenOfCustomer } from '../domain/payment-tokens';
import { setSubscriptionCard, viewSubscriptionUrl, type Subscription } from '../domain/subscriptions';
import { ACCOUNT_PAYMENT_NOTICES, MISSING_PAYMENT_DETAILS, paymentErrorText } from '../messages';
import { CARD_GATEWAY_ID, PAYMENT_METHOD_ID, PAYMENT_NONCES, STRIPE_MODE_UNAVAILABLE, paymentConfig } from './config';
import type { GatewayContext, PaymentResult } from './gateway-types';
import { confirmIntent, createIntent, isDoubleError } from './payment-double/engine';
import type { IntentRow } from './payment-double/objects';
import { confirmHash } from './stripe-gateway';

/** The nonce action of the change form's `_wcsnonce` field. */
export const CHANGE_PAYMENT_NONCE = 'wcs_change_payment_method';

const failure = (message: string): PaymentResult => ({ result: 'failure', messages: [message] });

const NOT_FOUND = ACCOUNT_PAYMENT_NOTICES.notFound;

/**
 * Saves the customer's card `paymentMethodId` (once) and renews `sub` with it; false when the card is not the
 * customer's.
 */
export async function putCardOnSubscription(
  ctx: GatewayContext,
  sub: Subscription,
  paymentMethodId: string,
): Promise<boolean> {
  const token = await saveToken(ctx.shop.db, sub.customerId, paymentMethodId);
  if (!token) return false;
  await setSubscriptionCard(ctx.shop.db, sub.id, {
    gatewayId: CARD_GATEWAY_ID,
    paymentMethodId: token.paymentMethodId,
    title: tokenLabel(token),
  });
  return true;
}

/** Whether `intent` is a setup intent made for changing `sub`'s card. */
export const intentChangesSubscription = (intent: IntentRow, sub: Subscription): boolean =>
  intent.kind === 'setup' && intent.customer_id === sub.customerId && intent.order_id === sub.id;

/**
 * The change form's post with the card gateway: `page` is the change page (same origin, without hash), where a
 * card needing authentication is sent with the confirm hash.
 */
export async function changeSubscriptionCard(
  ctx: GatewayContext,
  sub: Subscription,
  fields: Record<string, string>,
  page: string,
): Promise<PaymentResult> {
  const done: PaymentResult = { result: 'success', redirect: viewSubscriptionUrl(sub.id) };
  const tokenField = fields['wc-stripe-payment-token'] ?? '';
  if (tokenField && tokenField !== 'new') {
    const token = await tokenOfCustomer(ctx.shop.db, sub.customerId, Number(tokenField), 'stripe');
    if (!token) return failure(NOT_FOUND);
    return (await putCardOnSubscription(ctx, sub, token.paymentMethodId)) ? done : failure(NOT_FOUND);
  }
  if (paymentConfig().provider !== 'local-double') return failure(STRIPE_MODE_UNAVAILABLE);
  const paymentMethod = (fields['wc-stripe-payment-method'] ?? '').trim();
  if (!PAYMENT_METHOD_ID.test(paymentMethod)) return failure(MISSING_PAYMENT_DETAILS);
  const db = ctx.shop.db;
  const intent = await createIntent(db, {
    kind: 'setup',
    amount: 0,
    currency: sub.currency.toLowerCase(),
    orderId: sub.id,
    customerId: sub.customerId,
    sessionId: (await ctx.shop.session())?.id ?? null,
  });
  const hash = confirmHash(sub.id, intent, await ctx.shop.nonce(PAYMENT_NONCES.confirmChangePayment));
  const confirmed = await confirmIntent(db, intent.id, { paymentMethod, returnUrl: page + hash });
  if (isDoubleError(confirmed)) return failure(paymentErrorText(confirmed.error));
  if (confirmed.failure) return failure(paymentErrorText(confirmed.failure.error));
  if (confirmed.intent.status === 'requires_action') return { result: 'success', redirect: page + hash };
  if (confirmed.intent.status !== 'succeeded') return failure(paymentErrorText(null));
  return (await putCardOnSubscription(ctx, sub, paymentMethod)) ? done : failure(NOT_FOUND);
}
