/**
 * The cash app's amount notice (spec §8 'Notice (not an error)', §9): its text and rule, a module of its own so that
 * only the cash app's notice chunk carries them (FLOW_MESSAGES lists the text too).
 */

/** The notice; `{wallet}` stands for the wallet's name. */
export const CASH_APP_NOTICE =
  'Please note that, depending on your account and transaction history, {wallet} may reject your transaction due to its amount.';

/** Cash app amount notice threshold, in minor units (spec §9: above 200000). */
export const CASH_APP_NOTICE_THRESHOLD = 200_000;

/** The cash app amount notice when `cartTotal` (minor units) is above the threshold, else null. */
export function cashAppNotice(cartTotal: number, walletName = 'Cash App'): string | null {
  return Number.isFinite(cartTotal) && cartTotal > CASH_APP_NOTICE_THRESHOLD
    ? CASH_APP_NOTICE.replace('{wallet}', walletName)
    : null;
}
