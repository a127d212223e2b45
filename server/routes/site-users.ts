// The visitor-account endpoints (schemas/contract/site-users.ts): sign in and out, the account, its emailed links,
// password and address changes, deletion and orders. Calls acting for a signed-in visitor need the session's
// X-SiteUser-XSRF-Token besides the crumb; answers are never cached.
import type { Context } from 'hono';
import { SITE_USERS_API } from '../../schemas/contract/site-users';
import { SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER } from '../../schemas/site-users';
import {
  cartTokenOf, clearSignedInCookies, dropCart, pointCart, setSignedInCookies, siteUserCookieOf,
} from '../accounts/site-user-cookies';
import type { LiveSession } from '../accounts/site-user-session';
import type { ApiEnv } from '../api-env';
import { route, type Route } from '../contract/mount';
import { DomainError } from '../domain-error';
import { HttpError } from '../errors';
import type { RouteDeps } from './route-deps';

function privately(c: Context<ApiEnv>): void {
  c.header('Cache-Control', 'no-store, private');
}

/** A refusal for too many attempts answers 429 with Retry-After beside `retryAfter`. */
async function withRetryAfter<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rate_limited' && typeof error.details.retryAfter === 'number') {
      throw new HttpError(429, { error: error.message, retryAfter: error.details.retryAfter }, { 'Retry-After': String(error.details.retryAfter) });
    }
    throw error;
  }
}

export function siteUserRoutes({ siteUsers, clientAddress }: RouteDeps): Route[] {
  const { sessions, signIn, account } = siteUsers;

  /** The request's live session, or undefined; a cookie naming no live session is cleared. */
  async function liveOf(c: Context<ApiEnv>): Promise<LiveSession | undefined> {
    const raw = siteUserCookieOf(c);
    const live = await sessions.fromCookieValue(raw);
    if (!live && raw !== undefined) clearSignedInCookies(c);
    return live;
  }

  /** A signed-in visitor (401 otherwise) whose state-changing call carries the session's XSRF token (403 otherwise). */
  async function signedIn(c: Context<ApiEnv>, changing: boolean): Promise<LiveSession> {
    const live = await liveOf(c);
    if (!live) throw new HttpError(401, SITE_USER_MESSAGES.signedOut);
    if (changing && !sessions.xsrfMatches(live.session, c.req.header(SITE_USER_XSRF_HEADER))) throw new HttpError(403, SITE_USER_MESSAGES.xsrfFail);
    return live;
  }

  return [
    route(SITE_USERS_API.account, async (c) => {
      privately(c);
      const live = await signedIn(c, false);
      // The account call runs on page start: a browser without a cart is pointed at the account's.
      pointCart(c, await siteUsers.carts.follow(siteUsers.db, live.user.id, cartTokenOf(c)));
      return await account.view(live.user);
    }),

    route(SITE_USERS_API.signUp, async (c, { body }) => {
      privately(c);
      return await withRetryAfter(() => account.signUp(body.email, body.password, clientAddress(c)));
    }),

    route(SITE_USERS_API.deleteAccount, async (c, { body }) => {
      privately(c);
      const live = await signedIn(c, true);
      const answer = await withRetryAfter(() => account.deleteAccount(live, body.password, clientAddress(c)));
      clearSignedInCookies(c);
      dropCart(c);
      return answer;
    }),

    route(SITE_USERS_API.signIn, async (c, { body }) => {
      privately(c);
      const previous = await sessions.fromCookieValue(siteUserCookieOf(c));
      const done = await withRetryAfter(() => signIn.signIn({
        email: body.email, password: body.password, rememberMe: body.rememberMe, clientAddress: clientAddress(c), cartToken: cartTokenOf(c),
      }));
      // Whoever was signed in on this browser before is signed out of it.
      if (previous) await signIn.signOut(previous, false);
      setSignedInCookies(c, done.session.cookieValue, done.remember);
      pointCart(c, done.cart);
      return { xsrfToken: done.session.xsrfToken };
    }),

    route(SITE_USERS_API.signOut, async (c, { query }) => {
      privately(c);
      const live = await liveOf(c);
      if (live && !sessions.xsrfMatches(live.session, c.req.header(SITE_USER_XSRF_HEADER))) throw new HttpError(403, SITE_USER_MESSAGES.xsrfFail);
      const copy = await signIn.signOut(live, query.cloneCart);
      clearSignedInCookies(c);
      // The browser keeps a copy (cloneCart) or no cart at all: the account's cart stays the account's.
      if (copy.token) pointCart(c, copy);
      else if (live) dropCart(c);
      return { message: SITE_USER_MESSAGES.signOutDone };
    }),

    route(SITE_USERS_API.locale, async (c, { body }) => {
      privately(c);
      return await account.setLanguage(await signedIn(c, true), body.language);
    }),

    route(SITE_USERS_API.verifyEmail, async (c, { body }) => {
      privately(c);
      return await account.verifyEmail(body.token);
    }),

    route(SITE_USERS_API.resendVerification, async (c) => {
      privately(c);
      const live = await signedIn(c, true);
      return await withRetryAfter(() => account.resendVerification(live, clientAddress(c)));
    }),

    route(SITE_USERS_API.requestPasswordReset, async (c, { body }) => {
      privately(c);
      return await withRetryAfter(() => account.requestPasswordReset(body.email, clientAddress(c)));
    }),

    route(SITE_USERS_API.resetPassword, async (c, { body }) => {
      privately(c);
      return await account.resetPassword(body.token, body.password);
    }),

    route(SITE_USERS_API.changePassword, async (c, { body }) => {
      privately(c);
      const live = await signedIn(c, true);
      const xsrfToken = await withRetryAfter(() => account.changePassword(live, body.currentPassword, body.newPassword, clientAddress(c)));
      return { xsrfToken };
    }),

    route(SITE_USERS_API.changeEmail, async (c, { body }) => {
      privately(c);
      const live = await signedIn(c, true);
      return await withRetryAfter(() => account.changeEmail(live, body.newEmail, body.password, clientAddress(c)));
    }),

    route(SITE_USERS_API.confirmEmail, async (c, { body }) => {
      privately(c);
      return await account.confirmEmail(body.token);
    }),

    route(SITE_USERS_API.orders, async (c) => {
      privately(c);
      const live = await signedIn(c, false);
      return await siteUsers.orders(live.user);
    }),
  ];
}
