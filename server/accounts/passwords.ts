// Password hashing with scrypt (node:crypto): a fresh salt per password, and the cost parameters stored in the
// hash itself ("scrypt$N$r$p$salt$hash") so they can be raised later without breaking older hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_LENGTH } from '../../schemas/site-users';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** About 50–100 ms and 32 MiB per hash on a server core: slow for guessing, fine for a sign-in. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; allow twice that so the default 32 MiB ceiling never refuses our own cost.
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Refuses what no hash should be made of: the schemas check lengths first, this is the last line. */
function ensureLength(password: string): void {
  if (password.length > PASSWORD_LENGTH.max) throw new RangeError('password longer than the maximum');
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  ensureLength(password);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return undefined;
  return { cost: { N, r, p }, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') };
}

/** True when `password` is the one `stored` was made from; the comparison takes the same time whatever differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > PASSWORD_LENGTH.max) return false;
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with a lower cost than `cost` (rehash it at the next sign-in). */
export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/**
 * A hash of no one's password, made once: checking a password against it costs what checking a real account
 * costs, so an unknown email answers no faster than a wrong password.
 */
export function createDecoyHash(cost: ScryptCost = DEFAULT_SCRYPT_COST): () => Promise<string> {
  let decoy: Promise<string> | undefined;
  return () => (decoy ??= hashPassword(randomBytes(18).toString('base64url'), cost));
}
