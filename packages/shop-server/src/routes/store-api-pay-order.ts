/**
 * `POST /wc/store/v1/checkout/{order_id}?key={order_key}&billing_email={email}` (spec §7 "Store REST"): pays an
 * existing unpaid order, as express checkout does on the order-pay page. The router has checked the Store API
 * `Nonce`; here the order key and billing email must match the order, a customer's order needs that customer logged
 * in, and the order must still be payable (pending or failed). The body is the Store API checkout's (billing and
 * shipping address, payment_method, payment_data); as WooCommerce's, it puts the payer's addresses on the order
 * before paying (here only the values given: a wallet that asked for no address leaves the order's), checked with
 * the checkout's rules. Payment goes through the order-pay form's code. The answer is the Store API checkout's
 * (order_id, status, order_key, payment_result with its redirect_url).
 */
import type { Context } from 'hono';
import { addressFromFields } from '../domain/checkout-state';
import { validateAddresses, type CheckoutError } from '../domain/checkout-validation';
import { getOrder, PAYABLE_STATUSES, setOrderAddresses, type Order } from '../domain/orders';
import { shopOf, type ShopEnv } from './context';
import { ownerProblem, payExistingOrder } from './order-payment';
import { checkoutFields } from './store-api-checkout';
import { fieldErrorsResponse, plainText, restError, str } from './store-api-shared';

/** The order's refusals (WooCommerce's codes; the texts are the shop's). */
export const PAY_ORDER_ERRORS = {
  invalidOrder: 'Invalid order ID or key provided.',
  invalidEmail: 'Invalid billing email provided.',
  login: 'Please log in to your account to pay for this order.',
  notPayable: 'This order can no longer be paid for.',
} as const;

/** The route handler (`id` from the path, `body` the parsed request body). */
export async function storeApiPayOrder(
  c: Context<ShopEnv>,
  id: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const order = await getOrder(shopOf(c).db, Number(id));
  const key = c.req.query('key') ?? str(body.key);
  if (!order || !key || key !== order.key)
    return restError(c, 401, 'woocommerce_rest_invalid_order', PAY_ORDER_ERRORS.invalidOrder);
  const email = (c.req.query('billing_email') ?? str(body.billing_email)).trim().toLowerCase();
  if (email !== (order.billing.email ?? '').trim().toLowerCase())
    return restError(c, 401, 'woocommerce_rest_invalid_billing_email', PAY_ORDER_ERRORS.invalidEmail);
  const owner = await ownerProblem(c, order);
  if (owner === 'login') return restError(c, 401, 'woocommerce_rest_invalid_user', PAY_ORDER_ERRORS.login);
  if (owner === 'other') return restError(c, 401, 'woocommerce_rest_invalid_order', PAY_ORDER_ERRORS.invalidOrder);
  if (!PAYABLE_STATUSES.includes(order.status))
    return restError(c, 409, 'woocommerce_rest_order_not_payable', PAY_ORDER_ERRORS.notPayable);
  const fields = checkoutFields(body, true);
  const errors: CheckoutError[] = [];
  const { billing, shipping } = payerAddresses(order, fields, errors);
  if (errors.length > 0) return fieldErrorsResponse(c, errors);
  await setOrderAddresses(shopOf(c).db, order.id, billing, shipping);
  const result = await payExistingOrder(c, { ...order, billing, shipping }, fields);
  if (result.result !== 'success')
    return restError(
      c,
      400,
      'woocommerce_rest_checkout_process_payment_error',
      result.messages.map(plainText).join(' '),
    );
  const paid = (await getOrder(shopOf(c).db, order.id)) ?? order;
  const done = !PAYABLE_STATUSES.includes(paid.status);
  return c.json({
    order_id: paid.id,
    status: paid.status,
    order_key: paid.key,
    customer_note: paid.customerNote,
    payment_method: fields.payment_method,
    payment_result: {
      payment_status: done ? 'success' : 'pending',
      payment_details: [],
      redirect_url: result.redirect,
    },
  });
}

/**
 * The addresses to check and store: each value the request gives (not blank) over the order's. A request that
 * gives no shipping value leaves the order's shipping address as it is (a virtual order may have none). Errors go
 * to `errors`.
 */
function payerAddresses(order: Order, fields: Record<string, string>, errors: CheckoutError[]) {
  const merged: Record<string, string> = {};
  let shippingGiven = false;
  for (const type of ['billing', 'shipping'] as const) {
    const given = addressFromFields(fields, type);
    for (const k of new Set([...Object.keys(order[type]), ...Object.keys(given)])) {
      const value = given[k]?.trim() ?? '';
      if (value && type === 'shipping') shippingGiven = true;
      merged[`${type}_${k}`] = value || (order[type][k] ?? '');
    }
  }
  const found: CheckoutError[] = [];
  const valid = validateAddresses({ ...merged, ship_to_different_address: shippingGiven ? '1' : '' }, found);
  // Only what is wrong counts: a field blank on the order and in the request (a phone never asked for) is left so.
  errors.push(...found.filter((e) => !e.id || merged[e.id]));
  return { billing: valid.billing, shipping: shippingGiven ? valid.shipping : order.shipping };
}
