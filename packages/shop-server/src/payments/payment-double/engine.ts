/**
 * The payment double's behaviour over the database: creating payment methods and intents, confirming
 * an intent with its card's test outcome, and the authentication step. Status moves are conditional
 * updates, so two confirmations racing never both succeed and a succeeded intent never changes again.
 */
import type { Sql } from '../../db/types';
import {
  AUTHENTICATION_FAILURE,
  BEHAVIOUR_ERRORS,
  checkCard,
  isCardError,
  type CardError,
  type CardInput,
} from './cards';
import { isIdealBank } from '@storefront/payments/ideal-banks';
import { REDIRECT_TYPES } from '@storefront/payments/method-types';
import { isDebitType } from '@storefront/payments/debit-types';
import { createDebitMethod, DEBIT_DECLINED, debitsLater } from './debit';
import { boletoTaxIdLast4, isVoucherType, isVoucherWalletType, TAX_ID_INVALID } from './voucher-wallet';
import { BLIK_TYPE, blikRefusal } from './blik';
import { generateSepaDebit, keepReusableWallet } from './save';
import {
  billingDetailsFrom,
  newAuthToken,
  newClientSecret,
  newId,
  type IntentRow,
  type IntentStatus,
  type PaymentMethodRow,
} from './objects';

/** An error answer: HTTP status and the provider's error object. */
export interface DoubleError {
  status: number;
  error: CardError | { type: 'invalid_request_error'; code: string; message: string; param?: string };
}

const invalid = (status: number, code: string, message: string, param?: string): DoubleError => ({
  status,
  error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) },
});

/** What the double is asked to create: a card, an iDEAL method with its bank, or another redirect type's method. */
export interface NewPaymentMethod {
  type?: unknown;
  card?: CardInput;
  ideal?: { bank?: unknown };
  billing_details?: unknown;
}

/**
 * Creates a payment method — a card (its test number decides what confirming it does) or an iDEAL method (a bank
 * redirect: confirming it waits for the double's authorisation page) — or answers the error (402 for card errors,
 * as the provider).
 */
