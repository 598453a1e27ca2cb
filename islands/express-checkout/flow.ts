/**
 * The express checkout flow, framework-free so it can be tested with a fake provider: load the provider, create
 * elements in payment mode with the basket (or the product's) total, mount the express element, and answer its
 * events with the express endpoints; on confirm create the payment method and place the order through the Store
 * API, then go to the order-received page (same origin only). What a press does (./press), the sheet's calls and
 * the error rules are the sheet's chunk (./sheet), loaded as the shopper reaches for the button (pointer over or
 * down, focus) or with the first press or error.
 */
import type { PaymentClient } from '@storefront/payments';
import type { ExpressApi } from './api';
import type { ExpressBasket } from './basket';
import type { ExpressReads, Totals } from './reads';
import type { ExpressSheet } from './sheet';
import {
  CONNECTION_ERROR,
  type ExpressElementLike,
  type ExpressElementsLike,
  type ExpressParams,
  type SelectedProduct,
} from './contract';

/** What the flow needs from its surroundings. */
export interface ExpressFlowDeps {
  params: ExpressParams;
  /** The reads the button needs to appear (on the order-pay page, the order's). */
  api: ExpressReads;
  /** The sheet's module (./sheet), loaded once; rejects when it cannot be loaded. */
  sheet(): Promise<ExpressSheet>;
  /** The sheet's calls (the page's full express API), from {@link sheet}. */
  sheetApi(): Promise<ExpressApi>;
  /** Loads the provider client (lazily; the island's first bundle does not carry it). */
  loadClient(): Promise<PaymentClient>;
  /** The page's order note (the checkout's order comments field), '' when it has none. */
  customerNote(): string;
  /** The product page's current choice (null when none is complete). */
  selectedProduct?(): SelectedProduct | null;
  /** Same-origin navigation; false when refused. */
  navigate(url: string): boolean;
  /** Shows an error (empty string clears it). */
  showError(message: string): void;
  /** The page is working (block) or done (unblock). */
  setBusy(busy: boolean): void;
  /** The button is ready to use. */
  onReady(): void;
}

/** A running flow. */
export interface ExpressFlow {
  /** The product page's choice changed (found_variation / reset_data): update the amount shown. */
  productChanged(): Promise<void>;
  destroy(): void;
}

/** What the press handlers (./press) work on: the running flow's parts. */
export interface PressContext {
  deps: ExpressFlowDeps;
  client: PaymentClient;
  elements: ExpressElementsLike;
  /** Shows a new total in the wallet. */
  setAmount(t: Totals): void;
  /** The product page's basket calls (made on the first click: one Store API client per flow). */
  basket?: ExpressBasket;
  /** The line the click added, which a cancel takes back out — only that line: what the basket held stays. */
  added: string | null;
}

/** Starts the flow in `target`. Rejects (and shows the error) when the provider or the basket cannot be read. */
export async function startExpressFlow(target: HTMLElement, deps: ExpressFlowDeps): Promise<ExpressFlow> {
  const { api, params } = deps;
  const productTotals = async (): Promise<Totals | null> => {
    const p = deps.selectedProduct?.();
    return p ? api.selectedProductData(p).catch(() => null) : null;
  };
  const initial = params.isProductPage ? await productTotals() : await api.cartDetails();
  const client = await deps.loadClient();
  const elements = client.elements({
    mode: 'payment',
    amount: Math.max(initial?.total ?? 0, 1),
    currency: params.currency,
    paymentMethodCreation: 'manual',
  } as never) as unknown as ExpressElementsLike;
  const f: PressContext = {
    deps,
    client,
    elements,
    setAmount: (t) => elements.update({ amount: Math.max(t.total, 1) }),
    added: null,
  };
  const element: ExpressElementLike = elements.create('expressCheckout', {
    buttonType: { applePay: 'buy', googlePay: 'buy' },
    paymentMethods: { link: 'never', amazonPay: 'never', paypal: 'never' },
  });

  element.on('ready', () => deps.onReady());
  // Each press event waits for ./press (already under way when the shopper reached for the button); when it cannot
  // load, the event fails as a failed call would: the sheet's changes are refused, a click or confirm shows the
  // connection error.
  for (const name of ['click', 'shippingaddresschange', 'shippingratechange', 'cancel', 'confirm'] as const)
    element.on(name, (event: { reject?(): void; paymentFailed?(o?: unknown): void }) =>
      deps.sheet().then(
        (m) => m.press[name](f, event as never),
        () => {
          if (event.reject) return event.reject();
          event.paymentFailed?.({ reason: 'fail' });
          if (name !== 'cancel') deps.showError(CONNECTION_ERROR);
        },
      ),
    );

  // The sheet's code starts loading as the shopper reaches for the button (a press then waits for no extra chunk).
  const warm = () => void deps.sheet().catch(() => undefined);
  const reach = ['pointerover', 'pointerdown', 'focusin'] as const;
  element.mount(target);
  for (const type of reach) target.addEventListener(type, warm, { passive: true });
  return {
    async productChanged() {
      const t = await productTotals();
      if (t) f.setAmount(t);
    },
    destroy() {
      for (const type of reach) target.removeEventListener(type, warm);
      element.destroy();
    },
  };
}
