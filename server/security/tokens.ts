// Random identifiers and tokens, their hashes, and a timing-safe comparison.
import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';

// Random bytes are drawn from the system's CSPRNG a page at a time: one call per few hundred tokens instead of
// one per token (each call costs as much as handing out a whole page; bench:api's add-path profile).
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

function randomBytesFromPool(size: number): Buffer {
  if (poolOffset + size > POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  // A copy: the pool's bytes are overwritten by the next refill and must never be handed out twice.
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + size));
  pool.fill(0, poolOffset, poolOffset + size);
  poolOffset += size;
  return bytes;
}

/** 24 lowercase hex characters: the id format of carts, entries and catalog items. */
export function randomHexId(): string {
  return randomBytesFromPool(12).toString('hex');
}

/**
 * 24 lowercase hex characters, like randomHexId, that sort by creation: the time in milliseconds (12 digits), then 6
 * random bytes. Rows keyed by them are added at the end of their indexes, where a commit's other new rows are, not
 * on a random page each: a first add to cart's statements write 17 KB of WAL instead of 27. Not unguessable: use
 * it only where the id grants nothing (carts are found by their token, lines only within their cart).
 */
export function timeOrderedHexId(now: number): string {
  return Math.max(0, Math.floor(now)).toString(16).padStart(12, '0').slice(-12) + randomBytesFromPool(6).toString('hex');
}

/** An unguessable bearer token (cookies, subscription cart tokens). */
export function randomToken(): string {
  return randomBytesFromPool(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
