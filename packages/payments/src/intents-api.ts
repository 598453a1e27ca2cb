/**
 * The shop's payment endpoints (spec §7 "Payment"): wc-ajax `wc_stripe_*` calls and the admin-ajax
 * `wc_stripe_create_and_confirm_setup_intent` action, each with its nonce. Failures come back as
 * `PaymentFlowError`s carrying the server's message, or as the request's `HttpError`.
 */
import { HttpError, request } from '@storefront/http';
import { PaymentFlowError, shopErrorMessage } from './errors';
import type { PaymentSettings } from './settings';
import type { ProviderIntent } from './types';

type Fields = Record<string, string>;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/**
 * POSTs `fields` (`signal` cancels it); a refusal that still carries the shop's `{ success: false, data: { error } }`
 * answer (e.g. a wrong nonce, 403) becomes a `PaymentFlowError` with the shop's message. Connection failures stay
 * `HttpError`s.
 */
async function post<T>(url: string, fields: Fields, signal?: AbortSignal): Promise<T> {
  try {
    return await request<T>(url, { method: 'POST', body: fields, signal });
  } catch (error) {
    const body = error instanceof HttpError && isRecord(error.data) ? error.data : undefined;
    const message = body ? shopErrorMessage(body.data) : undefined;
    throw message ? new PaymentFlowError(message, 'refused') : error;
  }
}

/** POSTs to a `wc_stripe_{endpoint}` wc-ajax endpoint (`signal` cancels it). */
export function stripeAjax<T>(
  settings: PaymentSettings,
  endpoint: string,
  fields: Fields,
  signal?: AbortSignal,
): Promise<T> {
  return post<T>(settings.wcAjaxUrl.replace('%%endpoint%%', `wc_stripe_${endpoint}`), fields, signal);
}

/**
 * update_order_status (or confirm_change_payment when changing a subscription's method): the server checks the
 * intent and answers the page to go to next.
 */
export async function updateOrderStatus(
  settings: PaymentSettings,
  p: { orderId: string; intentId: string; paymentMethodId: string; nonce: string },
): Promise<string> {
  const endpoint = settings.isChangingPayment ? 'confirm_change_payment' : 'update_order_status';
  const fallbackNonce = settings.isChangingPayment
    ? settings.nonces.confirmChangePayment
    : settings.nonces.updateOrderStatus;
  const answer = await stripeAjax<{ success?: boolean; data?: { return_url?: string; error?: unknown } }>(
    settings,
    endpoint,
    {
      order_id: p.orderId,
      intent_id: p.intentId,
      payment_method_id: p.paymentMethodId,
      _ajax_nonce: p.nonce || fallbackNonce,
    },
  );
  const url = answer?.data?.return_url;
  if (answer?.success !== true || typeof url !== 'string')
    throw new PaymentFlowError(shopErrorMessage(answer?.data) ?? '', 'update_order_status');
  return url;
}

/** Marks an order failed after a failed confirmation; errors are ignored (spec §7). */
export async function updateFailedOrder(settings: PaymentSettings, intentId: string, orderId: string): Promise<void> {
  try {
    await stripeAjax(settings, 'update_failed_order', {
      intent_id: intentId,
      order_id: orderId,
      _ajax_nonce: settings.nonces.updateFailedOrder,
    });
  } catch {
    // Ignored on purpose: the shopper's error message matters, not this bookkeeping call.
  }
}

/** What create_and_confirm_setup_intent answers. */
export type SetupAnswer = Pick<ProviderIntent, 'status' | 'next_action' | 'client_secret'> & {
  payment_type?: string;
  return_url?: string;
};

/** admin-ajax `wc_stripe_create_and_confirm_setup_intent` for the add-payment-method page. */
export async function createAndConfirmSetupIntent(
  settings: PaymentSettings,
  paymentMethodId: string,
): Promise<SetupAnswer> {
  const r = await post<{ success?: boolean; data?: SetupAnswer & { error?: unknown } }>(settings.ajaxUrl, {
    action: 'wc_stripe_create_and_confirm_setup_intent',
    'wc-stripe-payment-method': paymentMethodId,
    'wc-stripe-payment-type': 'card',
    _ajax_nonce: settings.nonces.createAndConfirmSetupIntent,
  });
  if (r?.success !== true || !r.data || typeof r.data.status !== 'string')
    throw new PaymentFlowError(shopErrorMessage(r.data) ?? '', 'setup_intent');
  return r.data;
}
