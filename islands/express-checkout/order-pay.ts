/**
 * Express checkout on the order-pay page (`/checkout/order-pay/{id}/?pay_for_order=true&key=…`): the button pays
 * the existing order of `wcStripeExpressCheckoutPayForOrderParams` (spec §7 "Store REST"): its lines and total come
 * from that global (no basket call), the wallet asks for no address (the order has one), and Pay posts the order
 * data with the order's shipping address to `POST /wc/store/v1/checkout/{order_id}?key={order_key}&billing_email=…`
 * (`Nonce` header); after a refused payment the order carries the payer's email, which the next try sends. Loaded only on that page, in the chunk of the product page's basket calls (./basket).
 */
import { FLOW_MESSAGES, PaymentFlowError } from '@storefront/payments';
import { placeStoreOrder, type ExpressApi, type Totals } from './api';
import { STORE_CHECKOUT_PATH, type ExpressParams } from './contract';

/** The Store API's code for a payment the provider refused (the order took the payer's details first). */
const PAYMENT_REFUSED = 'woocommerce_rest_checkout_process_payment_error';

const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** The order the button pays. */
export interface PayForOrder {
  id: string;
  key: string;
  billingEmail: string;
  /** The order's shipping address (Store API fields). */
  shippingAddress: Record<string, string>;
  totals: Totals;
}

/** Reads the global; throws (the button is not shown, the error is) when it names no order. */
export function readPayForOrder(raw: unknown): PayForOrder {
  const p = rec(raw);
  const details = rec(p.orderDetails);
  const id = str(p.order);
  if (!/^\d+$/.test(id) || !str(details.orderKey)) throw new PaymentFlowError(FLOW_MESSAGES.generic);
  return {
    id,
    key: str(details.orderKey),
    billingEmail: str(details.billingEmail),
    shippingAddress: Object.fromEntries(Object.entries(rec(details.shippingAddress)).map(([k, v]) => [k, str(v)])),
    totals: {
      total: num(rec(p.total).amount),
      lineItems: (Array.isArray(p.displayItems) ? p.displayItems : []).map((i) => ({
        name: str(rec(i).label),
        amount: num(rec(i).amount),
      })),
    },
  };
}

/**
 * The page's express calls for paying its order: `cartDetails` answers the order's lines and total, `checkout`
 * pays the order (the wallet's billing details normalised as at checkout, the order's shipping address) and
 * answers the order-received URL. The other calls are the page's own (unused: nothing to ship).
 */
export function orderPayApi(api: ExpressApi, params: ExpressParams): ExpressApi {
  const order = readPayForOrder(params.payForOrder);
  let email = order.billingEmail;
  return {
    ...api,
    cartDetails: async () => order.totals,
    async checkout(o) {
      const data = await api.orderData(o);
      const payer = str(rec(data.billing_address).email).trim();
      const query = new URLSearchParams({ key: order.key, billing_email: email });
      const path = `${STORE_CHECKOUT_PATH}/${order.id}?${query}`;
      try {
        return await placeStoreOrder(
          path,
          { ...data, shipping_address: order.shippingAddress },
          {
            Nonce: params.nonces.wc_store_api,
          },
        );
      } catch (error) {
        // A payment refused came after the order's checks, which put the payer's details (email too) on the order:
        // the next try is checked against that email.
        if (payer && error instanceof PaymentFlowError && error.code === PAYMENT_REFUSED) email = payer;
        throw error;
      }
    },
  };
}
