/**
 * The payment double's vouchers and wallets. A voucher method (boleto, multibanco, oxxo) confirmed leaves its intent
 * waiting (requires_action) with the voucher to show — its number and expiry, as the provider's `{type}_display_details`
 * next action — until the shopper pays it at a bank or shop (never, here). A wallet method (wechat_pay, cashapp) is
 * authorised on the double's authorisation page, as a redirect method is. A Boleto method needs the customer's valid
 * CPF or CNPJ, as the provider's does.
 */
import { createHash } from 'node:crypto';
import { VOUCHER_TYPES, WALLET_TYPES } from '@storefront/payments/method-types';
import { isValidTaxId, taxIdDigits } from '@storefront/payments/boleto-tax-id';
import type { IntentRow } from './objects';

/** Whether `type` is a voucher or wallet type the double takes. */
export const isVoucherWalletType = (type: unknown): type is string =>
  typeof type === 'string' && (VOUCHER_TYPES.includes(type) || WALLET_TYPES.includes(type));

/** Whether `type` is a voucher type. */
export const isVoucherType = (type: string): boolean => VOUCHER_TYPES.includes(type);

/** Days a voucher can be paid in (the provider's defaults: Multibanco 7, Boleto and OXXO 3). */
const VOUCHER_DAYS: Record<string, number> = { boleto: 3, multibanco: 7, oxxo: 3 };

/** Digits of a voucher number per type (a test number made from the intent id, so it is stable). */
const VOUCHER_DIGITS: Record<string, number> = { boleto: 47, multibanco: 9, oxxo: 18 };

/** The voucher of a waiting voucher intent: its number (reference) and its expiry (Unix seconds). */
export function voucherOf(intent: Pick<IntentRow, 'id' | 'created_at'>, type: string) {
  const hex = createHash('sha256').update(intent.id).digest('hex');
  const digits = [...hex].map((ch) => parseInt(ch, 16) % 10).join('');
  const created = Math.floor(new Date(intent.created_at).getTime() / 1000);
  return {
    number: digits.slice(0, VOUCHER_DIGITS[type] ?? 12),
    expires_at: created + (VOUCHER_DAYS[type] ?? 3) * 86_400,
  };
}

/** The next action of a waiting voucher intent (`{type}_display_details`, the provider's shape). */
export function voucherNextAction(intent: IntentRow, type: string): Record<string, unknown> {
  const kind = `${type}_display_details`;
  return { type: kind, [kind]: { ...voucherOf(intent, type), hosted_voucher_url: null } };
}

/** The provider's error for a Boleto method or confirmation without a valid CPF/CNPJ (spec §8 `tax_id_invalid`). */
export const TAX_ID_INVALID = {
  type: 'invalid_request_error',
  code: 'tax_id_invalid',
  param: 'boleto[tax_id]',
  message: 'Boleto requires the customer’s tax id: boleto[tax_id] must be a valid CPF or CNPJ.',
} as const;

/**
 * The last four digits the double keeps of a Boleto method's tax id (`body.boleto.tax_id`), or null when it is missing
 * or not a valid CPF/CNPJ.
 */
export function boletoTaxIdLast4(body: { boleto?: unknown }): string | null {
  const taxId = body.boleto && typeof body.boleto === 'object' ? (body.boleto as { tax_id?: unknown }).tax_id : null;
  return isValidTaxId(taxId) ? taxIdDigits(taxId).slice(-4) : null;
}
