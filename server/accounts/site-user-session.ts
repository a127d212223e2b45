// Site-user sessions: rows keyed by the hash of a random id that only the signed, HttpOnly cookie carries, so
// ending a session (sign-out, a password change, deletion) ends it on every instance. Also what other areas
// (members-only pages) use to learn who is signed in from a request's Cookie header.
import type { Kysely } from 'kysely';
import { parse } from 'hono/utils/cookie';
import { SITE_USER_COOKIE } from '../../schemas/cookies';
import type { Executor, Tables } from '../db/schema';
import {
  createMembershipStore, createSiteUserSessionStore, createSiteUserStore, grantMembership, type SiteUserRow, type SiteUserSessionRow,
} from '../db/site-users';
import { randomToken, sameSecret, sha256Hex } from '../security/tokens';
import { sessionKeys } from './session-keys';
import { readSiteUserCookie, signSiteUserCookie } from './signed-cookie';

export { grantMembership };

const DAY = 24 * 60 * 60_000;
/** "Remember me": the cookie and the session last 30 days. */
export const REMEMBERED_SESSION_MS = 30 * DAY;
/** Otherwise a browser-session cookie, and the server ends the session after a day whatever the browser does. */
export const BROWSER_SESSION_MS = DAY;

/** The signed-in visitor as other areas need them. */
export interface SignedInSiteUser {
  siteUserId: string;
  email: string;
  memberAreas: string[];
}

/** A request's live session with its account. */
export interface LiveSession {
  session: SiteUserSessionRow;
  user: SiteUserRow;
}

export interface StartedSession {
  /** the site-user cookie's value (signed) */
  cookieValue: string;
  xsrfToken: string;
  idHash: string;
  expiresAt: number;
}

export interface SiteUserSessionDeps {
  db: Kysely<Tables>;
  /** the store's session secret (server/page-access/session-secret.ts) */
  secret: string;
  now: () => number;
  /** where a corrupt or forged cookie is reported (spec §6: logged and treated as none) */
  warn?: (message: string) => void;
}

export function createSiteUserSessions(deps: SiteUserSessionDeps) {
  const { cookie: cookieKey } = sessionKeys(deps.secret);
  const warn = deps.warn ?? ((message: string) => console.warn(`[kiosk accounts] ${message}`));

  /** The live session a site-user cookie value names; undefined for none, a forged one, or an ended one. */
  async function fromCookieValue(value: string | undefined): Promise<LiveSession | undefined> {
    if (value === undefined || value === '') return undefined;
    const reading = readSiteUserCookie(cookieKey, value);
    if (!reading.ok) {
      warn(`Ignoring a corrupt ${SITE_USER_COOKIE} cookie: ${reading.reason}`);
      return undefined;
    }
    const session = await createSiteUserSessionStore(deps.db).live(sha256Hex(reading.cookie.sid), deps.now());
    if (!session || session.site_user_id !== reading.cookie.siteUserId) return undefined;
    const user = await createSiteUserStore(deps.db).byId(session.site_user_id);
    return user && { session, user };
  }

  function cookieOf(cookieHeader: string | undefined): string | undefined {
    if (!cookieHeader) return undefined;
    try {
      return parse(cookieHeader, SITE_USER_COOKIE)[SITE_USER_COOKIE];
    } catch {
      return undefined;
    }
  }

  return {
    fromCookieValue,

    fromCookieHeader: (cookieHeader: string | undefined): Promise<LiveSession | undefined> => fromCookieValue(cookieOf(cookieHeader)),

    /** The signed-in site user of a request's Cookie header, with their member areas; undefined when none. */
    async signedInUser(cookieHeader: string | undefined): Promise<SignedInSiteUser | undefined> {
      const live = await fromCookieValue(cookieOf(cookieHeader));
      if (!live) return undefined;
      return { siteUserId: live.user.id, email: live.user.email, memberAreas: await createMembershipStore(deps.db).areasOf(live.user.id) };
    },

    /** Opens a session for the account (inside the caller's transaction). */
    async start(q: Executor, siteUserId: string, remember: boolean): Promise<StartedSession> {
      const sid = randomToken();
      const xsrfToken = randomToken();
      const time = deps.now();
      const idHash = sha256Hex(sid);
      const expiresAt = time + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS);
      const sessions = createSiteUserSessionStore(q);
      await sessions.purgeExpired(time);
      await sessions.insert({ id_hash: idHash, site_user_id: siteUserId, xsrf_hash: sha256Hex(xsrfToken), remember: remember ? 1 : 0, created_at: time, expires_at: expiresAt });
      return { cookieValue: signSiteUserCookie(cookieKey, { authenticated: true, siteUserId, sid }), xsrfToken, idHash, expiresAt };
    },

    /** A new XSRF token for a session (after a password change); the old one stops working. */
    async rotateXsrf(q: Executor, idHash: string): Promise<string> {
      const xsrfToken = randomToken();
      await createSiteUserSessionStore(q).setXsrfHash(idHash, sha256Hex(xsrfToken));
      return xsrfToken;
    },

    /** Whether `sent` is the session's X-SiteUser-XSRF-Token. */
    xsrfMatches: (session: SiteUserSessionRow, sent: string | undefined): boolean =>
      sent !== undefined && sent.length <= 200 && sameSecret(sha256Hex(sent), session.xsrf_hash),
  };
}

export type SiteUserSessions = ReturnType<typeof createSiteUserSessions>;

/**
 * For the members-only pages: who is signed in (from a Cookie header) and granting a member area, over the
 * store's database and session secret.
 */
export function createSiteUserDirectory(db: Kysely<Tables>, secret: string, now: () => number = Date.now) {
  const sessions = createSiteUserSessions({ db, secret, now });
  return {
    userOf: (cookieHeader: string | undefined): Promise<SignedInSiteUser | undefined> => sessions.signedInUser(cookieHeader),
    grant: (trx: Executor, siteUserId: string, areaId: string, source: string): Promise<void> => grantMembership(trx, siteUserId, areaId, source, now()),
  };
}

/** The signed-in site user of a Cookie header (one-off form of createSiteUserDirectory's userOf). */
export function siteUserFromCookie(db: Kysely<Tables>, secret: string, cookieHeader: string | undefined, now: () => number = Date.now): Promise<SignedInSiteUser | undefined> {
  return createSiteUserSessions({ db, secret, now }).signedInUser(cookieHeader);
}
