// Random identifiers and tokens, their hashes, and a timing-safe comparison.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 24 lowercase hex characters: the id format of carts, entries and catalog items. */
export function randomHexId(): string {
  return randomBytes(12).toString('hex');
}

/** An unguessable bearer token (cookies, subscription cart tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
