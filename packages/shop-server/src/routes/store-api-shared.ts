/**
 * What every Store API route uses: the REST error body, the request body reader and the cart document (with the
 * customer's addresses as the session holds them).
 */
import type { Context } from 'hono';
import { loadCheckoutState } from '../domain/checkout-state';
import type { CheckoutError } from '../domain/checkout-validation';
import { storeCart } from '../domain/store-api-cart';
import { gatewaysFor } from '../payments/gateways';
import { shopOf, type ShopEnv } from './context';
import { formFields } from './render';

/** Statuses the Store API answers errors with. */
export type RestStatus = 400 | 401 | 403 | 404 | 409;

/** A WordPress REST error body (`data` may carry more, e.g. `params` and `details`). */
export const restError = (
  c: Context<ShopEnv>,
  status: RestStatus,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): Response => c.json({ code, message, data: { status, ...data } }, status);

/** The request body as an object (JSON, or form fields). */
export async function body(c: Context<ShopEnv>): Promise<Record<string, unknown>> {
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    try {
      const b = (await c.req.json()) as unknown;
      return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return { ...Object.fromEntries(new URL(c.req.url).searchParams), ...(await formFields(c)) };
}

/** A plain object, or `{}`. */
export const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A string or number as a string, else ''. */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Plain text of an HTML message (labels come in `<strong>`). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The visitor's cart document, with the addresses the session holds. */
export async function cartJson(c: Context<ShopEnv>): Promise<Record<string, unknown>> {
  const shop = shopOf(c);
  const cart = await shop.cart();
  const session = await shop.session();
  const state = session ? await loadCheckoutState(shop.db, session.id, session.customerId) : null;
  const doc = storeCart(cart, await shop.cartMedia(cart), state ?? undefined);
  // The gateways the checkout offers for the billing country (cheque: GB only), as WooCommerce lists them.
  const country = state?.billing.country;
  return { ...doc, payment_methods: gatewaysFor('checkout', country).map((g) => g.id) };
}

/**
 * The `data` of a Store API field-error answer: `params` names each address with its messages and
 * `details[address].data.fields` maps each field key (`postcode`) to its message, for the form to show under it.
 */
export function fieldErrorsData(errors: CheckoutError[]): {
  params: Record<string, string>;
  details: Record<string, { code: string; message: string; data: { fields: Record<string, string> } }>;
} {
  const details: Record<string, { code: string; message: string; data: { fields: Record<string, string> } }> = {};
  for (const e of errors) {
    const m = /^(billing|shipping)_(\w+)$/.exec(e.id ?? '');
    if (!m) continue;
    const param = `${m[1]}_address`;
    const entry = (details[param] ??= { code: 'invalid_address', message: '', data: { fields: {} } });
    entry.data.fields[m[2]!] ??= plainText(e.html);
    entry.message = Object.values(entry.data.fields).join(' ');
  }
  const params = Object.fromEntries(Object.entries(details).map(([k, d]) => [k, d.message]));
  return { params, details };
}

/** A Store API `rest_invalid_param` answer (400) for address field errors (see {@link fieldErrorsData}). */
export function fieldErrorsResponse(c: Context<ShopEnv>, errors: CheckoutError[]): Response {
  const data = fieldErrorsData(errors);
  const names = Object.keys(data.params).join(', ');
  return restError(c, 400, 'rest_invalid_param', `Invalid parameter(s): ${names}`, data);
}
