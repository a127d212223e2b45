/**
 * Who the visitor is, for every island of the page: unknown until the account call answers (spec §6: an
 * authenticated visitor is detected through it), then signed in with the account, or signed out. The call is made
 * at most once per page however many islands ask; signing in and out set the store directly.
 */
import { atom } from 'nanostores';
import { SITE_USERS_API } from '../../schemas/contract/site-users';
import { SITE_USER_HINT_COOKIE } from '../../schemas/cookies';
import type { SiteUserAccount } from '../../schemas/site-users';
import { showAccountLinks } from '../account/header-link-state';
import { clearSiteUserToken } from '../site-api/site-user-token';
import { callEndpoint } from '../site-api/client';
import type { ApiFailure } from '../site-api/api-failure';
import type { SiteTransport } from '../site-api/transport';

export type SiteUserState =
  | { status: 'unknown' }
  /** the account call could not be answered (offline, a server failure): the visitor may be either */
  | { status: 'failed'; failure: ApiFailure }
  | { status: 'signedOut' }
  | { status: 'signedIn'; account: SiteUserAccount };

export const $siteUser = atom<SiteUserState>({ status: 'unknown' });

let detecting: Promise<SiteUserState> | undefined;

/**
 * Forgets a stale hint: the server no longer knows a session, so the next pages need not ask again. With the API on a
 * sibling host the hint carries a Domain (KIOSK_COOKIE_DOMAIN) the page does not know, and a cookie is only removed
 * with its own Domain: so it is removed host-only and for each parent domain of this host.
 */
function dropHintCookie(): void {
  if (typeof document === 'undefined') return;
  const expired = `${SITE_USER_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  document.cookie = expired;
  const labels = location.hostname.split('.');
  for (let i = 0; i < labels.length - 1; i++) document.cookie = `${expired}; Domain=${labels.slice(i).join('.')}`;
}

/** The visitor is signed out now: the token and the hint go with the session. */
export function markSignedOut(): void {
  clearSiteUserToken();
  dropHintCookie();
  $siteUser.set({ status: 'signedOut' });
  if (typeof document !== 'undefined') showAccountLinks(document, false);
}

export function markSignedIn(account: SiteUserAccount): void {
  $siteUser.set({ status: 'signedIn', account });
  if (typeof document !== 'undefined') showAccountLinks(document, true);
}

/** Asks the server who the visitor is (GET /api/site-users/account); 401 means signed out. */
export async function readSiteUser(transport: SiteTransport): Promise<SiteUserState> {
  const answer = await callEndpoint(transport, SITE_USERS_API.account, {});
  if (answer.ok) markSignedIn(answer.data);
  else if (answer.failure.status === 401) markSignedOut();
  else $siteUser.set({ status: 'failed', failure: answer.failure });
  return $siteUser.get();
}

/** The page's one account call: later callers share its answer. */
export function detectSiteUser(transport: SiteTransport): Promise<SiteUserState> {
  detecting ??= readSiteUser(transport);
  return detecting;
}

/** Back to a fresh page's state (tests). */
export function resetSiteUserStore(): void {
  detecting = undefined;
  $siteUser.set({ status: 'unknown' });
}
