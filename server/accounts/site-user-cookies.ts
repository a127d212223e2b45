// The cookies of a signed-in browser: the signed site-user cookie (HttpOnly, SameSite=Lax, Secure on https), the
// script-readable siteUserHint flag beside it, and re-pointing the CART cookie at the account's cart.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SITE_USER_COOKIE, SITE_USER_HINT_COOKIE } from '../../schemas/cookies';
import { CART_COOKIE, HAS_CART_COOKIE, readToken, setCartCookies, syncHasCartCookie } from '../middleware/cookies';
import type { CartPointer } from './account-cart';
import { REMEMBERED_SESSION_MS } from './site-user-session';

function secureRequest(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/** The raw site-user cookie of the request (checked by the sessions, not here). */
export const siteUserCookieOf = (c: Context): string | undefined => getCookie(c, SITE_USER_COOKIE);

/** The browser's CART token, when it looks like one. */
export const cartTokenOf = (c: Context): string | undefined => readToken(c, CART_COOKIE);

/** remember: a 30-day cookie; else one that ends with the browser session (the server ends it after a day anyway). */
export function setSignedInCookies(c: Context, cookieValue: string, remember: boolean): void {
  const options = {
    path: '/', sameSite: 'Lax', secure: secureRequest(c),
    ...(remember ? { maxAge: Math.floor(REMEMBERED_SESSION_MS / 1000) } : {}),
  } as const;
  setCookie(c, SITE_USER_COOKIE, cookieValue, { ...options, httpOnly: true });
  setCookie(c, SITE_USER_HINT_COOKIE, '1', options);
}

export function clearSignedInCookies(c: Context): void {
  deleteCookie(c, SITE_USER_COOKIE, { path: '/' });
  deleteCookie(c, SITE_USER_HINT_COOKIE, { path: '/' });
}

/** Points the browser's CART cookie where `pointer` says (or drops it when told; nothing to do otherwise). */
export function pointCart(c: Context, pointer: CartPointer | undefined): void {
  if (pointer?.drop && !pointer.token) dropCart(c);
  if (!pointer?.token) return;
  if (pointer.token !== cartTokenOf(c)) setCartCookies(c, pointer.token);
  syncHasCartCookie(c, pointer.units);
}

/** Drops the browser's cart cookies (the account keeps its cart). */
export function dropCart(c: Context): void {
  deleteCookie(c, CART_COOKIE, { path: '/' });
  deleteCookie(c, HAS_CART_COOKIE, { path: '/' });
}
