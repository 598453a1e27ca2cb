/**
 * `POST /wc/store/v1/checkout` for express checkout (spec §7 "Store REST"): the order data (billing_address,
 * shipping_address, customer_note, payment_method, payment_data `[{ key, value }]`) and the order attribution as
 * `extensions['woocommerce/order-attribution']` (stored like the classic checkout's `wc_order_attribution_*`).
 * Besides the Store API `Nonce` (checked by the router), it needs `X-WCSTRIPE-EXPRESS-CHECKOUT: true` and the
 * express checkout nonce in `X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE` (the block checkout is not part of this shop, so
 * nothing else may use it). The order is placed by the classic checkout's code (validation, order, gateway,
 * idempotency).
 */
import type { Context } from 'hono';
import { ATTRIBUTION_FIELD_NAMES, EXTENSION_NAMESPACE, FIELD_PREFIX } from '@storefront/attribution';
import { EXPRESS_NONCES } from '../payments/config';
import { placeAuthorisedOrder } from './checkout-submit';
import { shopOf, type ShopEnv } from './context';

const ADDRESS_KEYS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
];

const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const restError = (c: Context<ShopEnv>, status: 400 | 403, code: string, message: string): Response =>
  c.json({ code, message, data: { status } }, status);

/** The Store API body as the classic checkout's form fields. */
export function checkoutFields(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const section of ['billing', 'shipping'] as const) {
    const a = rec(body[`${section}_address`]);
    for (const k of ADDRESS_KEYS)
      if (section === 'billing' || (k !== 'email' && k !== 'phone')) fields[`${section}_${k}`] = str(a[k]).trim();
  }
  fields.ship_to_different_address = '1';
  fields.order_comments = str(body.customer_note);
  fields.payment_method = str(body.payment_method);
  // Paying in the wallet sheet is the shopper's agreement; there is no terms box in express checkout.
  fields.terms = '1';
  // Order attribution (checkout extension data) as the classic checkout's hidden inputs ('' for null, as there).
  const attribution = rec(rec(body.extensions)[EXTENSION_NAMESPACE]);
  for (const f of ATTRIBUTION_FIELD_NAMES)
    if (f in attribution && (attribution[f] === null || typeof attribution[f] === 'string'))
      fields[`${FIELD_PREFIX}${f}`] = str(attribution[f]);
  for (const item of Array.isArray(body.payment_data) ? body.payment_data : []) {
    const key = str(rec(item).key);
    if (key === 'wc-stripe-payment-method' || key === 'express_payment_type') fields[key] = str(rec(item).value);
  }
  return fields;
}

/** Plain text of the checkout's `<ul class="woocommerce-error">` messages. */
const plainMessages = (html: string): string =>
  [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)]
    .map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())
    .filter(Boolean)
    .join(' ');

/** The route handler (`body` is the parsed request body). */
export async function storeApiCheckout(c: Context<ShopEnv>, body: Record<string, unknown>): Promise<Response> {
  const shop = shopOf(c);
  const express = c.req.header('X-WCSTRIPE-EXPRESS-CHECKOUT');
  if (
    express !== 'true' ||
    !(await shop.checkNonce(EXPRESS_NONCES.expressCheckout, c.req.header('X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE')))
  ) {
    return restError(c, 403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
  }
  const session = await shop.session();
  if (!session) return restError(c, 400, 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
  const fields = checkoutFields(body);
  const answer = await placeAuthorisedOrder(c, session, fields);
  if (answer.result !== 'success') {
    return restError(
      c,
      400,
      'woocommerce_rest_checkout_process_payment_error',
      plainMessages(answer.messages) || 'Payment failed. Please try again.',
    );
  }
  const m = /\/order-received\/(\d+)\/\?key=([^&#]+)/.exec(answer.redirect);
  return c.json({
    order_id: m ? Number(m[1]) : 0,
    status: m ? 'processing' : 'pending',
    order_key: m ? decodeURIComponent(m[2]!) : '',
    customer_note: fields.order_comments,
    payment_method: fields.payment_method,
    payment_result: { payment_status: m ? 'success' : 'pending', payment_details: [], redirect_url: answer.redirect },
  });
}
