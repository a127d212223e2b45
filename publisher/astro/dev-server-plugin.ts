/**
 * Dev-only Vite plugin for `astro dev`: hands /api/* to the Hono app from server/ (loaded through Vite, so
 * edits to server/ apply on the next request), checks access before a protected page renders, serves the
 * published assets, and reloads the browser when content/ or templates/ change.
 */
import { getRequestListener } from '@hono/node-server';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { apiOptionsFromEnv, SERVER_ENTRY, type FetchApp, type ServerModule } from '../../server/entry';
import { findPublishedAsset } from '../assets';
import { contentTypeOf } from '../content-types';
import { guardProtectedPages } from './dev-page-gate';

const WATCHED_FOLDERS = ['content', 'templates'];

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The API of the server module as loaded now: one API (and one database handle) per loaded version of it. */
function apiLoader(server: ViteDevServer, siteRoot: string): () => Promise<FetchApp> {
  const apis = new WeakMap<object, FetchApp>();
  return async function currentApi(): Promise<FetchApp> {
    const mod = (await server.ssrLoadModule(SERVER_ENTRY)) as ServerModule;
    let api = apis.get(mod);
    if (!api) {
      api = mod.createApi(apiOptionsFromEnv(siteRoot));
      apis.set(mod, api);
    }
    return api;
  };
}

function serveApi(server: ViteDevServer, currentApi: () => Promise<FetchApp>): void {
  server.middlewares.use((req, res, next) => {
    if (!isApiPath(req.url ?? '')) return next();
    currentApi()
      .then((api) => getRequestListener(api.fetch)(req, res))
      .catch((error: Error) => {
        server.ssrFixStacktrace(error);
        next(error);
      });
  });
}

function serveAssets(server: ViteDevServer, siteRoot: string): void {
  server.middlewares.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = findPublishedAsset(siteRoot, req.url ?? '');
    if (!asset) return next();
    res.setHeader('Content-Type', contentTypeOf(asset.file));
    if (req.method === 'HEAD') return void res.end();
    createReadStream(asset.file).on('error', next).pipe(res);
  });
}

function reloadOnSiteSourceChange(server: ViteDevServer, siteRoot: string): void {
  const folders = WATCHED_FOLDERS.map((f) => path.join(siteRoot, f) + path.sep);
  server.watcher.add(folders);
  const reload = (file: string) => {
    if (folders.some((f) => file.startsWith(f))) server.ws.send({ type: 'full-reload' });
  };
  server.watcher.on('change', reload);
  server.watcher.on('add', reload);
  server.watcher.on('unlink', reload);
}

/** `siteRoot`: the site folder (content/, templates/, data/), which is not Astro's root for a site of its own. */
export function kioskDevServerPlugin(siteRoot: string): Plugin {
  return {
    name: 'kiosk-dev-server',
    apply: 'serve',
    configureServer(server) {
      const currentApi = apiLoader(server, siteRoot);
      serveApi(server, currentApi);
      guardProtectedPages(server, currentApi);
      serveAssets(server, siteRoot);
      reloadOnSiteSourceChange(server, siteRoot);
    },
  };
}
