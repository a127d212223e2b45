/** The page's network, crumb cookie and clock as the site API client uses them; tests pass their own. */
import { CRUMB_COOKIE } from '../../schemas/cookies';
import { cookieValue } from '../stores/cookies';
import type { Fetch } from './fetch-json';
import { siteUserToken } from './site-user-token';

export interface SiteTransport {
  fetch: Fetch;
  /** The CSRF crumb cookie, if the browser has one yet. */
  crumb(): string | undefined;
  /** A fresh Idempotency-Key: one per visitor action, reused when that action's request is sent again. */
  requestKey(): string;
  /** Waits before sending a dropped change again. */
  sleep?(ms: number): Promise<void>;
  /** The site-user XSRF token a sign-in left (site-user calls send it back), if any. */
  siteUserToken?(): string | undefined;
}

export const browserTransport: SiteTransport = {
  fetch: (input, init) => fetch(input, init),
  crumb: () => cookieValue(document.cookie, CRUMB_COOKIE),
  requestKey: () => crypto.randomUUID(),
  siteUserToken: () => siteUserToken(),
};
