/**
 * Loads the provider client the page settings name: `@stripe/stripe-js` (`kind: 'stripe'`) or the local
 * payment double (`kind: 'local-double'`). Both are dynamic imports, so neither is in a page's initial JS.
 * There is no silent fallback: a missing key, an unknown kind or a failed load rejects with
 * {@link ProviderLoadError}, and the payment box shows the load-failure message.
 */
import type { PaymentSettings } from './settings';
import type { PaymentClient } from './types';

/** The provider could not be loaded (bad configuration, network, script blocked…). */
export class ProviderLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderLoadError';
  }
}

/** Options of {@link loadPaymentProvider}. */
export interface LoadProviderOptions {
  /** Navigation used by the double for authentication pages (default: the shared same-origin navigate). */
  navigate?: (url: string) => boolean;
  /** The URL the double's authentication page returns to when a call gives none (default: the page's URL). */
  returnUrl?: () => string | undefined;
}

/**
 * The provider client of `settings.provider`. Rejects with {@link ProviderLoadError} on any failure.
 * @example const client = await loadPaymentProvider(readPaymentSettings(window.wc_stripe_upe_params));
 */
export async function loadPaymentProvider(
  settings: PaymentSettings,
  opts: LoadProviderOptions = {},
): Promise<PaymentClient> {
  const { provider } = settings;
  if (!settings.key) throw new ProviderLoadError('The payment settings carry no publishable key.');
  try {
    if (provider.kind === 'stripe') {
      const { loadStripeClient } = await import('./stripe-loader');
      return await loadStripeClient(settings.key, settings.apiVersion, settings.locale);
    }
    if (provider.kind === 'local-double') {
      const { createLocalDoubleClient } = await import('./local-double/client');
      return createLocalDoubleClient({
        apiBase: provider.apiBase,
        key: settings.key,
        locale: settings.locale,
        navigate: opts.navigate,
        returnUrl: opts.returnUrl,
      });
    }
  } catch (error) {
    throw new ProviderLoadError(`The ${provider.kind} payment provider failed to load.`, { cause: error });
  }
  throw new ProviderLoadError(
    `Unknown payment provider ${JSON.stringify((provider as { value?: unknown }).value ?? null)}.`,
  );
}
