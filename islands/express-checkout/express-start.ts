/**
 * The express checkout's start: the button's reads, the flow and the provider loader, started by the island's
 * binding (express-checkout.ts) once mounted. The build keeps it in the island's entry: the island mounts only when
 * its element is visible and then needs this at once, so a page pays for it only where the wallet button is shown.
 * What the button needs once pressed (what a press does, the sheet's calls, the basket changes, the error rules and
 * messages) is ./sheet, loaded as the shopper reaches for the button or with the first error.
 */
import { on } from '@storefront/runtime';
import { block, unblock } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import { DEFAULT_API_VERSION, loadProviderClient, readProviderConfig, type PaymentClient } from '@storefront/payments';
import type { ExpressApi } from './api';
import { CONNECTION_ERROR, SEPARATOR_ID, type ExpressParams } from './contract';
import { startExpressFlow, type ExpressFlow } from './flow';
import { orderNote, productFormOf, readSelectedProduct } from './product';
import { expressReads, type ExpressReads } from './reads';
import type { ExpressSheet } from './sheet';

/**
 * Loads the provider client the params name (no silent fallback: a bad configuration is an error), with the
 * settings the page settings reader would give them, without loading that reader.
 */
export const loadExpressClient = (params: ExpressParams): Promise<PaymentClient> =>
  loadProviderClient({
    key: params.publishableKey,
    apiVersion: DEFAULT_API_VERSION,
    locale: params.locale.replace('_', '-'),
    provider: readProviderConfig(params.provider),
  });

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
  // The sheet's module: loaded once (a failed load is tried again at the next need).
  let module: Promise<ExpressSheet> | undefined;
  const sheet = (): Promise<ExpressSheet> =>
    (module ??= import('./sheet').catch((error: unknown) => {
      module = undefined;
      throw error;
    }));
  let full: Promise<ExpressApi> | undefined;
  const sheetApi = () => (full ??= sheet().then((m) => m.sheetApi(params, reads.signal)));
  // The order-pay page's button pays its order: its reads are the order's (./order-pay, in the sheet's chunk).
  (params.isPayForOrder ? sheetApi() : Promise.resolve<ExpressReads>(expressReads(params, reads.signal)))
    .then((api) =>
      startExpressFlow(slot, {
        params,
        api,
        sheet,
        sheetApi,
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
      // The error rules and their messages load with the first error.
      (e: unknown) =>
        alive &&
        void sheet().then(
          (m) => alive && showError(m.paymentErrorMessage(e)),
          () => alive && showError(CONNECTION_ERROR),
        ),
    );
  return () => {
    alive = false;
    reads.abort();
    stops.forEach((s) => s());
    flow?.destroy();
    if (blocked) unblock(host);
  };
}
