// Lock passwords: hashing one for content (`scrypt$N$r$p$salt$hash`, `kiosk page-password hash`) and checking a
// visitor's attempt against a hash or the environment variable content names, in constant time.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: N=16384, r=8 needs 16 MiB, just over Node's default limit.
    scrypt(password, salt, KEY_BYTES, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The hash to put in content: `{ "password": { "scrypt": "<this>" } }`. */
export async function hashPagePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Parameters a hash may carry: scrypt's own rules (N a power of two) within what a request may cost. */
function usable(N: number, r: number, p: number): boolean {
  return Number.isInteger(Math.log2(N)) && N >= 2 && N <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}

export async function matchesHash(password: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !expected || !usable(Number(n), Number(r), Number(p))) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  const want = Buffer.from(expected, 'base64url');
  return want.length === key.length && timingSafeEqual(key, want);
}

/** Compares digests so neither the length nor the first differing character shows in the time taken. */
export function matchesPlain(password: string, expected: string): boolean {
  const a = createHash('sha256').update(password).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
