/**
 * `wc_stripe_express_checkout_params`: the express checkout element's page parameters (spec §7
 * "Express checkout"), with one nonce per express endpoint.
 */
import { NONCE_ACTIONS, SITE_NAME, URLS } from '../config';
import type { Order } from '../domain/orders';
import { EXPRESS_NONCES, PAYMENT_DOUBLE_API_BASE, paymentConfig } from '../payments/config';

/** Whatever mints the visitor's nonces (the request's shop state). */
export interface NonceSource {
  nonce(action: string): Promise<string>;
}

/** `wc_stripe_express_checkout_params` for a page (product, cart or checkout). */
export async function expressCheckoutParams(
  shop: NonceSource,
  opts: { isProductPage: boolean; isCheckoutPage: boolean; isPayForOrder?: boolean },
): Promise<Record<string, unknown>> {
  const config = paymentConfig();
  const nonce = async (a: string) => shop.nonce(a);
  const provider =
    config.provider === 'local-double'
      ? { kind: 'local-double', apiBase: PAYMENT_DOUBLE_API_BASE }
      : { kind: 'stripe' };
  return {
    ajax_url: URLS.wcAjax,
    provider,
    stripe: { publishable_key: config.publishableKey, locale: 'en-GB' },
    is_product_page: opts.isProductPage,
    is_checkout_page: opts.isCheckoutPage,
    is_pay_for_order: !!opts.isPayForOrder,
    checkout: {
      currency_code: 'gbp',
      country_code: 'GB',
      needs_shipping: true,
      needs_payer_phone: true,
      total_label: SITE_NAME,
    },
    nonce: {
      shipping: await nonce(EXPRESS_NONCES.shipping),
      update_shipping: await nonce(EXPRESS_NONCES.updateShipping),
      normalize_address: await nonce(EXPRESS_NONCES.normalizeAddress),
      wc_store_api: await nonce(NONCE_ACTIONS.storeApi),
      get_cart_details: await nonce(EXPRESS_NONCES.getCartDetails),
      add_to_cart: await nonce(EXPRESS_NONCES.addToCart),
      clear_cart: await nonce(EXPRESS_NONCES.clearCart),
      wc_store_api_express_checkout: await nonce(EXPRESS_NONCES.expressCheckout),
      get_selected_product_data: await nonce(EXPRESS_NONCES.getSelectedProductData),
    },
  };
}

/**
 * The order-pay page's express globals: `wc_stripe_express_checkout_params` (with `is_pay_for_order`) and
 * `wcStripeExpressCheckoutPayForOrderParams`, the order the wallet pays (id, key, billing email, shipping address,
 * its lines and total in minor units; nothing to ship is asked for, the order has its address).
 */
export async function payForOrderGlobals(shop: NonceSource, o: Order): Promise<Record<string, unknown>> {
  const items = o.items.map((l) => ({
    label: l.quantity > 1 ? `${l.name} (x${l.quantity})` : l.name,
    amount: l.total,
  }));
  if (o.discountTotal > 0) items.push({ label: 'Discount', amount: -o.discountTotal });
  const shipping = o.shippingLines[0];
  if (o.shippingTotal > 0) items.push({ label: `Shipping (${shipping?.label ?? ''})`, amount: o.shippingTotal });
  return {
    wc_stripe_express_checkout_params: await expressCheckoutParams(shop, {
      isProductPage: false,
      isCheckoutPage: false,
      isPayForOrder: true,
    }),
    wcStripeExpressCheckoutPayForOrderParams: {
      order: o.id,
      orderDetails: {
        orderKey: o.key,
        billingEmail: o.billing.email ?? '',
        shippingAddress: { ...o.shipping, phone: o.shipping.phone ?? '' },
      },
      displayItems: items,
      currency: o.currency.toLowerCase(),
      needs_shipping: false,
      total: { label: SITE_NAME, amount: o.total, pending: true },
    },
  };
}
