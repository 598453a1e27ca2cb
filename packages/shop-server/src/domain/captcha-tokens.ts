/**
 * Tokens of the local reCAPTCHA double (a stand-in for the captcha provider): signed with a per-process secret,
 * valid for two minutes and once only — the checks a site makes of the provider's answer, without the provider.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET = randomBytes(32);
const LIFETIME_MS = 120_000;
const used = new Map<string, number>();

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('base64url');

/** A new token. */
export function issueCaptchaToken(now = Date.now()): string {
  const body = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(body)}`;
}

/** Whether `token` was issued here, is fresh and unused (it is used up by this check). */
export function redeemCaptchaToken(token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const at = token.lastIndexOf('.');
  const body = token.slice(0, at);
  const mac = Buffer.from(token.slice(at + 1));
  const expected = Buffer.from(sign(body));
  if (at < 0 || mac.length !== expected.length || !timingSafeEqual(mac, expected)) return false;
  const issued = Number(body.split('.')[0]);
  if (!(now - issued >= 0 && now - issued <= LIFETIME_MS) || used.has(token)) return false;
  for (const [t, when] of used) if (now - when > LIFETIME_MS) used.delete(t);
  used.set(token, issued);
  return true;
}
