/**
 * What every card form does around the provider's payment element, whichever page it is on (the classic payment
 * box, the block checkout): create the payment method from the element, and save the computed appearance once.
 */
import { paymentAppearance } from './form-options';
import { stripeAjax } from './intents-api';
import type { PaymentSettings } from './settings';
import type { BillingDetails, ElementsLike, PaymentClient } from './types';

/**
 * Validates the element (`elements.submit()`), then creates the payment method with `billing`; resolves with its id,
 * rejects with the provider's error (a card field message, a decline…).
 */
export async function createPaymentMethodWith(
  client: PaymentClient,
  elements: ElementsLike,
  billing: BillingDetails,
): Promise<string> {
  const { error: invalid } = await elements.submit();
  if (invalid) throw invalid;
  const r = await client.createPaymentMethod({ elements, params: { billing_details: billing } });
  if (r.error) throw r.error;
  return r.paymentMethod.id;
}

/**
 * save_appearance (spec §7): when the page printed no saved appearance, sends the computed one so the server can
 * print it next time (`blocks`: the block checkout's, `is_block_checkout: 'yes'`). Errors are ignored.
 */
export function saveAppearance(settings: PaymentSettings, blocks: boolean, signal?: AbortSignal): void {
  if (settings.appearance || !settings.nonces.saveAppearance) return;
  stripeAjax(
    settings,
    'save_appearance',
    {
      appearance: JSON.stringify(paymentAppearance(settings)),
      is_block_checkout: blocks ? 'yes' : 'no',
      theme_name: settings.themeName,
      _ajax_nonce: settings.nonces.saveAppearance,
    },
    signal,
  ).catch(() => {});
}
