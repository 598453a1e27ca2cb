/**
 * The express checkout flow, framework-free so it can be tested with a fake provider: load the provider, create
 * elements in payment mode with the basket (or the product's) total, mount the express element, and answer its
 * events with the express endpoints; on confirm create the payment method and place the order through the Store
 * API, then go to the order-received page (same origin only). The sheet's calls and the error rules (./sheet) load
 * on the first press (pointer over or down, focus, click) or the first error.
 */
import type { BillingDetails, PaymentClient } from '@storefront/payments';
import type { ExpressApi } from './api';
import type { ExpressBasket } from './basket';
import type { ExpressReads, Totals } from './reads';
import type { ExpressSheet } from './sheet';
import {
  CONNECTION_ERROR,
  type ExpressElementLike,
  type ExpressElementsLike,
  type ExpressParams,
  type ProviderAddress,
  type SelectedProduct,
  type ShippingRate,
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

/** Starts the flow in `target`. Rejects (and shows the error) when the provider or the basket cannot be read. */
export async function startExpressFlow(target: HTMLElement, deps: ExpressFlowDeps): Promise<ExpressFlow> {
  const { api, params } = deps;
  let amount = 0;
  // Product page: the basket calls (loaded on the first click) and the line the click added, which a cancel takes
  // back out — only that line: what the basket held before stays as it was.
  let basket: Promise<ExpressBasket> | undefined;
  let added: string | null = null;

  const productTotals = async (): Promise<Totals | null> => {
    const p = deps.selectedProduct?.();
    return p ? api.selectedProductData(p).catch(() => null) : null;
  };
  // The message of an error, from the sheet's error rules (loaded with the first error).
  const message = (error: unknown) =>
    deps.sheet().then(
      (m) => m.paymentErrorMessage(error),
      () => CONNECTION_ERROR,
    );
  const initial = params.isProductPage ? await productTotals() : await api.cartDetails();
  amount = initial?.total ?? 0;
  const client = await deps.loadClient();
  const elements = client.elements({
    mode: 'payment',
    amount: Math.max(amount, 1),
    currency: params.currency,
    paymentMethodCreation: 'manual',
  } as never) as unknown as ExpressElementsLike;
  const setAmount = (t: Totals) => {
    amount = t.total;
    elements.update({ amount: Math.max(amount, 1) });
  };
  const element: ExpressElementLike = elements.create('expressCheckout', {
    buttonType: { applePay: 'buy', googlePay: 'buy' },
    paymentMethods: { link: 'never', amazonPay: 'never', paypal: 'never' },
  });

  element.on('ready', () => deps.onReady());

  // The sheet's code starts loading as the shopper reaches for the button (a press then waits for no extra chunk).
  const warm = () => void deps.sheet().catch(() => undefined);
  const reach = ['pointerover', 'pointerdown', 'focusin'] as const;

  element.on('click', async (event: { resolve(o: Record<string, unknown>): void }) => {
    deps.showError('');
    warm();
    try {
      if (params.isProductPage) {
        const p = deps.selectedProduct?.();
        if (!p) return deps.showError('Please select some product options before adding this product to your basket.');
        basket ??= deps.sheet().then((m) => m.expressBasket(params.nonces.wc_store_api));
        added = (await (await basket).add(p)) ?? added;
      }
      const totals = await api.cartDetails();
      setAmount(totals);
      event.resolve({
        emailRequired: true,
        phoneNumberRequired: true,
        // An order being paid (order-pay) has its address.
        shippingAddressRequired: !params.isPayForOrder,
        lineItems: totals.lineItems,
        shippingRates: [],
      });
    } catch (error) {
      deps.showError(await message(error));
    }
  });

  element.on(
    'shippingaddresschange',
    async (event: { address: ProviderAddress; resolve(o: unknown): void; reject(): void }) => {
      try {
        const r = await (await deps.sheetApi()).shippingOptions(event.address ?? {});
        if (!r) return event.reject();
        setAmount(r);
        event.resolve({ shippingRates: r.rates, lineItems: r.lineItems });
      } catch {
        event.reject();
      }
    },
  );

  element.on(
    'shippingratechange',
    async (event: { shippingRate: ShippingRate; resolve(o: unknown): void; reject(): void }) => {
      try {
        const r = await (await deps.sheetApi()).updateShippingMethod(event.shippingRate?.id ?? '');
        if (!r) return event.reject();
        setAmount(r);
        event.resolve({ lineItems: r.lineItems });
      } catch {
        event.reject();
      }
    },
  );

  element.on('cancel', () => {
    const key = added;
    added = null;
    // Errors ignored: the basket keeps the line, as if the shopper had added it.
    if (key) void basket?.then((b) => b.remove(key)).catch(() => undefined);
  });

  element.on(
    'confirm',
    async (event: {
      billingDetails?: BillingDetails;
      shippingAddress?: { name?: string; address?: ProviderAddress };
      expressPaymentType?: string;
      paymentFailed?(o?: unknown): void;
    }) => {
      deps.setBusy(true);
      deps.showError('');
      try {
        const submitted = await elements.submit();
        if (submitted.error) throw submitted.error;
        const billing = event.billingDetails ?? {};
        const created = await client.createPaymentMethod({
          elements: elements as never,
          params: { billing_details: billing },
        });
        if (created.error) throw created.error;
        const url = await (
          await deps.sheetApi()
        ).checkout({
          billing,
          shipping: event.shippingAddress ?? {},
          paymentMethodId: created.paymentMethod.id,
          walletType: event.expressPaymentType ?? '',
          customerNote: deps.customerNote(),
        });
        if (!deps.navigate(url)) throw new Error('The order page is not on this site.');
        added = null;
      } catch (error) {
        event.paymentFailed?.({ reason: 'fail' });
        deps.setBusy(false);
        deps.showError(await message(error));
      }
    },
  );

  element.mount(target);
  for (const type of reach) target.addEventListener(type, warm, { passive: true });
  return {
    async productChanged() {
      const t = await productTotals();
      if (t) setAmount(t);
    },
    destroy() {
      for (const type of reach) target.removeEventListener(type, warm);
      element.destroy();
    },
  };
}
