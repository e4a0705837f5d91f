import { scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms here. Hashes made with
 * other settings, or with the scrypt of earlier versions, still verify and are replaced at the next successful login.
 */
/** `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax). */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** True when the stored hash was made by older settings and should be replaced by hashPassword's. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, opts: object) => Promise<Buffer>;

/** The hashes of earlier versions: `scrypt$N$r$p$salt$hash`, all base64url. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, digest] = stored.split('$');
  const N = Number(n);
  if (!salt || !digest || !Number.isInteger(N) || N < 2 || N > 2 ** 20) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N, r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
