// createServer: production — the /api app plus the published site (dist/) from one Hono app:
// /api first, immutable caching for Astro's hashed /_astro/* assets, protected pages from the private folder
// after the access check (page-access/site-gate.ts), dist/404.html for unknown paths.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createApi, type ApiOptions, type KioskApi } from './api';
import { privateDirOf } from '../schemas/page-access';
import { siteGate } from './page-access/site-gate';

export interface ServerOptions extends ApiOptions {
  /** the published site (Astro's outDir) */
  distDir: string;
  /** the protected pages the build kept out of distDir (default: `<distDir>-private`, beside it) */
  privateDir?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_TEXT = 'Not found';

/** The production app, and the API inside it (await `api.ready` before listening; `api.close()` at the end). */
export interface KioskServer {
  app: Hono;
  api: KioskApi;
}

export function createServer(options: ServerOptions): KioskServer {
  const root = resolve(options.distDir);
  const notFoundPage = join(root, '404.html');
  // Not strict: the spec's paths end in a slash (commerce/inventory/stock/) and both forms must reach /api.
  const app = new Hono({ strict: false });

  const api = createApi(options);
  app.all('/api', (c) => api.fetch(c.req.raw, c.env));
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  app.use('/_astro/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE);
  });
  // Read on each miss so a rebuild of dist/ is picked up without a restart.
  const notFound = () =>
    existsSync(notFoundPage)
      ? new Response(readFileSync(notFoundPage, 'utf8'), { status: 404, headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
      : new Response(NOT_FOUND_TEXT, { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });
  // Protected pages are not in dist/: they are answered from the private folder after the access check.
  app.use('*', siteGate({ privateDir: resolve(options.privateDir ?? privateDirOf(root)), api, notFound }));
  app.use('*', serveStatic({ root }));
  app.notFound(() => notFound());
  return { app, api };
}
