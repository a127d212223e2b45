// The site-user cookie's value: JSON with `authenticated`, `siteUserId` (spec §3) and the session id, base64url
// encoded (no character a cookie parser could trip on), then a dot and its HMAC-SHA256. A value that does not
// parse or whose signature is wrong reads as no cookie at all.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SiteUserCookie {
  authenticated: true;
  siteUserId: string;
  /** the session's id; the database keeps only its hash */
  sid: string;
}

const signature = (key: Buffer, payload: string): string => createHmac('sha256', key).update(payload).digest('base64url');

export function signSiteUserCookie(key: Buffer, cookie: SiteUserCookie): string {
  const json = JSON.stringify({ authenticated: cookie.authenticated, siteUserId: cookie.siteUserId, sid: cookie.sid });
  const payload = Buffer.from(json, 'utf8').toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The cookie's content, or why it is refused (for the log). */
export type CookieReading = { ok: true; cookie: SiteUserCookie } | { ok: false; reason: string };

export function readSiteUserCookie(key: Buffer, value: string): CookieReading {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return { ok: false, reason: 'no signature' };
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad signature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const fields = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  if (fields.authenticated !== true || typeof fields.siteUserId !== 'string' || typeof fields.sid !== 'string') {
    return { ok: false, reason: 'missing fields' };
  }
  return { ok: true, cookie: { authenticated: true, siteUserId: fields.siteUserId, sid: fields.sid } };
}
