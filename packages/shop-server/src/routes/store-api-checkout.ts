/**
 * `POST /wc/store/v1/checkout` for the block checkout and express checkout (spec §7 "Store REST"): the order data
 * (billing_address, shipping_address, customer_note, payment_method, payment_data `[{ key, value }]`) and the order
 * attribution as `extensions['woocommerce/order-attribution']` (stored like the classic checkout's
 * `wc_order_attribution_*`). The router has checked the Store API `Nonce` (and any `Cart-Token`); a request that
 * says it is express checkout (`X-WCSTRIPE-EXPRESS-CHECKOUT`) also needs `true` there and the express checkout nonce
 * in `X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE`. The order is placed by the classic checkout's code (validation, order,
 * gateway, idempotency); its field errors come back as `rest_invalid_param` with the fields in `data.details`.
 * A saved card comes as `wc-stripe-payment-token` (or `token` with `isSavedToken: true`), saving a new card as
 * `wc-stripe-new-payment-method: true`, the names WooCommerce's blocks checkout sends.
 */
import type { Context } from 'hono';
import { ATTRIBUTION_FIELD_NAMES, EXTENSION_NAMESPACE, FIELD_PREFIX } from '@storefront/attribution';
import { EXPRESS_NONCES } from '../payments/config';
import { placeAuthorisedOrder } from './checkout-submit';
import { shopOf, type ShopEnv } from './context';
import type { CheckoutError } from '../domain/checkout-validation';
import { fieldErrorsData, fieldErrorsResponse, plainText, rec, restError, str } from './store-api-shared';

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

/** A password longer than this is cut (as a form field would be limited). */
const PASSWORD_LIMIT = 200;
/** At most this many `payment_data` entries are read. */
const PAYMENT_DATA_LIMIT = 20;

/** The Store API body as the classic checkout's form fields (`express`: an express checkout request). */
export function checkoutFields(body: Record<string, unknown>, express = false): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const section of ['billing', 'shipping'] as const) {
    const a = rec(body[`${section}_address`]);
    for (const k of ADDRESS_KEYS)
      if (section === 'billing' || (k !== 'email' && k !== 'phone')) fields[`${section}_${k}`] = str(a[k]).trim();
  }
  fields.ship_to_different_address = '1';
  fields.order_comments = str(body.customer_note);
  fields.payment_method = str(body.payment_method);
  // An account made with the order (guests, block checkout): `create_account` and its `customer_password`.
  if (!express && body.create_account === true) {
    fields.createaccount = '1';
    fields.account_password = str(body.customer_password).slice(0, PASSWORD_LIMIT);
  }
  // The Store API has no terms parameter: the block form does not post until its box is ticked, and paying in
  // the wallet sheet is the shopper's agreement (there is no terms box in express checkout).
  fields.terms = '1';
  // Order attribution (checkout extension data) as the classic checkout's hidden inputs ('' for null, as there).
  const attribution = rec(rec(body.extensions)[EXTENSION_NAMESPACE]);
  for (const f of ATTRIBUTION_FIELD_NAMES)
    if (f in attribution && (attribution[f] === null || typeof attribution[f] === 'string'))
      fields[`${FIELD_PREFIX}${f}`] = str(attribution[f]);
  const data = Array.isArray(body.payment_data) ? body.payment_data.slice(0, PAYMENT_DATA_LIMIT) : [];
  const entries = new Map(data.map((item) => [str(rec(item).key), rec(item).value]));
  for (const [key, value] of entries) {
    if (key === 'wc-stripe-payment-method' || (express && key === 'express_payment_type'))
      fields[key] = str(value).slice(0, 200);
  }
  if (!express) {
    // A saved card, as the blocks checkout sends it: `wc-{gateway}-payment-token`, or `token` with `isSavedToken`.
    const token =
      str(entries.get('wc-stripe-payment-token')) ||
      (entries.get('isSavedToken') === true ? str(entries.get('token')) : '');
    if (token) fields['wc-stripe-payment-token'] = token.slice(0, 20);
    // Save the new card: `wc-{gateway}-new-payment-method` true (what the classic form's checkbox posts as 'true').
    if (entries.get('wc-stripe-new-payment-method') === true) fields['wc-stripe-new-payment-method'] = 'true';
  }
  return fields;
}

/** The checkout's `<ul class="woocommerce-error">` items: field id (`data-id`) and HTML message. */
const errorItems = (html: string): CheckoutError[] =>
  [...html.matchAll(/<li(?: data-id="([^"]*)")?>([\s\S]*?)<\/li>/g)].map((m) => ({
    ...(m[1] && { id: m[1] }),
    html: m[2]!,
  }));

/** The route handler (`body` is the parsed request body). */
export async function storeApiCheckout(c: Context<ShopEnv>, body: Record<string, unknown>): Promise<Response> {
  const shop = shopOf(c);
  const express = c.req.header('X-WCSTRIPE-EXPRESS-CHECKOUT');
  if (
    express !== undefined &&
    (express !== 'true' ||
      !(await shop.checkNonce(EXPRESS_NONCES.expressCheckout, c.req.header('X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE'))))
  ) {
    return restError(c, 403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
  }
  const session = await shop.session();
  if (!session) return restError(c, 400, 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
  const fields = checkoutFields(body, express !== undefined);
  const answer = await placeAuthorisedOrder(c, session, fields);
  if (answer.result !== 'success') {
    const errors = errorItems(answer.messages);
    const onFields = errors.filter((e) => /^(billing|shipping)_/.test(e.id ?? ''));
    const rest = errors.filter((e) => !onFields.includes(e));
    if (onFields.length > 0 && rest.length === 0) return fieldErrorsResponse(c, onFields);
    return restError(
      c,
      400,
      'woocommerce_rest_checkout_process_payment_error',
      rest.map((e) => plainText(e.html)).join(' ') || 'Payment failed. Please try again.',
      onFields.length > 0 ? fieldErrorsData(onFields) : {},
    );
  }
  const m = /\/order-received\/(\d+)\/\?key=([^&#]+)/.exec(answer.redirect);
  // A card needing authentication answers the confirm hash (spec §2), which names the pending order.
  const confirming = /^#wc-stripe-confirm-[ps]i:(\d+):/.exec(answer.redirect);
  return c.json({
    order_id: Number(m?.[1] ?? confirming?.[1] ?? 0),
    status: m ? 'processing' : 'pending',
    order_key: m ? decodeURIComponent(m[2]!) : '',
    customer_note: fields.order_comments,
    payment_method: fields.payment_method,
    payment_result: { payment_status: m ? 'success' : 'pending', payment_details: [], redirect_url: answer.redirect },
  });
}
