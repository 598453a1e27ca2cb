/**
 * The voucher and wallet types' facts (spec §3 'Payment method types'): title, the billing countries the provider
 * serves them in (empty: all) and the line of their payment box; and their config entries.
 */
import type { PaymentType } from './config';
import { savesType } from './save-methods';

/** What a voucher or wallet type's entry and gateway are made from. */
export interface VoucherWalletFacts {
  title: string;
  countries: string[];
  /** The shopper-facing line of its payment box. */
  description: string;
}

/** The voucher and wallet types' facts. */
export const VOUCHER_WALLET_FACTS: Record<string, VoucherWalletFacts> = {
  boleto: {
    title: 'Boleto',
    countries: ['BR'],
    description: 'Pay with Boleto: you get a voucher to pay at a bank, an ATM or online.',
  },
  multibanco: {
    title: 'Multibanco',
    countries: ['PT'],
    description: 'Pay with Multibanco: you get a reference to pay at an ATM or in your bank app.',
  },
  oxxo: {
    title: 'OXXO',
    countries: ['MX'],
    description: 'Pay with OXXO: you get a voucher to pay in cash at an OXXO store.',
  },
  wechat_pay: {
    title: 'WeChat Pay',
    countries: [],
    description: 'Pay with WeChat Pay: you authorise the payment in the WeChat app.',
  },
  cashapp: {
    title: 'Cash App Pay',
    countries: ['US'],
    description: 'Pay with Cash App Pay: you authorise the payment in Cash App.',
  },
};

/**
 * A voucher or wallet type's config entry: deferred intents (the page creates the payment method, the server the
 * intent); reusable with a save option for Cash App Pay only (a voucher, and WeChat Pay, pay once).
 */
export const voucherWalletMethodConfig = (type: PaymentType) => ({
  isReusable: savesType(type),
  title: VOUCHER_WALLET_FACTS[type]!.title,
  description: '',
  showSaveOption: savesType(type),
  supportsDeferredIntent: true,
  countries: VOUCHER_WALLET_FACTS[type]!.countries,
});
