/** BLIK's facts and config entry (the config entries and the gateway both read them). */
import { BLIK_REFUSED_CODE } from './payment-double/blik';

/** BLIK's title. */
export const BLIK_TITLE = 'BLIK';

/** The billing countries BLIK serves. */
export const BLIK_COUNTRIES = ['PL'];

/** The posted code field (WooCommerce's Stripe gateway's name). */
export const BLIK_CODE_FIELD = 'wc-stripe-blik-code';

/** The box note while the double is the provider: its documented codes. */
export const DOUBLE_BLIK_NOTE = `Test payments: the local payment double takes any 6-digit BLIK code (${BLIK_REFUSED_CODE} is refused by the bank); you then approve the payment on its page standing in for your banking app.`;

/** BLIK's config entry: intent-first, not reusable (no save option), Poland only. */
export const BLIK_METHOD_CONFIG = {
  isReusable: false,
  title: BLIK_TITLE,
  description: '',
  showSaveOption: false,
  supportsDeferredIntent: false,
  countries: BLIK_COUNTRIES,
} as const;
