/**
 * The gateways of the voucher and wallet types (`stripe_{type}`, split mode; spec §2 'URL hash fragments'). The page
 * creates a payment method of the type; the gateway creates the order's intent with it on the provider (not
 * confirmed) and answers the hash the page confirms it with: `#wc-stripe-voucher-…` (the provider shows the voucher,
 * then the page goes to the order-received page, where the order waits on-hold) or `#wc-stripe-wallet-…` (the
 * provider's authorisation page, back through the return URL, where the intent's outcome pays or fails the order).
 * Return URLs carry `utm_nooverride=1`, so analytics keep the shop as the order's source. Cash App Pay can be saved
 * (issue 18): a new method with the save box ticked is set up for future use; a saved one is charged off-session, with
 * no wallet step.
 */
import { attemptPayment, intentPaysOrder, usesSetupIntent } from '../domain/payment-flow';
import { MISSING_PAYMENT_DETAILS, PAYMENT_MESSAGES, paymentErrorText } from '../messages';
import { PAYMENT_METHOD_ID, PAYMENT_NONCES, STRIPE_MODE_UNAVAILABLE, gatewayIdOf, paymentConfig } from './config';
import type { GatewayContext, OrderRef, PaymentGateway, PaymentResult, PaymentScreen } from './gateway-types';
import { createIntent, getPaymentMethod, succeededIntentOfOrder } from './payment-double/engine';
import { isVoucherType } from './payment-double/voucher-wallet';
import type { IntentRow } from './payment-double/objects';
import { isPagePost, pageUrl } from './stripe-gateway';
import { postsSavedMethod, savedChoice, savedMethodFields, savesType } from './save-methods';
import { VOUCHER_WALLET_FACTS } from './voucher-wallet-configs';

/** The box note of a voucher type while the double is the provider. */
export const DOUBLE_VOUCHER_NOTE =
  'Test payments: the local payment double shows a test voucher; no real payment is taken, so the order stays on hold.';

/** The box note of a wallet type while the double is the provider. */
export const DOUBLE_WALLET_NOTE =
  'Test payments: the local payment double shows an authorisation page in place of the wallet, where you authorise or fail the payment.';

/** Whether `type` has a voucher or wallet gateway. */
export const isVoucherWalletGateway = (type: string): boolean => type in VOUCHER_WALLET_FACTS;

const failure = (message: string): PaymentResult => ({ result: 'failure', messages: [message] });

/** The order-received URL with `extra` query parameters and `utm_nooverride=1`. */
export const returnUrlOf = (ctx: GatewayContext, order: OrderRef, extra = ''): string =>
  `${ctx.orders.receivedUrl(order)}${extra}&utm_nooverride=1`;

/** `#wc-stripe-voucher-{order_id}:{type}:{client_secret}:{redirect_url}` (the URL percent-encoded). */
export const voucherHash = (orderId: number, type: string, secret: string, redirectUrl: string): string =>
  `#wc-stripe-voucher-${orderId}:${type}:${secret}:${encodeURIComponent(redirectUrl)}`;

/** `#wc-stripe-wallet-{order_id}:{type}:{intent_kind}:{client_secret}:{return_url}:{nonce}`. */
export const walletHash = (
  orderId: number,
  type: string,
  intent: Pick<IntentRow, 'kind' | 'client_secret'>,
  returnUrl: string,
  nonce: string,
): string =>
  `#wc-stripe-wallet-${orderId}:${type}:${intent.kind === 'setup' ? 'setup_intent' : 'payment_intent'}:` +
  `${intent.client_secret}:${encodeURIComponent(returnUrl)}:${nonce}`;

/** The amount a form of this screen pays, in minor units (the basket's at checkout, the order's on order-pay). */
async function amountOf(ctx: GatewayContext, screen: PaymentScreen): Promise<number> {
  if (screen === 'checkout') return (await ctx.shop.cart()).total;
  const m = /\/order-pay\/(\d+)/.exec(new URL(ctx.request.url).pathname);
  return (m && (await ctx.orders.get(Number(m[1])))?.total) || 0;
}

