/**
 * Where signing in leads: the `next` of the sign-in page's address when it is a path of this site, else the account
 * page. Anything that could leave the site (another origin, `//host`, a backslash browsers read as a slash, a
 * scheme) is refused, so a crafted link cannot use the sign-in page to send a visitor elsewhere.
 */

export const ACCOUNT_PATH = '/account';
export const LOGIN_PATH = '/account/login';

/** A same-site path (with its query and fragment) from an untrusted `next` value, or undefined. */
export function sameSitePath(next: string | null | undefined): string | undefined {
  if (!next || next.length > 2000) return undefined;
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f]/.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, 'https://site.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://site.invalid') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page to open after signing in, from the sign-in page's query string. */
export function nextAfterSignIn(search: string): string {
  return sameSitePath(new URLSearchParams(search).get('next')) ?? ACCOUNT_PATH;
}

/** A path as a query value: encoded, but with its slashes kept (`?next=/account`, readable in the address bar). */
const queryValue = (path: string) => encodeURIComponent(path).replace(/%2F/gi, '/');

/** The sign-in page's address that comes back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `${LOGIN_PATH}?next=${queryValue(sameSitePath(path) ?? ACCOUNT_PATH)}`;
}

/** A link to another account page that keeps the `next` the visitor came with (sign-up from sign-in, and back). */
export function withNext(path: string, search: string): string {
  const next = sameSitePath(new URLSearchParams(search).get('next'));
  return next ? `${path}?next=${queryValue(next)}` : path;
}
