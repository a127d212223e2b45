/**
 * The site-user XSRF token (spec §6, §7): the sign-in answer's `xsrfToken`, sent back as X-SiteUser-XSRF-Token on
 * every later site-user call. Dependency-free: the transport reads it on every call.
 *
 * Where it lives: localStorage, with memory as the fallback when storage is refused (private modes, a blocked
 * origin). Not sessionStorage: a "remember me" session outlives the tab, and a new tab (a link opened beside the
 * page, an emailed link) starts with an empty sessionStorage, so every later change would fail. The token is no
 * secret from scripts of this origin (they could make the same calls); it only proves a request came from a page
 * of the site, which a cross-site form cannot do, because it cannot read this origin's storage.
 */

const STORAGE_KEY = 'kiosk.siteUserXsrfToken';

/**
 * The header and the calls that carry it: every call under /api/site-users/ while a token is set (spec §6). The
 * name is schemas/site-users.ts SITE_USER_XSRF_HEADER, repeated here (a test pins them equal) so the storefront's
 * chunk does not load the account schemas with it.
 */
export const SITE_USER_TOKEN_HEADER = 'X-SiteUser-XSRF-Token';
export const SITE_USER_PATH_PREFIX = '/api/site-users/';

/** Whether a call to `path` is a site-user call. */
export function isSiteUserPath(path: string): boolean {
  return path.startsWith(SITE_USER_PATH_PREFIX) || path === SITE_USER_PATH_PREFIX.slice(0, -1);
}

/** The part of Web Storage used here; tests pass a Map-backed one. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let memory: string | undefined;

function pageStorage(): TokenStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading `localStorage` itself throws where the browser blocks storage for the site.
    return undefined;
  }
}

/** The stored token, if a sign-in on this device left one. */
export function siteUserToken(storage: TokenStorage | undefined = pageStorage()): string | undefined {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // A refused read falls back to what this page remembers.
  }
  return memory;
}

/** Keeps the token the sign-in answered (an empty one clears it). */
export function storeSiteUserToken(token: string, storage: TokenStorage | undefined = pageStorage()): void {
  if (token === '') return clearSiteUserToken(storage);
  memory = token;
  try {
    storage?.setItem(STORAGE_KEY, token);
  } catch {
    // Quota or a blocked origin: the memory copy serves this page.
  }
}

/** Forgets the token (signed out, or the server no longer knows the session). */
export function clearSiteUserToken(storage: TokenStorage | undefined = pageStorage()): void {
  memory = undefined;
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
