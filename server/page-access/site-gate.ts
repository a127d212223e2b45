// The production server's gate in front of the private folder: a request for a page the build kept private is
// answered only after the API's access check (GET /api/page-access/status with the visitor's cookies).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { PAGE_ACCESS_API } from '../../schemas/contract/page-access';
import { gateAnswer, PRIVATE_PAGES, PRIVATE_PREFIX, PROTECTED_CACHE_CONTROL, type AccessStatus } from '../../schemas/page-access';
import { requestPagePath } from './page-paths';

export interface SiteGateOptions {
  privateDir: string;
  /** the API app (the check runs through its declared endpoint, as any launcher would call it) */
  api: { fetch(request: Request): Promise<Response> };
  /** what to answer a path that names nothing (the 404 page) */
  notFound: () => Response;
}

/** True when `pathname` names a page under PRIVATE_PREFIX: never served as it is. */
export function isPrivatePrefix(pathname: string): boolean {
  return pathname === PRIVATE_PREFIX || pathname.startsWith(`${PRIVATE_PREFIX}/`);
}

/** The page path a request names, when the build kept a page at it private. */
export function privatePageAt(privateDir: string, pathname: string): string | undefined {
  const path = requestPagePath(pathname);
  if (path.includes('\0') || path.split('/').includes('..')) return undefined;
  return existsSync(join(privateDir, PRIVATE_PAGES.content(path), 'index.html')) ? path : undefined;
}

/** Asks the API what this visitor gets at `path`. */
export async function askAccess(api: SiteGateOptions['api'], origin: string, path: string, cookie: string | undefined): Promise<AccessStatus> {
  const url = new URL(`${PAGE_ACCESS_API.status.path}?path=${encodeURIComponent(path)}`, origin);
  const answer = await api.fetch(new Request(url, { headers: cookie ? { cookie } : {} }));
  if (!answer.ok) throw new Error(`the page access check answered ${answer.status}`);
  return (await answer.json()) as AccessStatus;
}

export function siteGate(options: SiteGateOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (isPrivatePrefix(url.pathname)) return options.notFound();
    const path = privatePageAt(options.privateDir, url.pathname);
    if (!path) return next();
    const answer = gateAnswer(await askAccess(options.api, url.origin, path, c.req.header('cookie')));
    // Public again since the build: the content no longer protects it, and dist/ will have it after the next build.
    if (!answer) return next();
    const file = join(options.privateDir, answer.privatePath, 'index.html');
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PROTECTED_CACHE_CONTROL };
    if (!existsSync(file)) {
      return new Response('This page is protected. Please rebuild the site.', { status: answer.status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    return new Response(c.req.method === 'HEAD' ? null : readFileSync(file, 'utf8'), { status: answer.status, headers });
  };
}
