/**
 * The express checkout's server calls: the wc-ajax express endpoints (each with its own `security` nonce) and the
 * Store API checkout (Nonce header plus the two express headers). Answers are read defensively: anything
 * unexpected becomes an error with a spec message, never a crash.
 */
import { HttpError, request } from '@storefront/http';
import { FLOW_MESSAGES, PaymentFlowError, type BillingDetails } from '@storefront/payments';
import {
  EXPRESS_HEADER,
  EXPRESS_NONCE_HEADER,
  GATEWAY_ID,
  STORE_CHECKOUT_PATH,
  type DisplayItem,
  type ExpressParams,
  type ProviderAddress,
  type ShippingRate,
} from './contract';
import { expressCall, expressReads, num, rec, str, totalsOf, type Totals } from './reads';

export type { Totals } from './reads';

/** Throws the message (else the generic failure) when `cond` holds. */
// The code is only compared with known codes, never shown: it is passed on as it came.
const failIf = (cond: boolean, message?: unknown, code?: unknown) => {
  if (cond) throw new PaymentFlowError(str(message) || FLOW_MESSAGES.generic, code as string | undefined);
};

/**
 * The express endpoint calls of one page: the reads (./reads) and the sheet's. `signal` (the island's unmount)
 * cancels the wc-ajax calls; the order, once sent, is left to finish (as are the product page's basket changes,
 * basket.ts).
 */
export function expressApi(params: ExpressParams, signal?: AbortSignal) {
  const call = expressCall(params, signal);
  /**
   * The Store API order data of a wallet payment: normalize_address with both addresses (`data.billing_address`,
   * `data.shipping_address`), the shop's normalised values winning (a field it left out keeps what the wallet
   * gave), and the card gateway with the created payment method and the wallet type.
   */
  const orderData = async (o: WalletPayment): Promise<Record<string, unknown>> => {
    const given = {
      billing_address: storeAddress(o.billing.name, o.billing.address, {
        email: o.billing.email ?? '',
        phone: o.billing.phone ?? '',
      }),
      shipping_address: storeAddress(o.shipping.name ?? o.billing.name, o.shipping.address ?? o.billing.address),
    };
    const normal = await call('normalize_address', 'normalize_address', { data: JSON.stringify(given) });
    for (const k of ['billing_address', 'shipping_address'] as const)
      for (const f in given[k]) given[k][f] = str(rec(normal[k])[f], given[k][f]);
    return {
      ...given,
      payment_method: GATEWAY_ID,
      payment_data: [
        { key: 'wc-stripe-payment-method', value: o.paymentMethodId },
        { key: 'express_payment_type', value: o.walletType },
      ],
    };
  };
  return {
    ...expressReads(params, signal),
    /** get_shipping_options for the wallet's (partial) address; null when it cannot be shipped to. */
    async shippingOptions(a: ProviderAddress): Promise<(Totals & { rates: ShippingRate[] }) | null> {
      const r = await call('get_shipping_options', 'shipping', {
        is_product_page: params.isProductPage,
        country: a.country ?? '',
        state: a.state ?? '',
        postcode: a.postal_code ?? '',
        city: a.city ?? '',
        address: a.line1 ?? '',
        address_2: a.line2 ?? '',
      });
      const options = Array.isArray(r.shipping_options) ? r.shipping_options : [];
      if (r.result !== 'success' || options.length === 0) return null;
      return {
        ...totalsOf(r),
        rates: options.map((o) => ({ id: str(rec(o).id), displayName: str(rec(o).label), amount: num(rec(o).amount) })),
      };
    },
    /** Chooses a shipping rate; null when refused. */
    async updateShippingMethod(id: string): Promise<Totals | null> {
      const r = await call('update_shipping_method', 'update_shipping', {
        'shipping_method[0]': id,
        is_product_page: params.isProductPage,
      });
      return r.result === 'success' ? totalsOf(r) : null;
    },
    orderData,
    /**
     * The order through the Store API: the order data, the page's order note and its order attribution; answers
     * the order-received URL.
     */
    async checkout(o: WalletPayment): Promise<string> {
      const body = {
        ...(await orderData(o)),
        customer_note: o.customerNote,
        // Lazily, so the product page's first bundle does not carry the tracker; a failed load orders without it.
        extensions: await import('@storefront/attribution/extension').then(
          (m) => m.checkoutExtensions(),
          () => undefined,
        ),
      };
      return placeStoreOrder(STORE_CHECKOUT_PATH, body, {
        Nonce: params.nonces.wc_store_api,
        [EXPRESS_HEADER]: 'true',
        [EXPRESS_NONCE_HEADER]: params.nonces.wc_store_api_express_checkout,
      });
    },
  };
}

/** What the wallet's confirm gives the order. */
export interface WalletPayment {
  billing: BillingDetails;
  shipping: { name?: string; address?: ProviderAddress };
  paymentMethodId: string;
  walletType: string;
  customerNote: string;
}

/**
 * A Store API refusal shows the message of its error body (`{ code, message }`), else the generic failure; the
 * error thrown carries the body's code.
 */
export function storeRefusal(error: unknown): never {
  const body = rec(rec(error).data);
  failIf(error instanceof HttpError && error.status !== undefined, body.message, body.code);
  throw error;
}

/** POSTs a Store API order (`json`) to `path`; answers its `payment_result.redirect_url`. */
export async function placeStoreOrder(path: string, json: unknown, headers: Record<string, string>): Promise<string> {
  const r = await request(path, { method: 'POST', json, headers }).catch(storeRefusal);
  const url = str(rec(rec(r).payment_result).redirect_url);
  failIf(!url);
  return url;
}

/** The API object's type. */
export type ExpressApi = ReturnType<typeof expressApi>;

/** A provider address as the Store API's address object. */
export function storeAddress(
  name: string | undefined,
  a: ProviderAddress | undefined,
  extra: Record<string, string> = {},
): Record<string, string> {
  const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return {
    first_name: first,
    last_name: rest.join(' '),
    company: '',
    address_1: a?.line1 ?? '',
    address_2: a?.line2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    postcode: a?.postal_code ?? '',
    country: a?.country ?? '',
    ...extra,
  };
}

/** Totals as the provider's line items (display only). */
export const lineItemsOf = (items: DisplayItem[]) => items.map((i) => ({ name: i.label, amount: i.amount }));
