/**
 * The express endpoint calls the button needs to appear (the basket's or the product's total), and the wc-ajax call
 * they share with the sheet's calls (./api, loaded on the first press). Carries no payment code: a refusal becomes an
 * error with the shop's message, which the error rules (loaded with the first error) show as it is.
 */
import { HttpError, request } from '@storefront/http';
import { shopErrorMessage } from '@storefront/payments/shop-message';
import type { ExpressNonces, ExpressParams, SelectedProduct } from './contract';

/** `v` as a record ({} when it is none). */
export const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
/** `v` as a string (numbers too), else `d`. */
export const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d);
/** `v` as a finite number, else 0. */
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/**
 * Throws an error with the shop's message when `cond` holds: paymentErrorMessage shows an error's own message, and
 * the generic failure for one without (as for a PaymentFlowError, which would need the payments chunks here).
 */
const failIf = (cond: boolean, message?: unknown) => {
  if (cond) throw new Error(str(message));
};

/** Amount and lines of an answer. */
export interface Totals {
  total: number;
  lineItems: Array<{ name: string; amount: number }>;
}

/** The totals of an express endpoint's answer. */
export const totalsOf = (r: Record<string, unknown>): Totals => ({
  total: num(rec(r.total).amount),
  lineItems: (Array.isArray(r.displayItems) ? r.displayItems : []).map((i) => ({
    name: str(rec(i).label),
    amount: num(rec(i).amount),
  })),
});

/** The wc-ajax express call of one page; `signal` (the island's unmount) cancels it. */
export function expressCall(params: ExpressParams, signal?: AbortSignal) {
  return async (
    endpoint: string,
    nonce: keyof ExpressNonces,
    data: Record<string, unknown> = {},
  ): Promise<Record<string, unknown>> => {
    try {
      return rec(
        await request(params.ajaxUrl.replace('%%endpoint%%', `wc_stripe_${endpoint}`), {
          method: 'POST',
          body: { security: params.nonces[nonce], ...data },
          signal,
        }),
      );
    } catch (error) {
      // A refusal (e.g. a wrong nonce, 403) that carries the shop's `{ data: { error: { message } } }` shows that message.
      const message = error instanceof HttpError && shopErrorMessage(rec(error.data).data);
      failIf(!!message, message);
      throw error;
    }
  };
}

/** The reads the button needs to appear and to open its sheet. */
export function expressReads(params: ExpressParams, signal?: AbortSignal) {
  const call = expressCall(params, signal);
  const product = (p: SelectedProduct) => ({ product_id: p.productId, qty: p.quantity, ...p.attributes });
  return {
    /** The basket: total and lines. */
    cartDetails: async (): Promise<Totals> =>
      totalsOf(rec((await call('get_cart_details', 'get_cart_details')).order_data)),
    /** What the product page's current choice costs. */
    async selectedProductData(p: SelectedProduct): Promise<Totals> {
      const r = await call('get_selected_product_data', 'get_selected_product_data', product(p));
      failIf(!!r.error, r.error);
      return totalsOf(r);
    },
  };
}

/** The reads' type. */
export type ExpressReads = ReturnType<typeof expressReads>;
