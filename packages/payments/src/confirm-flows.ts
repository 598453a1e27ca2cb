/**
 * Runs the four URL-hash payment flows (spec §2): parse the hash, clear it from the address bar, confirm through
 * the provider, then call the follow-up endpoint or redirect — same-origin only.
 */
import { PaymentFlowError } from './errors';
import { hashFlowApplies, intentIdFromSecret, parsePaymentHash, safeRedirect, type HashFlow } from './hash-flows';
import { FLOW_MESSAGES } from './messages';
import type { PaymentSettings } from './settings';
import type { PaymentClient, ProviderIntent } from './types';
import { navigate } from '@storefront/page';
import { updateFailedOrder, updateOrderStatus } from './intents-api';

/** What a hash flow needs from the card form running it (the payment box, the block checkout). */
export interface HashFlowHost {
  settings: PaymentSettings;
  /** The form being paid (its billing fields went with the payment method the page made). */
  form: HTMLFormElement | null;
  /** The loaded provider client (loads it on first use). */
  client(): Promise<PaymentClient>;
  /** Remembers the URL (with the hash) the provider's authentication step must come back to. */
  setReturnUrl(url: string): void;
}

/** Statuses that count as paid / set up. */
const DONE = ['succeeded', 'processing', 'requires_capture'];

type IntentOutcome = { intent?: ProviderIntent; error?: unknown };

const intentOf = (r: {
  paymentIntent?: ProviderIntent;
  setupIntent?: ProviderIntent;
  error?: unknown;
}): IntentOutcome => (r.error ? { error: r.error } : { intent: r.paymentIntent ?? r.setupIntent });

const pmId = (intent: ProviderIntent | undefined): string => {
  const pm = intent?.payment_method;
  return typeof pm === 'string' ? pm : (pm?.id ?? '');
};

/** Confirms a server-created intent: nothing to do when done, the next action when it needs one. */
async function confirmIntent(client: PaymentClient, secret: string): Promise<IntentOutcome> {
  const setup = secret.startsWith('seti_');
  const current = intentOf(
    setup ? await client.retrieveSetupIntent(secret) : await client.retrievePaymentIntent(secret),
  );
  if (current.error || !current.intent) return current;
  if (DONE.includes(current.intent.status)) return current;
  if (current.intent.status === 'requires_action')
    return intentOf(await client.handleNextAction({ clientSecret: secret }));
  const failure = current.intent.last_payment_error ?? current.intent.last_setup_error;
  return { error: failure ?? new PaymentFlowError(FLOW_MESSAGES.generic) };
}

/** Goes to a same-origin URL; false when the URL is not one. */
const goSameOrigin = (url: string): boolean => {
  const safe = safeRedirect(url, location.origin);
  return !!safe && navigate(safe);
};

/** Runs one parsed flow. Resolves when the page is leaving or the flow ended; rejects with the error to show. */
async function run(flow: HashFlow, host: HashFlowHost): Promise<void> {
  const { settings } = host;
  const client = await host.client();
  const failOrder = (intent?: ProviderIntent) =>
    'orderId' in flow
      ? updateFailedOrder(settings, intent?.id ?? intentIdFromSecret(flow.clientSecret), flow.orderId)
      : Promise.resolve();

  if (flow.kind === 'confirm') {
    const r = await confirmIntent(client, flow.clientSecret);
    if (r.error || !r.intent) {
      await failOrder(r.intent);
      throw r.error;
    }
    if (r.intent.status === 'requires_action') return; // leaving for the authentication page
    const next = await updateOrderStatus(settings, {
      orderId: flow.orderId,
      intentId: r.intent.id,
      paymentMethodId: pmId(r.intent),
      nonce: flow.nonce,
    });
    if (!goSameOrigin(next)) throw new PaymentFlowError(FLOW_MESSAGES.generic);
    return;
  }

  if (flow.kind === 'legacy-confirm') {
    try {
      const r = intentOf(
        flow.intentType === 'si'
          ? await client.confirmCardSetup(flow.clientSecret)
          : await client.confirmCardPayment(flow.clientSecret),
      );
      if (r.error) throw r.error;
      if (r.intent?.status === 'requires_action') return;
      if (!r.intent || !['succeeded', 'requires_capture'].includes(r.intent.status) || !goSameOrigin(flow.redirectUrl))
        throw new Error('not confirmed');
    } catch {
      // Legacy flows show the configured generic message for whatever went wrong (spec §8).
      throw new PaymentFlowError(settings.genericErrorMessage || FLOW_MESSAGES.generic);
    }
    return;
  }

  // Vouchers and wallets: their own chunk, so a card-only checkout does not carry them.
  return (await import('./voucher-wallet-flows')).runVoucherWallet(flow, settings, client, failOrder);
}

let running = false;

/**
 * Reads `hash` (default: the page's); when it is a payment flow that applies to this page, clears it from the
 * address bar and runs it. Returns null when the hash is not one, else the flow's promise (rejecting with the
 * error to show). One flow at a time per page.
 */
export function startHashFlow(host: HashFlowHost, hash = location.hash): Promise<void> | null {
  const flow = parsePaymentHash(hash);
  if (
    !flow ||
    running ||
    !hashFlowApplies(flow, { isOrderPay: host.settings.isOrderPay, orderId: host.settings.orderId })
  )
    return null;
  // The authentication step comes back to this very URL, hash included, so the flow can finish.
  host.setReturnUrl(location.href);
  history.replaceState(history.state, '', location.pathname + location.search);
  running = true;
  return run(flow, host).finally(() => (running = false));
}
