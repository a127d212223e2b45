/**
 * `astro dev`'s gate in front of protected pages, as `kiosk serve` has (server/page-access/site-gate.ts): a page
 * navigation is checked with the API first, then rendered as the page itself or its gate page (lock screen,
 * protected content, access denied) with that answer's status; the private routes are never reachable directly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { gateAnswer, PRIVATE_PREFIX, PROTECTED_CACHE_CONTROL, type AccessStatus } from '../../schemas/page-access';
import { PAGE_ACCESS_API } from '../../schemas/contract/page-access';
import type { FetchApp } from '../../server/entry';

/** Vite's own paths, the API and built assets: never pages. */
const NOT_PAGES = /^\/(?:@|api(?:\/|$)|_astro\/|node_modules\/|src\/|images\/|fonts\/|assets\/)/;

function isPageNavigation(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_PAGES.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

async function accessOf(api: FetchApp, origin: string, path: string, cookie: string | undefined): Promise<AccessStatus> {
  const url = new URL(`${PAGE_ACCESS_API.status.path}?path=${encodeURIComponent(path)}`, origin);
  const answer = await api.fetch(new Request(url, { headers: cookie ? { cookie } : {} }));
  if (!answer.ok) throw new Error(`the page access check answered ${answer.status}`);
  return (await answer.json()) as AccessStatus;
}

/** Makes whatever Astro writes go out with `status` and no caching. */
function forceStatus(res: ServerResponse, status: number): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((_code: number, ...rest: unknown[]) => {
    res.setHeader('Cache-Control', PROTECTED_CACHE_CONTROL);
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
  res.statusCode = status;
}

export function guardProtectedPages(server: ViteDevServer, currentApi: () => Promise<FetchApp>): void {
  server.middlewares.use((req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === PRIVATE_PREFIX || url.pathname.startsWith(`${PRIVATE_PREFIX}/`)) {
      res.statusCode = 404;
      return void res.end('Not found');
    }
    if (!isPageNavigation(req, url.pathname)) return next();
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    currentApi()
      .then((api) => accessOf(api, origin, url.pathname, req.headers.cookie))
      .then((status) => {
        const answer = gateAnswer(status);
        if (!answer) return next();
        req.url = `${PRIVATE_PREFIX}${answer.privatePath}${url.search}`;
        forceStatus(res, answer.status);
        next();
      })
      .catch((error: Error) => next(error));
  });
}
