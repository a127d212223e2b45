// CSRF protection: every response carries a crumb cookie; every POST/PUT/DELETE must echo it in the
// X-CSRF-Token header, else 403 with crumbFail (spec §8).
import type { MiddlewareHandler } from 'hono';
import { CRUMB_FAIL_MESSAGE } from '../../schemas/api-error';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';
import { randomToken, sameSecret } from '../security/tokens';
import { CRUMB_COOKIE, readToken, setCrumbCookie } from './cookies';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function crumbGuard(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const crumb = readToken(c, CRUMB_COOKIE);
    const current = crumb ?? randomToken();
    if (!crumb) setCrumbCookie(c, current);
    c.set('crumb', current);
    if (STATE_CHANGING.has(c.req.method)) {
      const sent = c.req.header('X-CSRF-Token');
      if (!crumb || !sent || !sameSecret(sent, crumb)) {
        throw new HttpError(403, { error: CRUMB_FAIL_MESSAGE, crumbFail: true });
      }
    }
    await next();
  };
}
