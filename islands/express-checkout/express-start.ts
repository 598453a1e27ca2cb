/**
 * The express checkout's lazily loaded part: the endpoint client, the flow, the provider loader and the error
 * messages. The island's first bundle (express-checkout.ts) only renders the slot and imports this once mounted,
 * so a page pays for the payment code only where the wallet button is actually shown.
 */
import { on } from '@storefront/runtime';
import { block, unblock } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import {
  loadPaymentProvider,
  paymentErrorMessage,
  readPaymentSettings,
  type PaymentClient,
} from '@storefront/payments';
import { expressApi } from './api';
import { SEPARATOR_ID, type ExpressParams } from './contract';
import { startExpressFlow, type ExpressFlow } from './flow';
import { orderNote, productFormOf, readSelectedProduct } from './product';

/** Loads the provider client the params name (no silent fallback: a bad configuration is an error). */
export const loadExpressClient = (params: ExpressParams): Promise<PaymentClient> =>
  loadPaymentProvider(
    readPaymentSettings({ key: params.publishableKey, provider: params.provider, locale: params.locale }),
  );

/** Options of {@link startIsland}. */
export interface StartOptions {
  host: HTMLElement;
  slot: HTMLElement;
  params: ExpressParams;
  showError(message: string): void;
  loadClient?: (params: ExpressParams) => Promise<PaymentClient>;
}

/** Starts the flow in `slot`; the returned function stops it (safe to call before the start finished). */
export function startIsland({
  host,
  slot,
  params,
  showError,
  loadClient = loadExpressClient,
}: StartOptions): () => void {
  let flow: ExpressFlow | null = null;
  let alive = true;
  let blocked = false;
  const form = params.isProductPage ? productFormOf(host) : null;
  const stops: Array<() => void> = [];
  // Reads under way when the island goes (the basket's total at start, shipping options) are cancelled.
  const reads = new AbortController();
  const api = expressApi(params, reads.signal);
  // The order-pay page's button pays its order: that code (./order-pay, in the basket calls' chunk) loads there only.
  (params.isPayForOrder ? import('./basket').then((m) => m.orderPayApi(api, params)) : Promise.resolve(api))
    .then((api) =>
      startExpressFlow(slot, {
        params,
        api,
        loadClient: () => loadClient(params),
        selectedProduct: () => readSelectedProduct(form),
        customerNote: () => orderNote(host.ownerDocument),
        navigate,
        showError: (m) => alive && showError(m),
        setBusy: (busy) => {
          if (busy === blocked) return;
          blocked = busy;
          (busy ? block : unblock)(host);
        },
        onReady: () => {
          const separator = host.ownerDocument.getElementById(SEPARATOR_ID);
          if (separator) separator.hidden = false;
        },
      }),
    )
    .then(
      (f) => {
        if (!alive) return f.destroy();
        flow = f;
        // The product page's choice changes the amount the wallet shows.
        if (form)
          for (const name of ['found_variation', 'reset_data'] as const)
            stops.push(on(name, () => void f.productChanged(), form));
      },
      (e) => alive && showError(paymentErrorMessage(e)),
    );
  return () => {
    alive = false;
    reads.abort();
    stops.forEach((s) => s());
    flow?.destroy();
    if (blocked) unblock(host);
  };
}
