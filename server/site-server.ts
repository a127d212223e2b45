// createServer: production — the /api app plus the published site (dist/) from one Hono app:
// /api first; protected pages from the private folder after the access check (page-access/site-gate.ts); every
// other file through serving/static-files.ts (precompressed copies, ETags, cache policy); dist/404.html for unknown
// paths; the security headers (serving/security-policy.ts) on every answer. With `apiOnly`, just /api, for pages
// published on a static host elsewhere (CORS: server/middleware/cors.ts).
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { createApi, type ApiOptions, type KioskApi } from './api';
import { API_MESSAGES } from '../schemas/messages';
import { privateDirOf } from '../schemas/page-access';
import { siteGate } from './page-access/site-gate';
import { parseCookieDomain, withCookieDomain } from './serving/cookie-domain';
import { readHostingManifest } from './serving/hosting-manifest';
import { securityHeaders as securityHeadersFor } from './serving/security-policy';
import { securityHeaders } from './serving/security-headers';
import { siteProviders } from './serving/site-providers';
import { fileAnswer, staticFiles } from './serving/static-files';

export interface ServerOptions extends ApiOptions {
  /** the published site (Astro's outDir); not read with apiOnly */
  distDir: string;
  /** the protected pages the build kept out of distDir (default: `<distDir>-private`, beside it) */
  privateDir?: string;
  /** serve only /api (the pages are on a static host); everything else answers 404 */
  apiOnly?: boolean;
  /** the Domain of the API's cookies when the pages are on a sibling host (KIOSK_COOKIE_DOMAIN) */
  cookieDomain?: string;
}

const NOT_FOUND_TEXT = 'Not found';
/** An API answers no page: nothing in it may run, load or be framed. */
const API_ONLY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The production app, and the API inside it (await `api.ready` before listening; `api.close()` at the end). */
export interface KioskServer {
  app: Hono;
  api: KioskApi;
}

/** The security headers of the site's pages: the build's inline-script hashes and API origin, the site's providers. */
function pageHeaders(options: ServerOptions, root: string): (https: boolean) => Record<string, string> {
  const providers = siteProviders(options.contentDir ?? 'content', process.env);
  // The API uses the payment setup it is given, else the environment's: the pages load Stripe.js by the same rule.
  if (options.payments) providers.stripe = options.payments.config.providers.includes('stripe');
  // Read on each answer so a rebuild of dist/ (new inline scripts) is picked up without a restart; it is one small file.
  return (https) => securityHeadersFor({ ...providers, ...readHostingManifest(root) }, https);
}

function apiOnlyHeaders(https: boolean): Record<string, string> {
  const headers = securityHeadersFor({ scriptHashes: [], stripe: false }, https);
  return { ...headers, 'Content-Security-Policy': API_ONLY_POLICY };
}

export function createServer(options: ServerOptions): KioskServer {
  const root = resolve(options.distDir);
  const notFoundPage = join(root, '404.html');
  const cookieDomain = parseCookieDomain(options.cookieDomain);
  const privateDir = resolve(options.privateDir ?? privateDirOf(root));
  // Not strict: the spec's paths end in a slash (commerce/inventory/stock/) and both forms must reach /api.
  const app = new Hono({ strict: false });

  const api = createApi(options);
  app.use('*', securityHeaders({ trustProxy: options.trustProxy, headersFor: options.apiOnly ? apiOnlyHeaders : pageHeaders(options, root) }));
  const toApi = async (request: Request, env: unknown) => withCookieDomain(await api.fetch(request, env), cookieDomain);
  app.all('/api', (c) => toApi(c.req.raw, c.env));
  app.all('/api/*', (c) => toApi(c.req.raw, c.env));
  if (options.apiOnly) {
    app.notFound((c) => c.json({ error: API_MESSAGES.noSuchEndpoint }, 404));
    return { app, api };
  }
  // Looked up on each miss so a rebuild of dist/ is picked up without a restart; compressed like any page.
  const notFoundFor = (request: Request) => {
    const stats = statSync(notFoundPage, { throwIfNoEntry: false });
    return stats?.isFile()
      ? fileAnswer(request, notFoundPage, stats, { status: 404 })
      : new Response(NOT_FOUND_TEXT, { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });
  };
  // Protected pages are not in dist/: they are answered from the private folder after the access check.
  app.use('*', async (c, next) => siteGate({ privateDir, api, notFound: () => notFoundFor(c.req.raw) })(c, next));
  app.use('*', staticFiles({ root }));
  app.notFound((c) => notFoundFor(c.req.raw));
  return { app, api };
}
