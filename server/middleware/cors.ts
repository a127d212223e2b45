// CORS for pages published on another origin than the API (a static host calling `kiosk serve --api-only`): only the
// site origins the owner lists (KIOSK_SITE_ORIGINS) may call it with the visitor's cookies; preflights included, with
// the headers the site's client sends (the crumb, the site-user token, Idempotency-Key). Other origins get no CORS
// headers at all, so their pages cannot read an answer; their preflight is refused.
import type { MiddlewareHandler } from 'hono';
import { SITE_USER_XSRF_HEADER } from '../../schemas/site-users';

export const SITE_ORIGINS_ENV = 'KIOSK_SITE_ORIGINS';
export const CORS_ORIGIN_REFUSED = 'This site may not call the API.';

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ALLOWED_HEADERS = ['Accept', 'Content-Type', 'X-CSRF-Token', SITE_USER_XSRF_HEADER, 'Idempotency-Key'];
/** Headers a page may read besides the simple ones: 429 and 503 answers say how long to wait. */
const EXPOSED_HEADERS = ['Retry-After'];
/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The origins as the owner writes them ("https://shop.example, https://www.shop.example"), normalised; bad ones throw. */
export function parseSiteOrigins(list: string | undefined): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const entry of (list ?? '').split(',').map((text) => text.trim()).filter((text) => text !== '')) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${SITE_ORIGINS_ENV}: "${entry}" is not an origin (write it as https://shop.example)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${SITE_ORIGINS_ENV}: "${entry}" is not an http(s) origin`);
    origins.add(url.origin);
  }
  return origins;
}

function addVary(headers: Headers, name: string): void {
  const current = headers.get('Vary');
  if (!current) headers.set('Vary', name);
  else if (!current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) headers.set('Vary', `${current}, ${name}`);
}

export function siteCors(origins: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (origins.size === 0) return next();
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origins.has(origin);
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (preflight) {
      if (!allowed) return c.json({ error: CORS_ORIGIN_REFUSED }, 403, { Vary: 'Origin' });
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
          'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
          Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
        },
      });
    }
    await next();
    // Every answer says it depends on Origin, so a cache never hands one origin's answer to another.
    addVary(c.res.headers, 'Origin');
    if (!allowed) return;
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  };
}
