/**
 * What the express button does once pressed, in the sheet's chunk (./sheet, loaded as the shopper reaches for the
 * button): the click that opens the wallet's sheet (the product page first adds its choice to the basket), the
 * sheet's address and rate changes, its cancel (the line the click added goes back out) and the confirm that pays
 * and places the order, then goes to the order-received page (same origin only).
 */
import { paymentErrorMessage, type BillingDetails } from '@storefront/payments';
import { expressBasket } from './basket';
import type { PressContext } from './flow';
import type { ProviderAddress, ShippingRate } from './contract';

/** The express element's press events and what each does with the running flow (`f`). */
export const press = {
  async click(f: PressContext, event: { resolve(o: Record<string, unknown>): void }) {
    const { deps } = f;
    const { params } = deps;
    deps.showError('');
    try {
      if (params.isProductPage) {
        const p = deps.selectedProduct?.();
        if (!p) return deps.showError('Please select some product options before adding this product to your basket.');
        f.basket ??= expressBasket(params.nonces.wc_store_api);
        f.added = (await f.basket.add(p)) ?? f.added;
      }
      const totals = await deps.api.cartDetails();
      f.setAmount(totals);
      event.resolve({
        emailRequired: true,
        phoneNumberRequired: true,
        // An order being paid (order-pay) has its address.
        shippingAddressRequired: !params.isPayForOrder,
        lineItems: totals.lineItems,
        shippingRates: [],
      });
    } catch (error) {
      deps.showError(paymentErrorMessage(error));
    }
  },

  async shippingaddresschange(
    f: PressContext,
    event: { address: ProviderAddress; resolve(o: unknown): void; reject(): void },
  ) {
    try {
      const r = await (await f.deps.sheetApi()).shippingOptions(event.address ?? {});
      if (!r) return event.reject();
      f.setAmount(r);
      event.resolve({ shippingRates: r.rates, lineItems: r.lineItems });
    } catch {
      event.reject();
    }
  },

  async shippingratechange(
    f: PressContext,
    event: { shippingRate: ShippingRate; resolve(o: unknown): void; reject(): void },
  ) {
    try {
      const r = await (await f.deps.sheetApi()).updateShippingMethod(event.shippingRate?.id ?? '');
      if (!r) return event.reject();
      f.setAmount(r);
      event.resolve({ lineItems: r.lineItems });
    } catch {
      event.reject();
    }
  },

  cancel(f: PressContext) {
    const key = f.added;
    f.added = null;
    // Errors ignored: the basket keeps the line, as if the shopper had added it.
    if (key) void f.basket?.remove(key).catch(() => undefined);
  },

  async confirm(
    f: PressContext,
    event: {
      billingDetails?: BillingDetails;
      shippingAddress?: { name?: string; address?: ProviderAddress };
      expressPaymentType?: string;
      paymentFailed?(o?: unknown): void;
    },
  ) {
    const { deps, elements } = f;
    deps.setBusy(true);
    deps.showError('');
    try {
      const submitted = await elements.submit();
      if (submitted.error) throw submitted.error;
      const billing = event.billingDetails ?? {};
      const created = await f.client.createPaymentMethod({
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
      f.added = null;
    } catch (error) {
      event.paymentFailed?.({ reason: 'fail' });
      deps.setBusy(false);
      deps.showError(paymentErrorMessage(error));
    }
  },
};
