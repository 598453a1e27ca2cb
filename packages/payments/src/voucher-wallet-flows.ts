/**
 * The voucher and wallet hash flows (spec §2 'URL hash fragments'), loaded only when such a hash is read: confirm the
 * server's intent with the type's provider call, then go to the same-origin redirect (a voucher, once it is shown) or
 * let the provider send the shopper to the checked return URL (a wallet). Every return URL is checked same-origin and
 * carries `utm_nooverride=1` before the provider sees it.
 */
import { messageForCode, PaymentFlowError } from './errors';
import type { VoucherHashFlow, WalletHashFlow } from './hash-flows';
import { FLOW_MESSAGES } from './messages';
import { safeRedirect } from './redirects';
import type { PaymentSettings } from './settings';
import type { PaymentClient, ProviderIntent } from './types';
import { voucherConfirm, walletConfirm } from './voucher-wallet-confirms';
import { navigate } from '@storefront/page';

/** Statuses that count as paid / set up. */
const DONE = ['succeeded', 'processing', 'requires_capture'];

/**
 * A return URL for the provider: {@link safeRedirect}'s same-origin check first, then `utm_nooverride=1` set (analytics
 * keep the shop as the order's source). `null` when the URL is not one of `pageOrigin`. Never throws.
 */
export function safeReturnUrl(url: unknown, pageOrigin: string): string | null {
  const safe = safeRedirect(url, pageOrigin);
  if (!safe) return null;
  const u = new URL(safe);
  u.searchParams.set('utm_nooverride', '1');
  return u.href;
}

/**
 * The order-received page of `orderId` from the page settings' `orderReceivedURL` (the order-received base: the id is
 * appended, spec §2), as a same-origin return URL; `null` without a base or for another origin.
 */
export function orderReceivedFallback(base: string, orderId: string, pageOrigin: string): string | null {
  if (!base) return null;
  return safeReturnUrl(`${base.endsWith('/') ? base : `${base}/`}${orderId}/`, pageOrigin);
}

/**
 * Runs a voucher or wallet flow with the loaded `client`; `failOrder` tells the shop a payment failed. Resolves when the
 * page is leaving or the flow ended (an unfinished wallet step: the form is usable again, spec §4); rejects with the
 * error to show.
 */
export async function runVoucherWallet(
  flow: VoucherHashFlow | WalletHashFlow,
  settings: PaymentSettings,
  client: PaymentClient,
  failOrder: (intent?: ProviderIntent) => Promise<void>,
): Promise<void> {
  if (flow.kind === 'voucher') {
    const confirm = voucherConfirm(client, flow.paymentType);
    if (!confirm) throw new PaymentFlowError(FLOW_MESSAGES.generic);
    // Where to go once the voucher is shown: the hash's URL, else the order's received page (both same-origin).
    const target =
      safeReturnUrl(flow.redirectUrl, location.origin) ??
      orderReceivedFallback(settings.orderReceivedURL, flow.orderId, location.origin);
    if (!target) throw new PaymentFlowError(FLOW_MESSAGES.voucherNoRedirect);
    // The intent already has the payment method the page made (with the billing details): nothing to send.
    const r = await confirm(flow.clientSecret, {});
    if (r.error) {
      await failOrder();
      throw r.error;
    }
    if (!navigate(target)) throw new PaymentFlowError(FLOW_MESSAGES.voucherNoRedirect);
    return;
  }
  const confirm = walletConfirm(client, flow.paymentType, flow.intentKind === 'setup');
  if (!confirm) throw new PaymentFlowError(messageForCode('invalid_wallet_type', { configured: settings.messages })!);
  // Checked before the provider sees it: the provider sends the shopper there after the wallet step.
  const returnUrl = safeReturnUrl(flow.returnUrl, location.origin);
  if (!returnUrl) throw new PaymentFlowError(FLOW_MESSAGES.generic);
  const r = await confirm(flow.clientSecret, { return_url: returnUrl });
  const intent: ProviderIntent | undefined =
    'paymentIntent' in r ? r.paymentIntent : 'setupIntent' in r ? r.setupIntent : undefined;
  const failure = r.error ?? intent?.last_payment_error ?? intent?.last_setup_error;
  if (failure) {
    await failOrder(intent);
    throw failure;
  }
  // Still waiting (the provider's page is opening, or an unfinished cash app step): the form is usable again.
  if (!intent || !DONE.includes(intent.status)) return;
  if (!navigate(returnUrl)) throw new PaymentFlowError(FLOW_MESSAGES.generic);
}
