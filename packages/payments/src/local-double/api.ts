/**
 * The local payment double's HTTP API (see the payments contract): payment methods and intents, JSON, with the
 * publishable key as a bearer token. Answers come back in the provider's result shape: `{ value }` or
 * `{ error }` with the provider's error object. Connection failures (time-out, abort, offline) are thrown as
 * `HttpError`s so their own messages are shown.
 */
import { HttpError, request } from '@storefront/http';
import type { ProviderError } from '../errors';
import type { PaymentMethodCreateParams } from '@stripe/stripe-js';
import type { ProviderIntent, ProviderPaymentMethod } from '../types';

/** A call's outcome. */
export type ApiResult<T> = { value: T; error?: undefined } | { value?: undefined; error: ProviderError };

/** The double's API as the client uses it. */
export interface DoubleApi {
  /** `method`: its type and details (`{ type: 'card', card }`, `{ type: 'ideal', ideal: { bank } }`). */
  createPaymentMethod(
    method: object,
    billingDetails: PaymentMethodCreateParams.BillingDetails | undefined,
  ): Promise<ApiResult<ProviderPaymentMethod>>;
  retrieveIntent(id: string, clientSecret: string): Promise<ApiResult<ProviderIntent>>;
  confirmIntent(
    id: string,
    body: { client_secret: string; payment_method?: string; return_url?: string },
  ): Promise<ApiResult<ProviderIntent>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** Reads a failed answer's `{ error }`; a connection failure is rethrown. */
function toError(error: unknown): { error: ProviderError } {
  if (error instanceof HttpError) {
    const body = error.data;
    if (isRecord(body) && isRecord(body.error)) return { error: body.error as ProviderError };
    if (error.status === undefined) throw error;
    return { error: { type: 'api_error', message: error.message } };
  }
  throw error;
}

/** The API client of a double served at `apiBase` (e.g. `/payment-double/v1`). */
export function createDoubleApi(apiBase: string, key: string): DoubleApi {
  const headers = { Authorization: `Bearer ${key}` };
  const collection = (id: string) => (id.startsWith('seti_') ? 'setup_intents' : 'payment_intents');
  const call = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<ApiResult<T>> => {
    try {
      const value = await request<T>(apiBase + path, { ...init, headers });
      if (!isRecord(value)) return { error: { type: 'api_error', message: 'The payment double answered nothing.' } };
      return { value };
    } catch (error) {
      return toError(error);
    }
  };
  return {
    createPaymentMethod: (method, billingDetails) =>
      call('/payment_methods', { method: 'POST', json: { ...method, billing_details: billingDetails ?? {} } }),
    retrieveIntent: (id, clientSecret) =>
      call(`/${collection(id)}/${encodeURIComponent(id)}?client_secret=${encodeURIComponent(clientSecret)}`),
    confirmIntent: (id, body) =>
      call(`/${collection(id)}/${encodeURIComponent(id)}/confirm`, { method: 'POST', json: body }),
  };
}
