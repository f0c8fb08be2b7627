import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** Stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFC'), salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltB64, hashB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of the current cost that no password matches (zero salt, zero hash): checked when no user has the
 * e-mail, so that an unknown e-mail costs the same scrypt as a known one.
 */
export const DUMMY_HASH = ['scrypt', N, R, P, Buffer.alloc(16).toString('base64'), Buffer.alloc(KEYLEN).toString('base64')].join('$');

/**
 * The user found for an e-mail (undefined: none) if `password` is theirs, else null. One hash is computed either
 * way, so the time of the answer does not tell which e-mails exist.
 */
export async function checkPassword<U extends { password_hash: string }>(found: U | undefined, password: string, verify = verifyPassword): Promise<U | null> {
  const ok = await verify(password, found?.password_hash ?? DUMMY_HASH);
  return found && ok ? found : null;
}
