// The visitor cookies: crumb (CSRF, readable by JS), CART (HttpOnly cart token) and hasCart (readable flag).
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_COOKIE, CRUMB_COOKIE, HAS_CART_COOKIE } from '../../schemas/cookies';

export { CART_COOKIE, CRUMB_COOKIE, HAS_CART_COOKIE };

const CART_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** https requests (directly or behind a proxy) get Secure cookies. A request's URL is absolute, scheme in lower case. */
function isSecure(c: Context): boolean {
  return c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto') === 'https';
}

// The request's cookies, parsed once: a visitor call reads the crumb, the cart token and the hasCart flag.
const parsedCookies = new WeakMap<Context, Record<string, string>>();

function cookieOf(c: Context, name: string): string | undefined {
  let cookies = parsedCookies.get(c);
  if (!cookies) {
    cookies = getCookie(c);
    parsedCookies.set(c, cookies);
  }
  return cookies[name];
}

/** A cookie value that looks like one of our tokens; anything else counts as absent. */
export function readToken(c: Context, name: string): string | undefined {
  const value = cookieOf(c, name);
  return value && TOKEN_SHAPE.test(value) ? value : undefined;
}

export function setCrumbCookie(c: Context, crumb: string): void {
  setCookie(c, CRUMB_COOKIE, crumb, { path: '/', sameSite: 'Lax', secure: isSecure(c) });
}

export function setCartCookies(c: Context, token: string): void {
  const options = { path: '/', sameSite: 'Lax', secure: isSecure(c), maxAge: CART_MAX_AGE_SECONDS } as const;
  setCookie(c, CART_COOKIE, token, { ...options, httpOnly: true });
  setCookie(c, HAS_CART_COOKIE, 'true', options);
}

/** hasCart=true tells pages to load the cart on start; it goes away when the cart empties. */
export function syncHasCartCookie(c: Context, totalQuantity: number): void {
  const flagged = cookieOf(c, HAS_CART_COOKIE) === 'true';
  if (totalQuantity > 0 && !flagged) {
    setCookie(c, HAS_CART_COOKIE, 'true', { path: '/', sameSite: 'Lax', secure: isSecure(c), maxAge: CART_MAX_AGE_SECONDS });
  } else if (totalQuantity === 0 && flagged) {
    deleteCookie(c, HAS_CART_COOKIE, { path: '/' });
  }
}
