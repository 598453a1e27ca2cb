/** The config entries of the payment types (spec §3 'Payment method config entry'), as the page settings print them. */
import type { PaymentType } from './config';
import { isDebitType } from '@storefront/payments/debit-types';
import { debitMethodConfig } from './debit-gateway';
import { VOUCHER_WALLET_FACTS, voucherWalletMethodConfig } from './voucher-wallet-configs';
import { BLIK_METHOD_CONFIG } from './blik-config';
import { savesType } from './save-methods';

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

/** What a redirect type's entry is made from: its title and the billing countries it accepts (empty: all). */
interface RedirectTypeFacts {
  title: string;
  countries: string[];
  /** The shopper-facing line of its payment box. */
  description: string;
}

/** The redirect types' titles and countries (the provider's, for the countries its payment methods serve). */
export const REDIRECT_TYPE_FACTS: Record<string, RedirectTypeFacts> = {
  ideal: {
    title: 'iDEAL',
    countries: ['NL'],
    description: 'Pay with iDEAL: you authorise the payment with your bank.',
  },
  bancontact: {
    title: 'Bancontact',
    countries: ['BE'],
    description: 'Pay with Bancontact: you authorise the payment with your bank.',
  },
  eps: { title: 'EPS', countries: ['AT'], description: 'Pay with EPS: you authorise the payment with your bank.' },
  giropay: {
    title: 'giropay',
    countries: ['DE'],
    description: 'Pay with giropay: you authorise the payment with your bank.',
  },
  p24: {
    title: 'Przelewy24',
    countries: ['PL'],
    description: 'Pay with Przelewy24: you authorise the payment with your bank.',
  },
  sofort: {
    title: 'Sofort',
    countries: ['AT', 'BE', 'DE', 'ES', 'IT', 'NL'],
    description: 'Pay with Sofort: you authorise the payment with your bank.',
  },
  alipay: { title: 'Alipay', countries: [], description: 'Pay with Alipay: you authorise the payment in Alipay.' },
  klarna: {
    title: 'Klarna',
    countries: ['AT', 'BE', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'SE', 'US'],
    description: 'Pay later with Klarna: you complete the purchase with Klarna.',
  },
  affirm: {
    title: 'Affirm',
    countries: ['US', 'CA'],
    description: 'Pay over time with Affirm: you complete the purchase with Affirm.',
  },
  afterpay_clearpay: {
    title: 'Clearpay',
    countries: ['GB'],
    description: 'Pay in instalments with Clearpay: you complete the purchase with Clearpay.',
  },
};

/**
 * A redirect type's config entry: deferred intents, its countries and title; reusable, with the save option, where
 * the shop saves it (iDEAL, Bancontact, Sofort: as the SEPA debit made from the payment; see save-methods.ts).
 */
export const redirectMethodConfig = (type: PaymentType) => ({
  isReusable: savesType(type),
  title: REDIRECT_TYPE_FACTS[type]!.title,
  description: '',
  showSaveOption: savesType(type),
  supportsDeferredIntent: true,
  countries: REDIRECT_TYPE_FACTS[type]!.countries,
});

/** iDEAL's config entry. */
export const IDEAL_METHOD_CONFIG = redirectMethodConfig('ideal');

/** The config entry of a payment type the shop implements. */
export const methodConfig = (type: PaymentType): Record<string, unknown> =>
  type === 'card'
    ? CARD_METHOD_CONFIG
    : isDebitType(type)
      ? debitMethodConfig(type)
      : VOUCHER_WALLET_FACTS[type]
        ? voucherWalletMethodConfig(type)
        : type === 'blik'
          ? BLIK_METHOD_CONFIG
          : redirectMethodConfig(type);
