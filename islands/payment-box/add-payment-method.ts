/**
 * The add-payment-method page (`form#add_payment_method`): create the payment method, then
 * `wc_stripe_create_and_confirm_setup_intent`; an intent needing authentication goes through the provider's
 * step; finally the browser goes to the return URL (same origin only).
 */
import { FLOW_MESSAGES, PaymentFlowError, safeRedirect } from '@storefront/payments';
import { navigate } from '@storefront/page';
import { createAndConfirmSetupIntent } from '@storefront/payments/flows';
import type { PaymentSession } from './session';

/** Runs the add-payment-method submit for `session`; rejects with the error to show. */
export async function submitAddPaymentMethod(
  session: PaymentSession,
  createPaymentMethod: () => Promise<string>,
): Promise<void> {
  const { settings } = session;
  const pm = await createPaymentMethod();
  const answer = await createAndConfirmSetupIntent(settings, pm);
  const returnTo = safeRedirect(answer.return_url || settings.addPaymentReturnURL, location.origin);
  if (answer.status === 'requires_action' && answer.client_secret) {
    // The provider's authentication step; the double leaves for its page and comes back to the return URL.
    const r = await session.client!.confirmCardSetup(answer.client_secret, { return_url: returnTo ?? undefined });
    if (r.error) throw r.error;
    if (r.setupIntent?.status === 'requires_action') return;
  } else if (answer.status !== 'succeeded') {
    throw new PaymentFlowError(FLOW_MESSAGES.generic);
  }
  if (!returnTo || !navigate(returnTo)) throw new PaymentFlowError(FLOW_MESSAGES.generic);
}
