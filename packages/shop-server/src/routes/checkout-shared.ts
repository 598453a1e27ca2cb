/**
 * Pieces the checkout page, order-pay page and checkout endpoints share: the gateway context, the payment
 * block for a screen, the checkout page globals and the nonce actions.
 */
import type { Context } from 'hono';
import { NONCE_ACTIONS, URLS } from '../config';
import { gatewaysFor } from '../payments/gateways';
import { shopPaymentTypes } from '../payments/config';
import type { GatewayContext, PaymentScreen } from '../payments/gateway-types';
import { addressGlobals } from '../domain/address-data';
import { gatewayOrders } from '../domain/orders';
import type { PaymentBlock, PaymentChoice } from '../views/checkout-review';
import { shopOf, type RequestShop, type ShopEnv } from './context';
import { gatewayPageGlobals, paymentFieldsHtml } from './payment-fields';

/** Nonce actions of the checkout screens (WooCommerce's names). */
export const CHECKOUT_NONCES = {
  process: NONCE_ACTIONS.checkout,
  updateOrderReview: 'update-order-review',
  login: 'woocommerce-login',
  pay: 'woocommerce-pay',
  logout: 'log-out',
} as const;

/** Spec §8 "Checkout": the general error, linking to the order history. */
export const CHECKOUT_ERROR_TEXT =
  'There was an error processing your order. Please check for any charges in your payment method and review your' +
  ' <a href="/my-account/orders/">order history</a> before placing the order again.';

/** The context gateways get for this request. */
export function gatewayContext(c: Context<ShopEnv>): GatewayContext {
  const shop = shopOf(c);
  return {
    request: { url: c.req.url, referer: c.req.header('referer') ?? null },
    shop,
    orders: gatewayOrders(shop.db),
  };
}

/**
 * The payment block of a screen: the gateways the billing country may use, and the provider gateways of every country
 * (those outside it marked), their fields resolved.
 */
export async function paymentBlock(
  c: Context<ShopEnv>,
  screen: PaymentScreen,
  billingCountry: string,
  chosen: string,
  button: Pick<PaymentBlock, 'buttonText' | 'nonceName' | 'nonce' | 'extraHidden' | 'terms' | 'needsPayment'>,
): Promise<PaymentBlock> {
  const ctx = gatewayContext(c);
  const methods: PaymentChoice[] = [];
  const types = shopPaymentTypes(ctx.shop);
  const usable = new Set(gatewaysFor(screen, billingCountry, types).map((g) => g.id));
  for (const g of gatewaysFor(screen, undefined, types)) {
    if (!usable.has(g.id) && !g.pageFiltersByCountry) continue;
    const fields = g.paymentFields ? await g.paymentFields(ctx, screen) : null;
    methods.push({
      id: g.id,
      title: g.title,
      description: g.description,
      orderButtonText: g.orderButtonText,
      available: usable.has(g.id),
      fieldsHtml: fields ? paymentFieldsHtml(fields) : '',
      cartTotal: fields?.cartTotal,
    });
  }
  return { methods, chosen, ...button };
}

/** Every gateway's page globals for a screen. */
export async function gatewayGlobals(c: Context<ShopEnv>, screen: PaymentScreen): Promise<Record<string, unknown>> {
  const ctx = gatewayContext(c);
  const out: Record<string, unknown> = {};
  for (const g of gatewaysFor(screen, undefined, shopPaymentTypes(ctx.shop)))
    Object.assign(out, await gatewayPageGlobals(g.id, ctx, screen));
  return out;
}

/** `wc_checkout_params` (WooCommerce's names and values). */
export async function checkoutParams(shop: RequestShop): Promise<Record<string, unknown>> {
  return {
    ajax_url: URLS.ajax,
    wc_ajax_url: URLS.wcAjax,
    update_order_review_nonce: await shop.nonce(CHECKOUT_NONCES.updateOrderReview),
    apply_coupon_nonce: await shop.nonce(NONCE_ACTIONS.applyCoupon),
    remove_coupon_nonce: await shop.nonce(NONCE_ACTIONS.removeCoupon),
    option_guest_checkout: 'yes',
    checkout_url: '/?wc-ajax=checkout',
    is_checkout: '1',
    debug_mode: false,
    i18n_checkout_error: CHECKOUT_ERROR_TEXT,
  };
}

/** The globals of the checkout and order-pay pages (`wc_order_attribution` is on every page: see render.ts). */
export async function checkoutPageGlobals(
  c: Context<ShopEnv>,
  screen: PaymentScreen,
): Promise<Record<string, unknown>> {
  return {
    wc_checkout_params: await checkoutParams(shopOf(c)),
    ...addressGlobals(),
    ...(await gatewayGlobals(c, screen)),
  };
}
