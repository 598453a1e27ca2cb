/**
 * Card payments through the payment provider (the provider's "UPE with deferred intents" flow). The page
 * creates a payment method with the provider's client; the checkout posts its id; this gateway confirms an
 * intent for the order with it. In `local-double` mode the provider is the shop's payment double; in
 * `stripe` mode the shop has no secret key, so payments answer a clear error.
 */
import { attemptPayment, intentPaysOrder } from '../domain/payment-flow';
import { tokenOfCustomer, tokensOfCustomer } from '../domain/payment-tokens';
import { MISSING_PAYMENT_DETAILS } from '../messages';
import {
  CARD_GATEWAY_ID,
  PAYMENT_METHOD_ID,
  PAYMENT_NONCES,
  STRIPE_MODE_UNAVAILABLE,
  gatewayIdOf,
  paymentConfig,
  type PaymentType,
} from './config';
import { REDIRECT_TYPE_FACTS } from './method-configs';
import { isDebitType } from '@storefront/payments/debit-types';
import { debitGateway } from './debit-gateway';
import { isVoucherWalletGateway, voucherWalletGateway } from './voucher-wallet-gateway';
import type {
  GatewayContext,
  OrderRef,
  PaymentFields,
  PaymentGateway,
  PaymentResult,
  PaymentScreen,
} from './gateway-types';
import { succeededIntentOfOrder } from './payment-double/engine';
import { BLIK_TYPE } from './payment-double/blik';
import { blikGateway } from './blik-gateway';
import { authenticationUrl, type IntentRow } from './payment-double/objects';
import { holdSavedDebit, postsSavedMethod, savedChoice, savedMethodFields } from './save-methods';

/** The gateway's title in the payment method list. */
export const CARD_TITLE = 'Card';

/** The test-card hint shown in the box while the double is the provider. */
export const DOUBLE_NOTE =
  "Test payments: the local payment double takes the provider's test cards, e.g. 4242 4242 4242 4242 with any future expiry date and any security code.";

/**
 * Whether the request is the page's own form post (order-pay) rather than a call made from a page: the checkout's
 * wc-ajax post, or the Store API checkout of the block checkout and express checkout (`/wp-json/…`).
 */
export function isPagePost(url: URL): boolean {
  return url.searchParams.get('wc-ajax') === null && !url.pathname.startsWith('/wp-json/');
}

/** The page the shopper is on (same origin only), without its hash: where authentication returns to. */
export function pageUrl(ctx: GatewayContext): string {
  const url = new URL(ctx.request.url);
  if (isPagePost(url)) return url.pathname + url.search;
  try {
    const ref = new URL(ctx.request.referer ?? '');
    if (ref.origin === url.origin) return ref.pathname + ref.search;
  } catch {
    // No usable referrer.
  }
  return '/checkout/';
}

/** `#wc-stripe-confirm-{pi|si}:{order_id}:{client_secret}:{nonce}` (spec §2 hash fragments; nonce of update_order_status). */
export function confirmHash(orderId: number, intent: Pick<IntentRow, 'kind' | 'client_secret'>, nonce: string): string {
  return `#wc-stripe-confirm-${intent.kind === 'setup' ? 'si' : 'pi'}:${orderId}:${intent.client_secret}:${nonce}`;
}

const failure = (message: string): PaymentResult => ({ result: 'failure', messages: [message] });

/** The box note of a redirect type while the double is the provider. */
export const DOUBLE_REDIRECT_NOTE =
  'Test payments: the local payment double shows an authorisation page in place of your bank, where you authorise or fail the payment.';

/** What a provider gateway is built from: its payment type's title, description and countries. */
export interface ProviderType {
  type: PaymentType;
  title: string;
  description: string;
  countries?: readonly string[];
  /** A field of its own the box asks for (BLIK's code): the error of the posted value, or null. */
  fieldError?: (fields: Record<string, string>) => string | null;
  /** What the payment is confirmed with besides the payment method (BLIK's code). */
  confirmWith?: (fields: Record<string, string>) => { blikCode?: string };
}

