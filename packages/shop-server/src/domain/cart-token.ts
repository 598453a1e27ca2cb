/**
 * The Store API's `Cart-Token`: what lets a client without the session cookie (a headless front end, an app) use a
 * session's basket, as WooCommerce's token does. It is opaque: the session id is encrypted (AES-256-GCM under a key
 * of the shop's), because that id is the httpOnly cookie's value and must not become readable by scripts. The
 * token says whether its session had a row when it was given: a stored session's token stops working once the row
 * is gone (a login or logout replaced the session, or it expired), rather than opening an empty basket.
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { Sql } from '../db/types';
import { shopKeyFor, type Session } from './session';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The token of a session (stable for it: the IV is derived from its id and stored flag). */
export async function cartTokenOf(db: Sql, s: Pick<Session, 'id' | 'stored'>): Promise<string> {
  const key = await shopKeyFor(db, 'cart-token');
  const plain = `${s.stored ? 's' : 'n'}:${s.id}`;
  const iv = createHmac('sha256', key).update(plain).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, sealed]).toString('base64url');
}

/** What a token names: the session id and whether that session had a row; null for anything not made here. */
export async function readCartToken(db: Sql, token: string): Promise<{ id: string; stored: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{40,200}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, await shopKeyFor(db, 'cart-token'), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    const m = /^([sn]):([0-9a-f]{32})$/.exec(plain.toString('utf8'));
    return m ? { id: m[2]!, stored: m[1] === 's' } : null;
  } catch {
    return null; // tampered with, or another shop's
  }
}