/** The gateway of a voucher or wallet `type`. */
export function voucherWalletGateway(type: string): PaymentGateway {
  const id = gatewayIdOf(type);
  const facts = VOUCHER_WALLET_FACTS[type]!;
  const voucher = isVoucherType(type);
  return {
    id,
    title: facts.title,
    description: facts.description,
    countries: facts.countries.length ? facts.countries : undefined,
    pageFiltersByCountry: true,
    screens: ['checkout', 'order-pay'],
    validate: (fields) =>
      PAYMENT_METHOD_ID.test((fields['wc-stripe-payment-method'] ?? '').trim()) || postsSavedMethod(fields, id)
        ? []
        : [MISSING_PAYMENT_DETAILS],
    paymentFields: async (ctx, screen) => ({
      kind: 'card',
      type,
      gatewayId: id,
      ...(await savedMethodFields(ctx, type, id, screen)),
      note:
        paymentConfig().provider === 'local-double' ? (voucher ? DOUBLE_VOUCHER_NOTE : DOUBLE_WALLET_NOTE) : undefined,
      // The cash app's amount notice follows the total (spec §8 'Notice').
      cartTotal: type === 'cashapp' ? await amountOf(ctx, screen) : undefined,
    }),
    async processPayment(ctx, order, fields) {
      if (paymentConfig().provider !== 'local-double') return failure(STRIPE_MODE_UNAVAILABLE);
      const db = ctx.shop.db;
      const choice = await savedChoice(ctx, order, fields, id);
      if ('error' in choice) return failure(choice.error);
      const pmId = choice.token?.paymentMethodId ?? (fields['wc-stripe-payment-method'] ?? '').trim();
      const pm = PAYMENT_METHOD_ID.test(pmId) ? await getPaymentMethod(db, pmId) : null;
      if (!pm || pm.type !== type) return failure(MISSING_PAYMENT_DETAILS);
      if (order.status !== 'pending' && order.status !== 'failed') {
        const paid = await succeededIntentOfOrder(db, order.id);
        if (paid && intentPaysOrder(paid, order)) return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
        return failure('This order can no longer be paid for.');
      }
      const back = returnUrlOf(ctx, order, `&wc_payment_method=${id}`);
      if (choice.token) {
        // A saved Cash App method: charged off-session, no wallet step (the order is paid here).
        const attempt = await attemptPayment(ctx, order, {
          paymentMethodId: pm.id,
          paymentMethodType: type,
          savePaymentMethod: false,
          returnUrl: () => back,
        });
        if (attempt.outcome === 'paid') return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
        return failure(attempt.outcome === 'failed' ? attempt.message : paymentErrorText(null));
      }
      const setup = usesSetupIntent(order.total);
      // A voucher pays an amount: there is nothing to set up.
      if (setup && voucher) return failure(PAYMENT_MESSAGES.amount_too_small!);
      const save = choice.save && savesType(type);
      const session = await ctx.shop.session();
      const intent = await createIntent(db, {
        kind: setup ? 'setup' : 'payment',
        amount: order.total,
        currency: order.currency,
        orderId: order.id,
        customerId: order.customerId,
        sessionId: session?.id ?? null,
        paymentMethod: pm.id,
        paymentMethodType: type,
        savePaymentMethod: save,
        setupFutureUsage: save && !setup ? 'off_session' : null,
      });
      const hash = voucher
        ? voucherHash(order.id, type, intent.client_secret, returnUrlOf(ctx, order))
        : walletHash(order.id, type, intent, back, await ctx.shop.nonce(PAYMENT_NONCES.updateOrderStatus));
      // The checkout's answer is the hash itself; order-pay's form post goes back to its page with it.
      return { result: 'success', redirect: isPagePost(new URL(ctx.request.url)) ? pageUrl(ctx) + hash : hash };
    },
  };
}
