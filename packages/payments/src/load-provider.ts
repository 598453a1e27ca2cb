/**
 * The provider client loader itself: `@stripe/stripe-js` (`kind: 'stripe'`) or the local payment double
 * (`kind: 'local-double'`), both dynamic imports. Apart from the page settings reader and the error rules, so the
 * express button's first bundles load it alone (chunks/payment-loader-); pages with settings use
 * {@link loadPaymentProvider} (./provider).
 */
import type { PaymentSettings, ProviderConfig } from './settings';
import type { PaymentClient } from './types';

/** The provider API version of settings that name none. */
export const DEFAULT_API_VERSION = '2024-06-20';

/** What the loader reads of the page settings. */
export type ProviderSettings = Pick<PaymentSettings, 'key' | 'apiVersion' | 'locale' | 'provider'>;

/** The provider config as the server printed it (`{ kind, apiBase? }`); anything else is `unknown`. */
export function readProviderConfig(v: unknown): ProviderConfig {
  const p = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const base = p.apiBase;
  if (p.kind === 'stripe') return { kind: 'stripe' };
  if (p.kind === 'local-double')
    return {
      kind: 'local-double',
      apiBase: (typeof base === 'string' || typeof base === 'number' ? String(base) : '/payment-double/v1').replace(
        /\/+$/,
        '',
      ),
    };
  return { kind: 'unknown', value: v };
}

/** The provider could not be loaded (bad configuration, network, script blocked…). */
export class ProviderLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderLoadError';
  }
}

/** Options of {@link loadProviderClient}. */
export interface LoadProviderOptions {
  /** Navigation used by the double for authentication pages (default: the shared same-origin navigate). */
  navigate?: (url: string) => boolean;
  /** The URL the double's authentication page returns to when a call gives none (default: the page's URL). */
  returnUrl?: () => string | undefined;
}

/**
 * The provider client of `settings.provider`. Rejects with {@link ProviderLoadError} on any failure.
 * @example const client = await loadProviderClient({ key, apiVersion: DEFAULT_API_VERSION, locale, provider });
 */
export async function loadProviderClient(
  settings: ProviderSettings,
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
