/**
 * The site-user cookie (spec §3 "Site-user info", §6): JSON with `authenticated` and `siteUserId`. An
 * authenticated visitor's cart loads on page start. A corrupt cookie is logged and treated as none.
 */
import { SITE_USER_COOKIE } from '../../schemas/cookies';
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
