/** The config entries of the payment types (spec §3 'Payment method config entry'), as the page settings print them. */
import type { PaymentType } from './config';

/** The card's config entry (spec §3: the card entry on this store). */
export const CARD_METHOD_CONFIG = {
  isReusable: true,
  title: 'Credit / Debit Card',
  description: '',
  showSaveOption: true,
  supportsDeferredIntent: true,
  countries: [] as string[],
  enabledPaymentMethods: ['card'],
} as const;

/**
 * iDEAL's config entry (the provider plugin's values: not reusable in this version, deferred intents, the
 * Netherlands only, titled 'iDEAL').
 */
export const IDEAL_METHOD_CONFIG = {
  isReusable: false,
  title: 'iDEAL',
  description: '',
  showSaveOption: false,
  supportsDeferredIntent: true,
  countries: ['NL'] as string[],
} as const;

/** The config entry of each payment type the shop implements. */
export const METHOD_CONFIGS: Record<PaymentType, Record<string, unknown>> = {
  card: CARD_METHOD_CONFIG,
  ideal: IDEAL_METHOD_CONFIG,
};
