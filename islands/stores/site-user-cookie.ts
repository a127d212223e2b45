/**
 * The site-user cookies (spec §3 "Site-user info", §6): JSON with `authenticated` and `siteUserId`, and the
 * script-readable hint beside it (the server's own cookie is HttpOnly and signed, so scripts normally see only the
 * hint). An authenticated visitor's cart loads on page start. A corrupt cookie is logged and treated as none.
 */
import { SITE_USER_COOKIE, SITE_USER_HINT_COOKIE } from '../../schemas/cookies';
import { cookieValue } from './cookies';

export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId?: string;
}

export function siteUserInfo(cookieHeader: string, warn: (message: string) => void = console.warn): SiteUserInfo | undefined {
  const raw = cookieValue(cookieHeader, SITE_USER_COOKIE);
  if (raw === undefined || raw === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') throw new Error('not an object');
    const { authenticated, siteUserId } = parsed as Record<string, unknown>;
    return { authenticated: authenticated === true, siteUserId: typeof siteUserId === 'string' ? siteUserId : undefined };
  } catch (error) {
    warn(`Ignoring a corrupt ${SITE_USER_COOKIE} cookie: ${(error as Error).message}`);
    return undefined;
  }
}

/** The hint cookie says a visitor may be signed in: the account call will tell (a stale hint answers 401). */
export function hasSiteUserHint(cookieHeader: string): boolean {
  const hint = cookieValue(cookieHeader, SITE_USER_HINT_COOKIE);
  return hint !== undefined && hint !== '' && hint !== '0';
}

/** A signed-in visitor by either cookie: the hint, or a readable SiteUserInfo that says so. */
export function mayBeSignedIn(cookieHeader: string): boolean {
  return hasSiteUserHint(cookieHeader) || siteUserInfo(cookieHeader)?.authenticated === true;
}
