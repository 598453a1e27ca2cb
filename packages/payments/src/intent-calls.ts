/**
 * The shop's intent calls of the intent-first flows (spec §7 "Payment"): `create_payment_intent`,
 * `init_setup_intent` and `update_payment_intent`. A module apart from `intents-api.ts` so that only the code of
 * an intent-first payment type carries them.
 */
import { PaymentFlowError, shopErrorMessage } from './errors';
import { stripeAjax } from './intents-api';
import type { PaymentSettings } from './settings';

/** An intent created by the shop: `{ id, client_secret }`. */
export interface CreatedIntent {
  id: string;
  client_secret: string;
}

async function created(
  answer: Promise<{ success?: boolean; data?: Partial<CreatedIntent> & { error?: unknown } }>,
): Promise<CreatedIntent> {
  const r = await answer;
  if (r?.success !== true || typeof r.data?.id !== 'string' || typeof r.data.client_secret !== 'string') {
    throw new PaymentFlowError(shopErrorMessage(r?.data) ?? '', 'create_intent');
  }
  return { id: r.data.id, client_secret: r.data.client_secret };
}

/** create_payment_intent (intent-first flows, e.g. paying an existing order). */
export const createPaymentIntent = (
  settings: PaymentSettings,
  orderId: string,
  type = 'card',
): Promise<CreatedIntent> =>
  created(
    stripeAjax(settings, 'create_payment_intent', {
      stripe_order_id: orderId,
      payment_method_type: type,
      _ajax_nonce: settings.nonces.createPaymentIntent,
    }),
  );

/** init_setup_intent (saving a method without paying). */
export const initSetupIntent = (settings: PaymentSettings, type = 'card'): Promise<CreatedIntent> =>
  created(
    stripeAjax(settings, 'init_setup_intent', {
      payment_method_type: type,
      _ajax_nonce: settings.nonces.createSetupIntent,
    }),
  );

/**
 * update_payment_intent before confirming an existing payment intent; skipped for setup intents (`seti_`, spec
 * §7). A `result: 'failure'` answer is an error carrying its messages.
 */
export async function updatePaymentIntent(
  settings: PaymentSettings,
  p: { orderId: string; intentId: string; savePaymentMethod: boolean; type?: string },
): Promise<void> {
  if (p.intentId.startsWith('seti_')) return;
  const r = await stripeAjax<{ result?: string; messages?: unknown }>(settings, 'update_payment_intent', {
    stripe_order_id: p.orderId,
    wc_payment_intent_id: p.intentId,
    save_payment_method: p.savePaymentMethod ? 'yes' : 'no',
    selected_upe_payment_type: p.type ?? 'card',
    _ajax_nonce: settings.nonces.updatePaymentIntent,
  });
  if (r?.result === 'failure') {
    const text =
      typeof r.messages === 'string'
        ? r.messages
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        : '';
    throw new PaymentFlowError(text, 'update_payment_intent');
  }
}