/** A redirect type's gateway facts (split mode: one gateway per enabled type; the card's is {@link stripeGateway}). */
const redirectType = (type: PaymentType): ProviderType => {
  const facts = REDIRECT_TYPE_FACTS[type]!;
  // An empty list is no limit (spec §3), as the gateway list reads no `countries`.
  return { type, ...facts, countries: facts.countries.length ? facts.countries : undefined };
};

/** The payment method posted for a new payment (`pm_…`), or '' when there is none. */
const postedMethod = (fields: Record<string, string>): string => {
  const id = (fields['wc-stripe-payment-method'] ?? '').trim();
  return PAYMENT_METHOD_ID.test(id) ? id : '';
};

/**
 * The gateway of a redirect payment type (`stripe_{type}`): the page creates a payment method of that type; the
 * gateway confirms the order's intent with it (the card's payment code) and sends the shopper to the provider's
 * authorisation page, which returns to the order-received page (see {@link finishRedirectReturn}).
 */
export function redirectGateway(t: ProviderType): PaymentGateway {
  const id = gatewayIdOf(t.type);
  return {
    id,
    title: t.title,
    description: t.description,
    countries: t.countries,
    pageFiltersByCountry: true,
    screens: ['checkout', 'order-pay'],
    validate: (fields) => {
      const own = t.fieldError?.(fields);
      return own ? [own] : postedMethod(fields) || postsSavedMethod(fields, id) ? [] : [MISSING_PAYMENT_DETAILS];
    },
    paymentFields: async (ctx, screen) => ({
      kind: 'card',
      type: t.type,
      gatewayId: id,
      ...(await savedMethodFields(ctx, t.type, id, screen)),
      note: paymentConfig().provider === 'local-double' ? DOUBLE_REDIRECT_NOTE : undefined,
    }),
    async processPayment(ctx, order, fields) {
      if (paymentConfig().provider !== 'local-double') return failure(STRIPE_MODE_UNAVAILABLE);
      // A saved method (iDEAL's, Bancontact's, Sofort's: the SEPA debit made from an earlier payment) or a new one.
      const choice = await savedChoice(ctx, order, fields, id);
      if ('error' in choice) return failure(choice.error);
      const paymentMethodId = choice.token?.paymentMethodId ?? postedMethod(fields);
      if (!paymentMethodId) return failure(MISSING_PAYMENT_DETAILS);
      const own = choice.token ? null : t.fieldError?.(fields);
      if (own) return failure(own);
      if (order.status !== 'pending' && order.status !== 'failed') {
        const paid = await succeededIntentOfOrder(ctx.shop.db, order.id);
        if (paid && intentPaysOrder(paid, order)) return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
        return failure('This order can no longer be paid for.');
      }
      // `utm_nooverride=1`: analytics keep the shop as the order's source, not the provider's page.
      const back = `${ctx.orders.receivedUrl(order)}&wc_payment_method=${id}&utm_nooverride=1`;
      const attempt = await attemptPayment(ctx, order, {
        paymentMethodId,
        paymentMethodType: choice.token?.type ?? t.type,
        intentId: fields.wc_payment_intent_id || null,
        savePaymentMethod: choice.token === null && choice.save,
        returnUrl: () => back,
        ...t.confirmWith?.(fields),
      });
      if (attempt.outcome === 'paid') return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
      if (attempt.outcome === 'failed') return failure(attempt.message);
      if (attempt.outcome === 'processing') {
        await holdSavedDebit(ctx, order, attempt.intent, t.title);
        return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
      }
      return { result: 'success', redirect: authenticationUrl(attempt.intent), awaitingShopper: true };
    },
  };
}

/** The enabled provider gateways, the card's first. */
export function providerGateways(types: readonly PaymentType[]): PaymentGateway[] {
  return types.map((t) =>
    t === 'card'
      ? stripeGateway
      : isDebitType(t)
        ? debitGateway(t)
        : isVoucherWalletGateway(t)
          ? voucherWalletGateway(t)
          : t === BLIK_TYPE
            ? blikGateway()
            : redirectGateway(redirectType(t)),
  );
}

