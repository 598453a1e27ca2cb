/**
 * The route side of the payment gateways: renders each gateway's payment box from the data it gives
 * (`PaymentGateway.paymentFields`) and builds the page globals its script needs on a screen. Gateways stay domain
 * code; what the page shows and prints lives here and in the views.
 */
import { loadCheckoutState } from '../domain/checkout-state';
import { loadAppearance } from '../domain/payment-settings';
import type { RequestShop } from '../domain/visitor';
import {
  ACCOUNT_PAYMENT_URLS,
  CARD_GATEWAY_ID,
  PAYMENT_NONCES,
  paymentConfig,
  shopExpressCheckout,
  shopPaymentTypes,
} from '../payments/config';
import type { GatewayContext, OrderRef, PaymentFields, PaymentScreen } from '../payments/gateway-types';
import { expressCheckoutParams } from '../views/express-params';
import { paymentBoxHtml } from '../views/payment-box';
import { paymentPageParams, THEME_NAME } from '../views/payment-params';

/** A payment box's HTML after the description, for the data its gateway gave. */
export function paymentFieldsHtml(fields: PaymentFields): string {
  switch (fields.kind) {
    case 'card':
      return String(paymentBoxHtml(fields));
  }
}

/** Every nonce of the card script's page settings, for this visitor. */
export async function paymentNonces(shop: RequestShop): Promise<Record<string, string>> {
  const entries: Array<[string, string]> = [
    ['createPaymentIntentNonce', PAYMENT_NONCES.createPaymentIntent],
    ['updatePaymentIntentNonce', PAYMENT_NONCES.updatePaymentIntent],
    ['createSetupIntentNonce', PAYMENT_NONCES.createSetupIntent],
    ['createAndConfirmSetupIntentNonce', PAYMENT_NONCES.createAndConfirmSetupIntent],
    ['updateOrderStatusNonce', PAYMENT_NONCES.updateOrderStatus],
    ['confirmChangePaymentNonce', PAYMENT_NONCES.confirmChangePayment],
    ['updateFailedOrderNonce', PAYMENT_NONCES.updateFailedOrder],
    ['saveAppearanceNonce', PAYMENT_NONCES.saveAppearance],
  ];
  return Object.fromEntries(
    await Promise.all(entries.map(async ([name, action]) => [name, await shop.nonce(action)] as const)),
  );
}

/** The order of an order-pay (or change-payment) request, from its URL. */
async function orderOfPage(ctx: GatewayContext): Promise<OrderRef | null> {
  const m = /\/order-pay\/(\d+)/.exec(new URL(ctx.request.url).pathname);
  return m ? ctx.orders.get(Number(m[1])) : null;
}

/** The card gateway's globals: the provider script's settings, and the express buttons' at checkout. */
async function cardPageGlobals(ctx: GatewayContext, screen: PaymentScreen): Promise<Record<string, unknown>> {
  const shop = ctx.shop;
  const customerId = await shop.customerId();
  const order = screen === 'order-pay' || screen === 'change-payment-method' ? await orderOfPage(ctx) : null;
  const cartTotal =
    screen === 'checkout' ? (await shop.cart()).total : screen === 'order-pay' ? (order?.total ?? 0) : 0;
  const session = await shop.session();
  const billingCountry = (await loadCheckoutState(shop.db, session?.id, customerId)).billing.country || 'GB';
  const ece = shopExpressCheckout(shop);
  const express =
    screen === 'checkout' && ece
      ? { wc_stripe_express_checkout_params: await expressCheckoutParams(shop, expressAtCheckout) }
      : {};
  return {
    wc_stripe_upe_params: paymentPageParams({
      config: paymentConfig(),
      screen,
      types: shopPaymentTypes(shop),
      cartTotal,
      currency: order?.currency ?? 'GBP',
      isLoggedIn: customerId !== null,
      billingCountry,
      nonces: await paymentNonces(shop),
      appearance: await loadAppearance(shop.db, session?.id, false, THEME_NAME),
      blocksAppearance: await loadAppearance(shop.db, session?.id, true, THEME_NAME),
      order: order ? { id: order.id, receivedUrl: ctx.orders.receivedUrl(order) } : null,
      addPaymentReturnURL: ACCOUNT_PAYMENT_URLS.paymentMethods,
      isECEEnabled: ece,
    }),
    ...express,
  };
}

const expressAtCheckout = { isProductPage: false, isCheckoutPage: true };

/** Page globals per gateway id (gateways without a script print none). */
const GLOBALS_OF: Record<string, (ctx: GatewayContext, screen: PaymentScreen) => Promise<Record<string, unknown>>> = {
  [CARD_GATEWAY_ID]: cardPageGlobals,
};

/** The page globals a gateway's script needs on a screen ({} for none). */
export function gatewayPageGlobals(
  gatewayId: string,
  ctx: GatewayContext,
  screen: PaymentScreen,
): Promise<Record<string, unknown>> {
  return GLOBALS_OF[gatewayId]?.(ctx, screen) ?? Promise.resolve({});
}
