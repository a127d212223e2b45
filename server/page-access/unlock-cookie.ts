// The cookie that remembers an opened lock: `<issuedAt>.<mac>`, the mac an HMAC of the lock id, the time and a
// fingerprint of the lock's password, so a changed password (or a forged or edited cookie) opens nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an opened lock stays open. */
export const UNLOCK_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function mac(secret: string, lockId: string, issuedAt: number, fingerprint: string): Buffer {
  return createHmac('sha256', secret).update(`unlock|${lockId}|${issuedAt}|${fingerprint}`).digest();
}

export function signUnlock(secret: string, lockId: string, fingerprint: string, now: number): string {
  return `${now}.${mac(secret, lockId, now, fingerprint).toString('base64url')}`;
}

export function verifyUnlock(secret: string, lockId: string, fingerprint: string, value: string | undefined, now: number): boolean {
  if (!value) return false;
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > now + 60_000 || now - issuedAt > UNLOCK_MAX_AGE_SECONDS * 1000) return false;
  const sent = Buffer.from(match[2], 'base64url');
  const want = mac(secret, lockId, issuedAt, fingerprint);
  return sent.length === want.length && timingSafeEqual(sent, want);
}
