/**
 * The preview's HTTP side: pages (with `?format=json` for their context), /site.css, the template's and
 * content's files, the islands' bundle, the live-reload events and page status, and the offline /api.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { BUNDLE_SESSION, CLIENT_SCRIPT, PREVIEW_PREFIX } from './document';
import type { ChangeEvents } from './events';
import { islandsFile } from './islands-bundle';
import type { Preview } from './preview';
import { fileResponse } from './static-files';
import path from 'node:path';

/** The part of the Kiosk API the preview calls (server/ createApi). */
export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

const CLIENT_SOURCE = readFileSync(new URL('./client/preview-client.js', import.meta.url), 'utf8');
const NO_STORE = { 'Cache-Control': 'no-store' };

export function createPreviewApp(preview: Preview, events: ChangeEvents, api?: FetchHandler): Hono {
  const app = new Hono({ strict: false });
  if (api) {
    app.all('/api', (c) => api.fetch(c.req.raw));
    app.all('/api/*', (c) => api.fetch(c.req.raw));
  }
  app.get(CLIENT_SCRIPT, () => new Response(CLIENT_SOURCE, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', ...NO_STORE } }));
  app.get(`${PREVIEW_PREFIX}/events`, (c) => events.subscribe(c.req.query('path') ?? '/'));
  app.get(`${PREVIEW_PREFIX}/status`, (c) => c.json(preview.status(c.req.query('path') ?? '/'), 200, NO_STORE));
  app.get(`${PREVIEW_PREFIX}/islands/:session/:name`, async (c) => {
    const file = c.req.param('session') === BUNDLE_SESSION ? await islandsFile(c.req.param('name')) : undefined;
    if (!file) return c.json({ error: 'not found' }, 404);
    // A reload after a save fetches only the page: the bundle of this run never changes.
    return new Response(new Uint8Array(file.contents), { headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=86400, immutable' } });
  });
  app.get('/site.css', (c) => {
    const css = preview.css();
    const etag = `"${createHash('sha1').update(css).digest('base64url')}"`;
    const headers = { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache', ETag: etag };
    if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
    return new Response(css, { headers });
  });

  const templateDir = preview.options.templateDir;
  const files: [string, () => string][] = [
    ['/assets/', () => path.join(templateDir, 'assets')],
    ['/scripts/', () => path.join(templateDir, 'scripts')],
    ['/styles/', () => path.join(templateDir, 'styles')],
    ['/images/', () => preview.source.content.imagesDir],
  ];
  app.get('*', (c, next) => {
    const url = new URL(c.req.url);
    for (const [prefix, folder] of files) {
      if (url.pathname.startsWith(prefix)) return fileResponse(folder(), url.pathname.slice(prefix.length), c.req.header('If-None-Match')) ?? next();
    }
    // Files beside the stylesheets are published below the site root (`styles/fonts/x.woff2` at `/fonts/x.woff2`).
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return fileResponse(path.join(templateDir, 'styles'), url.pathname.slice(1), c.req.header('If-None-Match')) ?? next();
    return next();
  });

  app.get('*', (c) => {
    const pathname = new URL(c.req.url).pathname;
    if (c.req.query('format') === 'json') {
      const result = preview.render(pathname);
      if (!result.found) return c.json({ error: `no page at ${pathname}` }, 404, NO_STORE);
      return c.json(result.context, 200, NO_STORE);
    }
    const { status, html } = preview.document(pathname);
    return c.html(html, status as 200 | 404, NO_STORE);
  });
  return app;
}
