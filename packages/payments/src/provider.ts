/**
 * Loads the provider client the page settings name: `@stripe/stripe-js` (`kind: 'stripe'`) or the local
 * payment double (`kind: 'local-double'`). Both are dynamic imports, so neither is in a page's initial JS.
 * There is no silent fallback: a missing key, an unknown kind or a failed load rejects with
 * {@link ProviderLoadError}, and the payment box shows the load-failure message.
 */
import { loadProviderClient, type LoadProviderOptions } from './load-provider';
import type { PaymentSettings } from './settings';
import type { PaymentClient } from './types';

export {
  DEFAULT_API_VERSION,
  loadProviderClient,
  ProviderLoadError,
  readProviderConfig,
  type LoadProviderOptions,
  type ProviderSettings,
} from './load-provider';

/**
 * The provider client of `settings.provider`. Rejects with {@link ProviderLoadError} on any failure. A function of
 * its own (not a re-export of {@link loadProviderClient}), so the payment box's and the card's chunks import it from
 * provider-, which they load anyway, and not from chunks/payment-loader- too.
 * @example const client = await loadPaymentProvider(readPaymentSettings(window.wc_stripe_upe_params));
 */
export const loadPaymentProvider = (settings: PaymentSettings, opts?: LoadProviderOptions): Promise<PaymentClient> =>
  loadProviderClient(settings, opts);
