/**
 * The payment double's reusable redirects and wallets (issue 18): as the provider does, an iDEAL, Bancontact or Sofort payment
 * confirmed for a customer with future use leaves a SEPA debit payment method made from it (`generated_sepa_debit`),
 * attached to the customer: that is what is saved and debited later, not the redirect method. The double knows no real
 * IBAN, so the generated account is its good SEPA test account (last four 3000), with the bank of the payment. A Cash App
 * Pay method authorised for future use is itself reusable: it gets the buyer's $Cashtag (made up from the method's id)
 * and is charged later without the wallet step.
 */
import type { Sql } from '../../db/types';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import type { IntentRow } from './objects';

/** The redirect types whose payment leaves a SEPA debit to reuse (the provider's). */
export const GENERATES_SEPA_DEBIT: readonly string[] = ['ideal', 'bancontact', 'sofort'];

/** The id of the SEPA debit generated from redirect method `pmId` (one per method: `pm_gen…`). */
export const generatedDebitId = (pmId: string): string => `pm_gen${pmId.slice(3)}`;

/**
 * After a redirect intent of `GENERATES_SEPA_DEBIT` succeeded for a customer with future use: makes its SEPA debit
 * (once) for that customer. Nothing for another intent.
 */
export async function generateSepaDebit(db: Sql, intent: IntentRow): Promise<void> {
  const wanted = intent.kind === 'setup' || intent.setup_future_usage === 'off_session' || intent.save_payment_method;
  if (!GENERATES_SEPA_DEBIT.includes(intent.payment_method_type) || intent.status !== 'succeeded') return;
  if (!wanted || intent.customer_id === null || !intent.payment_method) return;
  const iban = DEBIT_TEST_ACCOUNTS.sepa_debit.good.iban;
  await db.query(
    `insert into payment_methods (id, type, bank, brand, last4, exp_month, exp_year, behaviour, billing_details,
       customer_id)
     select $2, 'sepa_debit', bank, '', $3, 0, 0, 'processing', billing_details, $4 from payment_methods where id = $1
     on conflict (id) do nothing`,
    [intent.payment_method, generatedDebitId(intent.payment_method), iban.slice(-4), intent.customer_id],
  );
}

/** The wallet types whose method, once authorised for future use, is reused as it is (the provider's). */
export const REUSABLE_WALLETS: readonly string[] = ['cashapp'];

/** The $Cashtag the double makes up for a Cash App method (stable per method: `$buyer` and six characters of its id). */
export const cashtagOf = (pmId: string): string => `$buyer${pmId.slice(-6).toLowerCase()}`;

/**
 * After a wallet intent of `REUSABLE_WALLETS` succeeded for a customer with future use: its method (attached to that
 * customer) gets its $Cashtag and is charged without the wallet step from now on. Nothing for another intent.
 */
export async function keepReusableWallet(db: Sql, intent: IntentRow): Promise<void> {
  const wanted = intent.kind === 'setup' || intent.setup_future_usage === 'off_session' || intent.save_payment_method;
  if (!REUSABLE_WALLETS.includes(intent.payment_method_type) || intent.status !== 'succeeded') return;
  if (!wanted || intent.customer_id === null || !intent.payment_method) return;
  await db.query(
    `update payment_methods set cashtag = coalesce(cashtag, $3), behaviour = 'success'
     where id = $1 and customer_id = $2`,
    [intent.payment_method, intent.customer_id, cashtagOf(intent.payment_method)],
  );
}
