// The locked pages' and member areas' endpoints (schemas/contract/page-access.ts): the lock screen's password,
// the access check `kiosk serve` and the dev server make before serving a protected page, joining an area.
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { PAGE_ACCESS_API } from '../../schemas/contract/page-access';
import { route, type Route } from '../contract/mount';
import { UNLOCK_MAX_AGE_SECONDS } from '../page-access/unlock-cookie';
import type { RouteDeps } from './route-deps';

function isSecure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

export function pageAccessRoutes({ pageAccess }: RouteDeps): Route[] {
  return [
    route(PAGE_ACCESS_API.unlock, async (c, { body }) => {
      const opened = await pageAccess.unlock(body.path, body.password, c.req.header('cookie'));
      // HttpOnly: no script can lift it; Lax: a link from elsewhere still opens the page, a cross-site POST does not carry it.
      setCookie(c, opened.cookieName, opened.cookieValue, {
        path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c), maxAge: UNLOCK_MAX_AGE_SECONDS,
      });
      c.header('Cache-Control', 'no-store');
      return { unlocked: true as const, lockId: opened.lockId };
    }),
    route(PAGE_ACCESS_API.status, async (c, { query }) => {
      c.header('Cache-Control', 'private, no-store');
      return pageAccess.status(query.path, c.req.header('cookie'));
    }),
    route(PAGE_ACCESS_API.join, async (c, { params }) => {
      await pageAccess.join(params.areaId, c.req.header('cookie'));
      c.header('Cache-Control', 'no-store');
      return { joined: true as const, memberAreaId: params.areaId };
    }),
  ];
}
