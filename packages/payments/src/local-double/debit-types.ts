/**
 * The direct-debit payment types (spec §3 'Payment method types'): the shopper types a bank account into the form and
 * the provider debits it later, so a confirmed payment is `processing` until the debit settles. Kept apart from the
 * account rules (`debit-accounts.ts`) so the double's client can tell a debit element without loading them.
 */
export const DEBIT_TYPES = ['sepa_debit', 'bacs_debit', 'au_becs_debit', 'acss_debit', 'us_bank_account'] as const;

/** One of {@link DEBIT_TYPES}. */
export type DebitType = (typeof DEBIT_TYPES)[number];

/** Whether `type` is a direct-debit type. */
export const isDebitType = (type: unknown): type is DebitType => (DEBIT_TYPES as readonly unknown[]).includes(type);