export async function createPaymentMethod(db: Sql, body: NewPaymentMethod): Promise<PaymentMethodRow | DoubleError> {
  const other = typeof body.type === 'string' && [...REDIRECT_TYPES, BLIK_TYPE].includes(body.type);
  if (other || isVoucherWalletType(body.type)) return createRedirectMethod(db, body);
  if (isDebitType(body.type)) return createDebitMethod(db, body.type, body as Record<string, unknown>);
  if (body.type !== 'card')
    return invalid(
      400,
      'parameter_invalid_empty',
      `Only the card, the redirect, voucher and wallet types (${REDIRECT_TYPES.join(', ')}…) are supported by the payment double.`,
      'type',
    );
  const card = checkCard(body.card ?? {});
  if (isCardError(card)) return { status: 402, error: card };
  const r = await db.query<PaymentMethodRow>(
    `insert into payment_methods (id, brand, last4, exp_month, exp_year, behaviour, billing_details)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [
      newId('pm'),
      card.brand,
      card.last4,
      card.exp_month,
      card.exp_year,
      card.behaviour,
      JSON.stringify(billingDetailsFrom(body.billing_details)),
    ],
  );
  return r.rows[0]!;
}

/**
 * A redirect type's payment method (iDEAL's with a bank from the double's list); confirming it always goes through
 * the authorisation page.
 */
async function createRedirectMethod(db: Sql, body: NewPaymentMethod): Promise<PaymentMethodRow | DoubleError> {
  const type = body.type as string;
  const bank = type === 'ideal' ? body.ideal?.bank : null;
  if (type === 'ideal' && !isIdealBank(bank))
    return invalid(
      400,
      'parameter_invalid_empty',
      'Choose your bank: ideal[bank] is not a bank of the payment double.',
      'ideal[bank]',
    );
  const taxIdLast4 = type === 'boleto' ? boletoTaxIdLast4(body as { boleto?: unknown }) : '';
  if (taxIdLast4 === null) return { status: 400, error: TAX_ID_INVALID };
  const r = await db.query<PaymentMethodRow>(
    `insert into payment_methods (id, type, bank, brand, last4, exp_month, exp_year, behaviour, billing_details)
     values ($1, $2, $3, '', $6, 0, 0, $4, $5) returning *`,
    [
      newId('pm'),
      type,
      bank,
      // A voucher waits to be paid at a bank or shop; the others are authorised on the double's page.
      isVoucherType(type) ? 'voucher' : 'redirect',
      JSON.stringify(billingDetailsFrom(body.billing_details)),
      taxIdLast4,
    ],
  );
  return r.rows[0]!;
}

/** A payment method by id. */
export async function getPaymentMethod(db: Sql, id: string): Promise<PaymentMethodRow | null> {
  return (await db.query<PaymentMethodRow>('select * from payment_methods where id = $1', [id])).rows[0] ?? null;
}

/** What a new intent is for. */
export interface NewIntent {
  kind: 'payment' | 'setup';
  amount: number;
  currency: string;
  orderId?: number | null;
  customerId?: number | null;
  sessionId?: string | null;
  paymentMethod?: string | null;
  setupFutureUsage?: 'off_session' | null;
  savePaymentMethod?: boolean;
  /** The payment method type it is for (default 'card'). */
  paymentMethodType?: string;
}

/** Creates an intent (status requires_payment_method, or requires_confirmation with a payment method). */
export async function createIntent(db: Sql, n: NewIntent): Promise<IntentRow> {
  const id = newId(n.kind === 'setup' ? 'seti' : 'pi');
  const r = await db.query<IntentRow>(
    `insert into payment_intents (id, kind, client_secret, status, amount, currency, order_id, customer_id, session_id,
       payment_method, setup_future_usage, save_payment_method, payment_method_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning *`,
    [
      id,
      n.kind,
      newClientSecret(id),
      n.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      n.kind === 'setup' ? 0 : n.amount,
      n.currency.toLowerCase(),
      n.orderId ?? null,
      n.customerId ?? null,
      n.sessionId ?? null,
      n.paymentMethod ?? null,
      n.kind === 'setup' ? 'off_session' : (n.setupFutureUsage ?? null),
      !!n.savePaymentMethod,
      n.paymentMethodType ?? 'card',
    ],
  );
  return r.rows[0]!;
}

/** An intent by id. */
export async function getIntent(db: Sql, id: string): Promise<IntentRow | null> {
  return (await db.query<IntentRow>('select * from payment_intents where id = $1', [id])).rows[0] ?? null;
}

/** The most recent intent of an order that can still be confirmed, if any. */
export async function openIntentOfOrder(db: Sql, orderId: number): Promise<IntentRow | null> {
  const r = await db.query<IntentRow>(
    `select * from payment_intents where order_id = $1 and status in ('requires_payment_method', 'requires_confirmation', 'requires_action')
     order by created_at desc limit 1`,
    [orderId],
  );
  return r.rows[0] ?? null;
}

/** The order's succeeded intent, if any (the latest). */
export async function succeededIntentOfOrder(db: Sql, orderId: number): Promise<IntentRow | null> {
  const r = await db.query<IntentRow>(
    `select * from payment_intents where order_id = $1 and status = 'succeeded' order by updated_at desc limit 1`,
    [orderId],
  );
  return r.rows[0] ?? null;
}

/** Changes an unconfirmed intent (amount, order, saving); a no-op answer (null) once it is confirmed. */
export async function updateIntent(
  db: Sql,
  id: string,
  u: { amount?: number; orderId?: number; savePaymentMethod?: boolean; setupFutureUsage?: 'off_session' | null },
): Promise<IntentRow | null> {
  const r = await db.query<IntentRow>(
    `update payment_intents set amount = coalesce($2, amount), order_id = coalesce($3, order_id),
       save_payment_method = coalesce($4, save_payment_method),
       setup_future_usage = case when $5::boolean then $6 else setup_future_usage end, updated_at = now()
     where id = $1 and status in ('requires_payment_method', 'requires_confirmation') returning *`,
    [
      id,
      u.amount ?? null,
      u.orderId ?? null,
      u.savePaymentMethod ?? null,
      u.setupFutureUsage !== undefined,
      u.setupFutureUsage ?? null,
    ],
  );
  return r.rows[0] ?? null;
}

/** The outcome of a confirmation: the intent afterwards, and the error when it failed. */
export interface Confirmation {
  intent: IntentRow;
  /** Set when the card failed (HTTP 402) — the intent is back to requires_payment_method. */
  failure?: DoubleError;
}

const CONFIRMABLE: readonly IntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Moves an intent from a confirmable status; null when it was no longer confirmable (lost a race). */
async function move(
  db: Sql,
  id: string,
  set: Partial<Pick<IntentRow, 'status' | 'payment_method' | 'last_payment_error' | 'return_url' | 'auth_token'>>,
  from: readonly IntentStatus[],
): Promise<IntentRow | null> {
  const r = await db.query<IntentRow>(
    `update payment_intents set status = $2, payment_method = $3, last_payment_error = $4, return_url = $5, auth_token = $6, updated_at = now()
     where id = $1 and status = any($7::text[]) returning *`,
    [
      id,
      set.status,
      set.payment_method ?? null,
      set.last_payment_error ? JSON.stringify(set.last_payment_error) : null,
      set.return_url ?? null,
      set.auth_token ?? null,
      from,
    ],
  );
  return r.rows[0] ?? null;
}

/** After success: a method confirmed for a customer with future use is attached; an unattached one is spent. */
async function settleMethod(db: Sql, intent: IntentRow): Promise<void> {
  if (!intent.payment_method) return;
  const attach =
    intent.customer_id !== null &&
    (intent.kind === 'setup' || intent.setup_future_usage === 'off_session' || intent.save_payment_method);
  if (attach) {
    await db.query('update payment_methods set customer_id = $2 where id = $1 and customer_id is null', [
      intent.payment_method,
      intent.customer_id,
    ]);
    await generateSepaDebit(db, intent);
    await keepReusableWallet(db, intent);
  } else
    await db.query('update payment_methods set used_at = now() where id = $1 and customer_id is null', [
      intent.payment_method,
    ]);
}

const unexpected = (intent: IntentRow): DoubleError =>
  invalid(
    400,
    `${intent.kind === 'setup' ? 'setup' : 'payment'}_intent_unexpected_state`,
    `You cannot confirm this ${intent.kind === 'setup' ? 'SetupIntent' : 'PaymentIntent'} because it has a status of ${intent.status}.`,
  );

/**
 * Confirms an intent with a payment method (given now or attached before): the card's test behaviour
 * decides — succeeded, requires_action (authentication page), or back to requires_payment_method with
 * `last_payment_error` (HTTP 402); a redirect method (iDEAL) always waits for the authorisation page.
 */
export async function confirmIntent(
  db: Sql,
  id: string,
  opts: { paymentMethod?: string | null; returnUrl?: string | null; blikCode?: string } = {},
): Promise<Confirmation | DoubleError> {
  const intent = await getIntent(db, id);
  if (!intent)
    return invalid(
      404,
      'resource_missing',
      `No such ${id.startsWith('seti_') ? 'setup_intent' : 'payment_intent'}: '${id}'`,
      'intent',
    );
  if (!CONFIRMABLE.includes(intent.status)) return unexpected(intent);
  const pmId = opts.paymentMethod || intent.payment_method;
  if (!pmId)
    return invalid(
      400,
      'payment_intent_unexpected_state',
      'You cannot confirm this intent because it has no payment method.',
      'payment_method',
    );
  const pm = await getPaymentMethod(db, pmId);
  if (!pm) return invalid(400, 'resource_missing', `No such PaymentMethod: '${pmId}'`, 'payment_method');
  if (pm.type !== intent.payment_method_type) {
    return invalid(
      400,
      'payment_intent_unexpected_state',
      `The PaymentMethod provided (${pm.type}) is not allowed for this intent (${intent.payment_method_type}).`,
      'payment_method',
    );
  }
  if (pm.customer_id !== null && pm.customer_id !== intent.customer_id) {
    return invalid(
      400,
      'payment_method_unexpected_state',
      'The payment method belongs to another customer.',
      'payment_method',
    );
  }
  if (pm.customer_id === null && pm.used_at !== null) {
    return invalid(
      400,
      'payment_method_unexpected_state',
      'The payment method was already used without being saved to a customer; create a new one.',
      'payment_method',
    );
  }
  // Boleto: the provider refuses to confirm without the customer's tax id.
  if (pm.type === 'boleto' && !pm.last4) return { status: 400, error: TAX_ID_INVALID };
  const returnUrl = opts.returnUrl ?? intent.return_url;
  // BLIK: the bank refuses the code, or the payment waits for the shopper's approval in their bank app.
  const refused = pm.type === BLIK_TYPE ? blikRefusal(opts.blikCode) : null;
  if (!refused && pm.behaviour === 'success') {
    const done = await move(db, id, { status: 'succeeded', payment_method: pm.id, return_url: returnUrl }, CONFIRMABLE);
    if (!done) return unexpected((await getIntent(db, id))!);
    await settleMethod(db, done);
    return { intent: done };
  }
  // A voucher: the intent waits for it to be paid, with the voucher to show (no authorisation page).
  if (pm.behaviour === 'voucher') {
    const waiting = await move(
      db,
      id,
      { status: 'requires_action', payment_method: pm.id, return_url: returnUrl },
      CONFIRMABLE,
    );
    return waiting ? { intent: waiting } : unexpected((await getIntent(db, id))!);
  }
  // A card asking for authentication, or a bank redirect: the intent waits for the double's authorisation page.
  if (!refused && (pm.behaviour === 'authentication_required' || pm.behaviour === 'redirect')) {
    const token =
      intent.status === 'requires_action' && intent.payment_method === pm.id && intent.auth_token
        ? intent.auth_token
        : newAuthToken();
    const waiting = await move(
      db,
      id,
      { status: 'requires_action', payment_method: pm.id, return_url: returnUrl, auth_token: token },
      CONFIRMABLE,
    );
    return waiting ? { intent: waiting } : unexpected((await getIntent(db, id))!);
  }
  // A debit: the provider debits the account later, so the payment is processing (its failing test account declined).
  if (!refused && debitsLater(pm.behaviour)) {
    const debiting = await move(
      db,
      id,
      { status: 'processing', payment_method: pm.id, return_url: returnUrl },
      CONFIRMABLE,
    );
    if (!debiting) return unexpected((await getIntent(db, id))!);
    await settleMethod(db, debiting);
    return { intent: debiting };
  }
  const error =
    refused ??
    (pm.behaviour === 'debit_declined'
      ? DEBIT_DECLINED
      : BEHAVIOUR_ERRORS[pm.behaviour as keyof typeof BEHAVIOUR_ERRORS]);
  const failed = await move(
    db,
    id,
    { status: 'requires_payment_method', last_payment_error: error, return_url: returnUrl },
    CONFIRMABLE,
  );
  if (!failed) return unexpected((await getIntent(db, id))!);
  return { intent: failed, failure: { status: 402, error } };
}

/**
 * The authentication page's answer for an intent waiting for it: `complete` → succeeded,
 * `fail` → requires_payment_method with payment_intent_authentication_failure. Null when the token
 * does not match or the intent is not waiting.
 */
export async function authenticateIntent(
  db: Sql,
  id: string,
  token: string,
  outcome: 'complete' | 'fail',
): Promise<IntentRow | null> {
  const intent = await getIntent(db, id);
  if (!intent || intent.status !== 'requires_action' || !intent.auth_token || intent.auth_token !== token) return null;
  if (outcome === 'complete') {
    const done = await move(
      db,
      id,
      { status: 'succeeded', payment_method: intent.payment_method, return_url: intent.return_url },
      ['requires_action'],
    );
    if (done) await settleMethod(db, done);
    return done;
  }
  return move(
    db,
    id,
    { status: 'requires_payment_method', last_payment_error: AUTHENTICATION_FAILURE, return_url: intent.return_url },
    ['requires_action'],
  );
}

/** Whether a value is an error answer. */
export const isDoubleError = (x: unknown): x is DoubleError =>
  !!x && typeof x === 'object' && 'error' in x && 'status' in x;
