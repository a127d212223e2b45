/**
 * The production web app: /api/* from the server's Hono app, everything else from dist/, the not-found
 * page (dist/404.html) for unknown URLs, long-lived caching for Astro's hashed assets.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiApp } from './api-entry';

export interface ProductionAppOptions {
  api: ApiApp;
  distDir: string;
}

export function createProductionApp({ api, distDir }: ProductionAppOptions): Hono {
  const app = new Hono();
  app.all('/api', (c) => api.fetch(c.req.raw));
  app.all('/api/*', (c) => api.fetch(c.req.raw));
  app.use('/_astro/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // serveStatic resolves `root` against the working directory.
  app.use('*', serveStatic({ root: path.relative(process.cwd(), distDir) || '.' }));
  const notFoundFile = path.join(distDir, '404.html');
  app.notFound((c) => {
    if (!existsSync(notFoundFile)) return c.text('Not found', 404);
    return c.html(readFileSync(notFoundFile, 'utf8'), 404);
  });
  return app;
}
