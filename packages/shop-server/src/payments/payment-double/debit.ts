/**
 * The payment double's direct-debit payment methods (SEPA, Bacs, BECS, pre-authorised debit, ACH): the account is
 * checked as the double's form checks it; confirming a payment with it leaves the intent `processing` (the provider
 * debits the account later), except with the type's failing test account, which is declined. The late-failing
 * test account is `processing` too; the debit fails when it settles (debit-settlement.ts).
 */
import type { Sql } from '../../db/types';
import { checkDebitAccount, failsWhenSettled, isFailingAccount } from '@storefront/payments/debit-accounts';
import type { DebitType } from '@storefront/payments/debit-types';
import type { CardError } from './cards';
import type { DoubleError } from './engine';
import { billingDetailsFrom, newId, type IntentRow, type PaymentMethodRow } from './objects';

/**
 * What confirming a debit does: `processing` (then succeeds when settled), declined (the failing test account), or
 * `processing` then failed when settled (the late-failing test account).
 */
export type DebitBehaviour = 'processing' | 'debit_declined' | 'debit_fails_later';

/** Whether a payment method's behaviour leaves a confirmed intent `processing` (a debit to settle later). */
export const debitsLater = (behaviour: string): boolean =>
  behaviour === 'processing' || behaviour === 'debit_fails_later';

/** The error of a debit the bank returned unpaid when it settled (the late-failing test account). */
export const DEBIT_RETURNED: CardError = {
  type: 'invalid_request_error',
  code: 'insufficient_funds',
  message: "The bank returned the debit unpaid (the payment double's late-failing test account).",
};

/** The error of a declined debit (the shop shows the spec's message for its code, §8 'invalid_request_error'). */
export const DEBIT_DECLINED: CardError = {
  type: 'invalid_request_error',
  code: 'invalid_request_error',
  message: "The bank account was declined (the payment double's failing test account).",
};

/** Creates a debit payment method of `type` from its account details (`body[type]`), or answers the error (400). */
export async function createDebitMethod(
  db: Sql,
  type: DebitType,
  body: Record<string, unknown>,
): Promise<PaymentMethodRow | DoubleError> {
  const checked = checkDebitAccount(type, body[type]);
  if ('message' in checked)
    return { status: 400, error: { type: 'invalid_request_error', code: 'parameter_invalid_empty', ...checked } };
  const behaviour: DebitBehaviour = isFailingAccount(type, checked.details)
    ? 'debit_declined'
    : failsWhenSettled(type, checked.details)
      ? 'debit_fails_later'
      : 'processing';
  const r = await db.query<PaymentMethodRow>(
    `insert into payment_methods (id, type, brand, last4, exp_month, exp_year, behaviour, billing_details)
     values ($1, $2, '', $3, 0, 0, $4, $5) returning *`,
    [newId('pm'), type, checked.last4, behaviour, JSON.stringify(billingDetailsFrom(body.billing_details))],
  );
  return r.rows[0]!;
}

/** The order's intent whose debit is processing, if any (the latest): the order must not be debited again. */
export async function processingIntentOfOrder(db: Sql, orderId: number): Promise<IntentRow | null> {
  const r = await db.query<IntentRow>(
    `select * from payment_intents where order_id = $1 and status = 'processing' order by updated_at desc limit 1`,
    [orderId],
  );
  return r.rows[0] ?? null;
}
