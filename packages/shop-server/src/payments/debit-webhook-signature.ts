/**
 * The provider's webhook signatures, as the double signs them and the shop checks them: a `Stripe-Signature` header
 * `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}" with the endpoint's secret}`, accepted within five
 * minutes of the shop's clock (the gateway's tolerance).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentConfig } from './config';

/** The endpoint secret the double signs with and the shop checks with when the double is the provider. */
export const PAYMENT_DOUBLE_WEBHOOK_SECRET = 'whsec_payment_double_local';

/** How far a signature's timestamp may be from the shop's clock, in seconds. */
export const WEBHOOK_TOLERANCE_S = 300;

/** The shop's webhook endpoint (the Stripe gateway's `wc-api` hook). */
export const WEBHOOK_PATH = '/?wc-api=wc_stripe';

/** The signature header's name. */
export const SIGNATURE_HEADER = 'Stripe-Signature';

/**
 * The shop's webhook secret: `STRIPE_WEBHOOK_SECRET` (env) when set, else the double's own while it is the provider,
 * else '' (no event is accepted).
 */
export function webhookSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = (env.STRIPE_WEBHOOK_SECRET ?? '').trim();
  if (configured) return configured;
  return paymentConfig(env).provider === 'local-double' ? PAYMENT_DOUBLE_WEBHOOK_SECRET : '';
}

const hmac = (secret: string, timestamp: number, payload: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

/** The signature header of `payload` signed with `secret` at `timestamp` (unix seconds). */
export const signPayload = (payload: string, secret: string, timestamp: number): string =>
  `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;

/** Why a signature is refused. */
export type SignatureRefusal =
  'no_secret' | 'signature_missing' | 'signature_invalid' | 'timestamp_out_of_range' | 'signature_mismatch';

/** The check of a signature: accepted (with its `v1` signature), or the reason it is refused. */
export type SignatureCheck = { ok: true; signature: string } | { ok: false; reason: SignatureRefusal };

const HEADER_FORMAT = /^t=(\d{1,12})((?:,v\d+=[0-9a-f]{1,128}){1,4})$/;

/** Checks a signature header against the raw body, the secret and the clock (`now`, unix seconds). */
export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now: number,
): SignatureCheck {
  if (!secret) return { ok: false, reason: 'no_secret' };
  if (!header) return { ok: false, reason: 'signature_missing' };
  const m = HEADER_FORMAT.exec(header.trim());
  if (!m) return { ok: false, reason: 'signature_invalid' };
  const timestamp = Number(m[1]);
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_S) return { ok: false, reason: 'timestamp_out_of_range' };
  const expected = Buffer.from(hmac(secret, timestamp, payload));
  const v1s = m[2]!
    .split(',')
    .filter((p) => p.startsWith('v1='))
    .map((p) => p.slice(3));
  const match = v1s.find((v) => v.length === expected.length && timingSafeEqual(Buffer.from(v), expected));
  return match ? { ok: true, signature: `${timestamp}:${match}` } : { ok: false, reason: 'signature_mismatch' };
}
