/**
 * BLIK (`stripe_blik`, spec §3 'Payment method types'): Poland's bank-app payments, off by default like the redirect
 * types. The box asks for the 6-digit code from the shopper's banking app; the payment is confirmed with it and then
 * waits for the shopper to approve it in that app (the double's authorisation page stands in for it). BLIK is
 * intent-first (`supportsDeferredIntent: false`, as the provider's gateway has it): the page creates the intent before
 * the order, and the checkout pays that intent (`wc_payment_intent_id`). The real BLIK takes PLN only; the double takes
 * the shop's currency (GBP).
 */
import { blikCodeError } from '@storefront/payments/messages';
import { paymentConfig } from './config';
import type { PaymentGateway } from './gateway-types';
import { BLIK_TYPE } from './payment-double/blik';
import { BLIK_CODE_FIELD, BLIK_COUNTRIES, BLIK_TITLE, DOUBLE_BLIK_NOTE } from './blik-config';
import { redirectGateway } from './stripe-gateway';

/** The posted code, trimmed. */
const postedCode = (fields: Record<string, string>): string => (fields[BLIK_CODE_FIELD] ?? '').trim();

/** The BLIK gateway: a redirect type's gateway that also checks and confirms with the code. */
export function blikGateway(): PaymentGateway {
  const base = redirectGateway({
    type: BLIK_TYPE,
    title: BLIK_TITLE,
    description: 'Pay with BLIK: enter the 6-digit code from your banking app, then approve the payment there.',
    countries: BLIK_COUNTRIES,
    fieldError: (fields) => blikCodeError(postedCode(fields)),
    confirmWith: (fields) => ({ blikCode: postedCode(fields) }),
  });
  return {
    ...base,
    async paymentFields(ctx, screen) {
      const fields = await base.paymentFields!(ctx, screen);
      const note = paymentConfig().provider === 'local-double' ? DOUBLE_BLIK_NOTE : undefined;
      return { ...fields, codeField: 'blik', note };
    },
  };
}
