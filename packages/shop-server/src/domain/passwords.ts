/**
 * Password hashing with node:crypto scrypt. Stored form: `scrypt$N$r$p$saltHex$hashHex`, so the cost can be
 * raised later without breaking old hashes.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
/** Cost parameters (N=16384 is Node's default and takes ~30 ms). */
const COST = { N: 16384, r: 8, p: 1 } as const;

const scrypt = (password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_LENGTH, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

const format = (salt: Buffer, key: Buffer): string =>
  `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('hex')}$${key.toString('hex')}`;

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scrypt(password, salt, COST));
}

/** Whether `password` matches a stored hash (constant-time compare; malformed hashes never match). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'hex');
  const want = Buffer.from(parts[5]!, 'hex');
  if (!N || !r || !p || want.length !== KEY_LENGTH) return false;
  const got = await scrypt(password, salt, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(got, want);
}
