/**
 * The payment double's stored objects (rows) and their JSON in the provider's shapes: payment
 * methods (`pm_…`), payment intents (`pi_…`) and setup intents (`seti_…`), with random ids and
 * client secrets `{id}_secret_{random}`.
 */
import { randomBytes } from 'node:crypto';
import { PAYMENT_DOUBLE_AUTH_PATH } from '../config';
import type { CardBehaviour, CardError } from './cards';
import type { DebitBehaviour } from './debit';
import { isVoucherType, voucherNextAction } from './voucher-wallet';

/** Billing details as the provider keeps them. */
export interface BillingDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: {
    city: string | null;
    country: string | null;
    line1: string | null;
    line2: string | null;
    postal_code: string | null;
    state: string | null;
  };
}

/** A stored payment method (a redirect method's card columns are empty). */
export interface PaymentMethodRow {
  id: string;
  /** The provider's payment method type: 'card' or a redirect type ('ideal'…). */
  type: string;
  /** iDEAL: the bank chosen. */
  bank: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** A card's test behaviour, 'redirect' for a bank or wallet redirect method, 'voucher' for a voucher, or a debit's. */
  behaviour: CardBehaviour | 'redirect' | 'voucher' | DebitBehaviour;
  billing_details: BillingDetails;
  customer_id: number | null;
  /** Cash App Pay: the buyer's $Cashtag, once authorised for future use (else null). */
  cashtag: string | null;
  used_at: Date | null;
  created_at: Date;
}

/** Intent statuses the double uses (the provider's names). */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/** A stored payment or setup intent. */
export interface IntentRow {
  id: string;
  kind: 'payment' | 'setup';
  client_secret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  order_id: number | null;
  customer_id: number | null;
  session_id: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  save_payment_method: boolean;
  /** The payment method type it is for ('card', 'blik'…). */
  payment_method_type: string;
  last_payment_error: CardError | null;
  return_url: string | null;
  auth_token: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A random id with the provider's prefix (`pm`, `pi`, `seti`). */
export function newId(prefix: 'pm' | 'pi' | 'seti'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** A client secret for an intent id. */
export const newClientSecret = (id: string): string => `${id}_secret_${randomBytes(12).toString('hex')}`;

/** A random token for the authentication page link. */
export const newAuthToken = (): string => randomBytes(12).toString('hex');

const seconds = (d: Date): number => Math.floor(new Date(d).getTime() / 1000);

/** A payment method as the provider answers it. */
export function paymentMethodJson(pm: PaymentMethodRow): Record<string, unknown> {
  const common = {
    id: pm.id,
    object: 'payment_method',
    type: pm.type,
    created: seconds(pm.created_at),
    livemode: false,
    customer: pm.customer_id === null ? null : `cus_double_${pm.customer_id}`,
    billing_details: pm.billing_details,
  };
  if (pm.type === 'ideal') return { ...common, ideal: { bank: pm.bank } };
  if (pm.type === 'cashapp') return { ...common, cashapp: { cashtag: pm.cashtag } };
  if (pm.type !== 'card') return { ...common, [pm.type]: pm.last4 ? { last4: pm.last4 } : {} };
  return {
    ...common,
    card: {
      brand: pm.brand,
      last4: pm.last4,
      exp_month: pm.exp_month,
      exp_year: pm.exp_year,
      funding: 'credit',
      country: 'GB',
    },
  };
}

/** No billing details: what a publishable key may read back (the provider shows its client only the card summary). */
const NO_BILLING_DETAILS: BillingDetails = {
  name: null,
  email: null,
  phone: null,
  address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
};

/** A payment method as answered to a publishable-key read: the card summary, without billing details or customer. */
export function publicPaymentMethodJson(pm: PaymentMethodRow): Record<string, unknown> {
  return { ...paymentMethodJson(pm), customer: null, billing_details: NO_BILLING_DETAILS };
}

/** The authentication page URL of an intent waiting for authentication. */
export function authenticationUrl(intent: Pick<IntentRow, 'id' | 'auth_token' | 'return_url'>): string {
  const q = new URLSearchParams({ token: intent.auth_token ?? '', return_url: intent.return_url ?? '' });
  return `${PAYMENT_DOUBLE_AUTH_PATH}/${intent.id}?${q}`;
}

/**
 * An intent as the provider answers it (payment_intent or setup_intent shape). `methodType`: its payment method's type
 * (default: the type the intent is for), which names its payment_method_types and, for a voucher, its next action.
 */
export function intentJson(intent: IntentRow, methodType = intent.payment_method_type): Record<string, unknown> {
  const voucher = intent.status === 'requires_action' && isVoucherType(methodType);
  const nextAction = voucher
    ? voucherNextAction(intent, methodType)
    : intent.status === 'requires_action'
      ? { type: 'redirect_to_url', redirect_to_url: { url: authenticationUrl(intent), return_url: intent.return_url } }
      : null;
  const common = {
    id: intent.id,
    client_secret: intent.client_secret,
    status: intent.status,
    created: seconds(intent.created_at),
    livemode: false,
    payment_method: intent.payment_method,
    payment_method_types: [methodType],
    next_action: nextAction,
  };
  if (intent.kind === 'setup') {
    return { ...common, object: 'setup_intent', usage: 'off_session', last_setup_error: intent.last_payment_error };
  }
  return {
    ...common,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    setup_future_usage: intent.setup_future_usage,
    last_payment_error: intent.last_payment_error,
  };
}

/** Billing details from a posted object (unknown fields dropped, non-strings → null). */
export function billingDetailsFrom(input: unknown): BillingDetails {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const a = (o.address && typeof o.address === 'object' ? o.address : {}) as Record<string, unknown>;
  const s = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v.slice(0, 200) : null);
  return {
    name: s(o.name),
    email: s(o.email),
    phone: s(o.phone),
    address: {
      city: s(a.city),
      country: s(a.country),
      line1: s(a.line1),
      line2: s(a.line2),
      postal_code: s(a.postal_code),
      state: s(a.state),
    },
  };
}
