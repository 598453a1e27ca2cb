/**
 * Payment for an existing unpaid order: the order-pay form's post and the Store API's
 * `POST /wc/store/v1/checkout/{order_id}` (express checkout on order-pay) take it through this one code path — the
 * chosen gateway (offered on order-pay for the order's billing country) checks the fields, the order records the
 * method, and the gateway's processPayment runs (which lets one attempt per order run at a time).
 */
import type { Context } from 'hono';
import { gatewaysFor } from '../payments/gateways';
import { shopPaymentTypes } from '../payments/config';
import type { PaymentResult } from '../payments/gateway-types';
import { orderRef, setOrderPaymentMethod, type Order } from '../domain/orders';
import { CHECKOUT_MESSAGES, PAYMENT_NOT_TAKEN } from '../messages';
import { gatewayContext } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';

/**
 * Takes payment for `order` (checked payable by the caller) with the posted `fields`. A failure's messages are
 * HTML, as the gateways give them, and never empty.
 */
export async function payExistingOrder(
  c: Context<ShopEnv>,
  order: Order,
  fields: Record<string, string>,
): Promise<PaymentResult> {
  const gateway = gatewaysFor('order-pay', order.billing.country, shopPaymentTypes(shopOf(c))).find(
    (g) => g.id === fields.payment_method,
  );
  const errors = [
    ...(fields.terms ? [] : [CHECKOUT_MESSAGES.terms]),
    ...(gateway ? (gateway.validate?.(fields) ?? []) : [CHECKOUT_MESSAGES.paymentMethod]),
  ];
  if (errors.length > 0 || !gateway) return { result: 'failure', messages: errors };
  await setOrderPaymentMethod(shopOf(c).db, order.id, gateway.id, gateway.title);
  try {
    const r = await gateway.processPayment(
      gatewayContext(c),
      orderRef({ ...order, paymentMethod: gateway.id }),
      fields,
    );
    return r.result === 'success' || r.messages.length ? r : { result: 'failure', messages: [PAYMENT_NOT_TAKEN] };
  } catch (err) {
    console.error('[order-pay] payment failed', err);
    return { result: 'failure', messages: [PAYMENT_NOT_TAKEN] };
  }
}

/** An order placed by a customer is paid by that customer, logged in (WooCommerce's rule). */
export async function ownerProblem(c: Context<ShopEnv>, order: Order): Promise<'login' | 'other' | null> {
  if (order.customerId === null) return null;
  const me = await shopOf(c).customerId();
  return me === null ? 'login' : me === order.customerId ? null : 'other';
}
