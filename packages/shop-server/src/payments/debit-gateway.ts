/**
 * The direct-debit payment types (spec §3: sepa_debit, bacs_debit, au_becs_debit, acss_debit, us_bank_account) as
 * split-mode gateways `stripe_{type}`, off by default: their config entries and gateways. The page creates a payment
 * method with the account the shopper typed; the gateway confirms the order's intent with it (the card's payment
 * code). The provider debits the account later, so a confirmed debit is `processing`: the order goes on hold with a
 * note until the payment settles, and the shopper lands on the order-received page; the provider's webhook event
 * settles it later (debit-webhook.ts). A declined debit fails the order with the spec's message, as a declined card
 * does.
 */
import { holdOrder } from '../domain/orders';
import { attemptPayment, intentPaysOrder } from '../domain/payment-flow';
import { MISSING_PAYMENT_DETAILS, paymentErrorText } from '../messages';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import type { DebitType } from '@storefront/payments/debit-types';
import { NON_REUSABLE_TYPES } from '@storefront/payments/method-types';
import { PAYMENT_METHOD_ID, STRIPE_MODE_UNAVAILABLE, gatewayIdOf, paymentConfig } from './config';
import type { PaymentGateway, PaymentResult } from './gateway-types';
import { getPaymentMethod, succeededIntentOfOrder } from './payment-double/engine';
import { keepSavedMethod, postsSavedMethod, savedChoice, savedMethodFields } from './save-methods';

/** The countries of the SEPA scheme (the EU and EEA states, Switzerland, the UK and the microstates). */
const SEPA_COUNTRIES = [
  'AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE',
  'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA',
]; // prettier-ignore

/** Each debit type's title, the billing countries it serves and the line of its payment box. */
export const DEBIT_TYPE_FACTS: Record<DebitType, { title: string; countries: string[]; description: string }> = {
  sepa_debit: {
    title: 'SEPA Direct Debit',
    countries: SEPA_COUNTRIES,
    description: 'Pay by SEPA Direct Debit from your bank account.',
  },
  bacs_debit: {
    title: 'Bacs Direct Debit',
    countries: ['GB'],
    description: 'Pay by Bacs Direct Debit from your UK bank account.',
  },
  au_becs_debit: {
    title: 'BECS Direct Debit',
    countries: ['AU'],
    description: 'Pay by BECS Direct Debit from your Australian bank account.',
  },
  acss_debit: {
    title: 'Pre-authorised debit',
    countries: ['CA'],
    description: 'Pay by pre-authorised debit from your Canadian bank account.',
  },
  us_bank_account: {
    title: 'ACH Direct Debit',
    countries: ['US'],
    description: 'Pay by ACH Direct Debit from your US bank account.',
  },
};

/**
 * A debit type's config entry: reusable per spec §4 (BECS is not), deferred intents, its countries and title. A
 * reusable debit offers saving (issue 18: its account is saved as a token of its gateway).
 */
export const debitMethodConfig = (type: DebitType) => ({
  isReusable: !NON_REUSABLE_TYPES.includes(type),
  title: DEBIT_TYPE_FACTS[type].title,
  description: '',
  showSaveOption: !NON_REUSABLE_TYPES.includes(type),
  supportsDeferredIntent: true,
  countries: DEBIT_TYPE_FACTS[type].countries,
});

/** The box note of a debit type while the double is the provider: its test accounts (the README lists them all). */
export function doubleDebitNote(type: DebitType): string {
  const { good, failing, failsLater } = DEBIT_TEST_ACCOUNTS[type];
  const account = (a: object) => Object.values(a).join(' / ');
  return (
    `Test payments: the local payment double debits any valid account, e.g. ${account(good)}; ` +
    `${account(failing)} is declined; ${account(failsLater)} fails when the debit settles. ` +
    'No real account is debited.'
  );
}

const failure = (message: string): PaymentResult => ({ result: 'failure', messages: [message] });

/** The payment method posted (`pm_…`), or ''. */
const postedMethod = (fields: Record<string, string>): string => {
  const id = (fields['wc-stripe-payment-method'] ?? '').trim();
  return PAYMENT_METHOD_ID.test(id) ? id : '';
};

/** The gateway of a debit payment type (`stripe_{type}`). */
export function debitGateway(type: DebitType): PaymentGateway {
  const id = gatewayIdOf(type);
  const { title, description, countries } = DEBIT_TYPE_FACTS[type];
  return {
    id,
    title,
    description,
    countries,
    pageFiltersByCountry: true,
    screens: ['checkout', 'order-pay'],
    validate: (fields) => (postsSavedMethod(fields, id) || postedMethod(fields) ? [] : [MISSING_PAYMENT_DETAILS]),
    paymentFields: async (ctx, screen) => ({
      kind: 'card',
      type,
      gatewayId: id,
      ...(await savedMethodFields(ctx, type, id, screen)),
      note: paymentConfig().provider === 'local-double' ? doubleDebitNote(type) : undefined,
    }),
    async processPayment(ctx, order, fields) {
      if (paymentConfig().provider !== 'local-double') return failure(STRIPE_MODE_UNAVAILABLE);
      // A saved account (one of the customer's tokens of this gateway), or a new one and whether to save it.
      const choice = await savedChoice(ctx, order, fields, id);
      if ('error' in choice) return failure(choice.error);
      const paymentMethodId = choice.token?.paymentMethodId ?? postedMethod(fields);
      if (!paymentMethodId) return failure(MISSING_PAYMENT_DETAILS);
      if (order.status !== 'pending' && order.status !== 'failed') {
        const paid = await succeededIntentOfOrder(ctx.shop.db, order.id);
        if (paid && intentPaysOrder(paid, order)) return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
        return failure('This order can no longer be paid for.');
      }
      const attempt = await attemptPayment(ctx, order, {
        paymentMethodId,
        paymentMethodType: type,
        intentId: fields.wc_payment_intent_id || null,
        savePaymentMethod: choice.token === null && choice.save,
        returnUrl: () => ctx.orders.receivedUrl(order),
      });
      if (attempt.outcome === 'failed') return failure(attempt.message);
      if (attempt.outcome === 'action') return failure(paymentErrorText(null));
      if (attempt.outcome === 'processing') {
        await keepSavedMethod(ctx, order, attempt.intent, id);
        const pm = await getPaymentMethod(ctx.shop.db, attempt.intent.payment_method ?? '');
        await holdOrder(
          ctx.shop.db,
          order.id,
          `${title}: the debit of the account ending in ${pm?.last4 ?? '????'} is processing (${attempt.intent.id}). ` +
            'The order is on hold until the payment settles.',
        );
      }
      return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
    },
  };
}