/** The card gateway. */
export const stripeGateway: PaymentGateway = {
  id: CARD_GATEWAY_ID,
  title: CARD_TITLE,
  description: 'Pay with your credit or debit card.',
  screens: ['checkout', 'order-pay', 'add-payment-method', 'change-payment-method'],

  /** Before an order is made: a card (payment method id) or a saved card must have been given. */
  validate(fields: Record<string, string>): string[] {
    const token = fields['wc-stripe-payment-token'] ?? '';
    if (token && token !== 'new') return [];
    return PAYMENT_METHOD_ID.test((fields['wc-stripe-payment-method'] ?? '').trim()) ? [] : [MISSING_PAYMENT_DETAILS];
  },

  async paymentFields(ctx: GatewayContext, screen: PaymentScreen): Promise<PaymentFields> {
    const customerId = await ctx.shop.customerId();
    const choosing = screen === 'checkout' || screen === 'order-pay';
    // A subscription's new card may be one already saved too (it is always saved: no checkbox there).
    const listsTokens = choosing || screen === 'change-payment-method';
    const tokens =
      customerId !== null && listsTokens ? await tokensOfCustomer(ctx.shop.db, customerId, CARD_GATEWAY_ID) : [];
    // Guests see the checkbox only at checkout (the island shows it once 'create account' is ticked).
    const offerSave = choosing && (customerId !== null || screen === 'checkout');
    const note = paymentConfig().provider === 'local-double' ? DOUBLE_NOTE : undefined;
    return { kind: 'card', type: 'card', gatewayId: CARD_GATEWAY_ID, tokens, offerSave, note };
  },

  async processPayment(ctx: GatewayContext, order: OrderRef, fields: Record<string, string>): Promise<PaymentResult> {
    if (paymentConfig().provider !== 'local-double') return failure(STRIPE_MODE_UNAVAILABLE);
    const db = ctx.shop.db;
    const tokenField = fields['wc-stripe-payment-token'] ?? '';
    let paymentMethodId = '';
    let save = false;
    if (tokenField && tokenField !== 'new') {
      const token =
        order.customerId !== null
          ? await tokenOfCustomer(db, order.customerId, Number(tokenField), CARD_GATEWAY_ID)
          : null;
      if (!token) return failure('The saved card could not be found. Please choose another card or add a new one.');
      paymentMethodId = token.paymentMethodId;
    } else {
      paymentMethodId = (fields['wc-stripe-payment-method'] ?? '').trim();
      if (!PAYMENT_METHOD_ID.test(paymentMethodId)) return failure(MISSING_PAYMENT_DETAILS);
      save = fields['wc-stripe-new-payment-method'] === 'true' && order.customerId !== null;
    }
    // Already paid (a repeated submission): nothing is charged again.
    if (order.status !== 'pending' && order.status !== 'failed') {
      const paid = await succeededIntentOfOrder(db, order.id);
      if (paid && intentPaysOrder(paid, order)) return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
      return failure('This order can no longer be paid for.');
    }
    const onOrderPay = isPagePost(new URL(ctx.request.url));
    const page = pageUrl(ctx);
    // The nonce is stable for the session, so the hash can be known before the intent is confirmed.
    const nonce = await ctx.shop.nonce(PAYMENT_NONCES.updateOrderStatus);
    const attempt = await attemptPayment(ctx, order, {
      paymentMethodId,
      paymentMethodType: 'card',
      intentId: fields.wc_payment_intent_id || null,
      savePaymentMethod: save,
      returnUrl: (intent) => page + confirmHash(order.id, intent, nonce),
    });
    if (attempt.outcome === 'paid') return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
    if (attempt.outcome === 'failed') return failure(attempt.message);
    const hash = confirmHash(order.id, attempt.intent, nonce);
    return { result: 'success', redirect: onOrderPay ? page + hash : hash };
  },
};
