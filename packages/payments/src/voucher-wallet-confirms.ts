/**
 * The provider's voucher and wallet confirm calls (Stripe.js's `confirmBoletoPayment`… `confirmCashappSetup`), as the
 * hash flows call them, and which one a payment type uses. Their shapes are checked against `@stripe/stripe-js` in
 * `local-double/stripe-surface.ts`.
 */
import type { ConfirmData, PaymentIntentResult, SetupIntentResult } from './types';

/** A confirm-by-secret call of a payment intent. */
type ConfirmPay = (clientSecret: string, data?: ConfirmData) => Promise<PaymentIntentResult>;

/** The voucher and wallet confirm calls (a subset of Stripe.js's client). */
export interface VoucherWalletConfirms {
  confirmBoletoPayment: ConfirmPay;
  confirmMultibancoPayment: ConfirmPay;
  confirmOxxoPayment: ConfirmPay;
  confirmWechatPayPayment: ConfirmPay;
  confirmCashappPayment: ConfirmPay;
  confirmCashappSetup: (clientSecret: string, data?: ConfirmData) => Promise<SetupIntentResult>;
}

/** The call of each voucher type. */
const VOUCHER_CALLS: Record<string, keyof VoucherWalletConfirms> = {
  boleto: 'confirmBoletoPayment',
  multibanco: 'confirmMultibancoPayment',
  oxxo: 'confirmOxxoPayment',
};

/** The calls of each wallet type: for a payment intent, and for a setup intent (none: the type can't set up). */
const WALLET_CALLS: Record<string, [keyof VoucherWalletConfirms, (keyof VoucherWalletConfirms)?]> = {
  wechat_pay: ['confirmWechatPayPayment'],
  cashapp: ['confirmCashappPayment', 'confirmCashappSetup'],
};

/** A confirm call bound to its client. */
export type BoundConfirm = (
  clientSecret: string,
  data?: ConfirmData,
) => Promise<PaymentIntentResult | SetupIntentResult>;

/** `client`'s call `name`, bound, or null when the client lacks it. */
function bound(client: object, name: keyof VoucherWalletConfirms | undefined): BoundConfirm | null {
  const fn = name ? (client as Partial<VoucherWalletConfirms>)[name] : undefined;
  return typeof fn === 'function' ? (fn.bind(client) as BoundConfirm) : null;
}

/** The confirm call of a voucher `type`, or null for another type (or a client without it). */
export const voucherConfirm = (client: object, type: string): BoundConfirm | null =>
  Object.hasOwn(VOUCHER_CALLS, type) ? bound(client, VOUCHER_CALLS[type]) : null;

/** The confirm call of a wallet `type` for a payment or setup intent, or null for an unknown type. */
export const walletConfirm = (client: object, type: string, setup: boolean): BoundConfirm | null =>
  Object.hasOwn(WALLET_CALLS, type) ? bound(client, WALLET_CALLS[type]![setup ? 1 : 0]) : null;
