/** Starts the production server (dist/ + /api) on a port; used by `kiosk serve`, `kiosk start` and the browser tests. */
import { serve, type ServerType } from '@hono/node-server';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY, type ApiOptions, type ServerModule } from './api-entry';

export interface StartOptions {
  projectRoot: string;
  distDir: string;
  port: number;
  api: ApiOptions;
  /** Listen address; the default listens on every interface. */
  hostname?: string;
}

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function loadServerModule(projectRoot: string): Promise<ServerModule> {
  const entry = path.join(projectRoot, SERVER_ENTRY);
  if (!existsSync(entry)) throw new Error(`the API server module ${SERVER_ENTRY.slice(1)} is missing`);
  return (await import(pathToFileURL(entry).href)) as ServerModule;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    throw new Error(`${path.relative(options.projectRoot, options.distDir) || 'dist'}/ has no site: run \`kiosk build\` first`);
  }
  mkdirSync(path.dirname(options.api.dbPath), { recursive: true });
  const server = await loadServerModule(options.projectRoot);
  const app = server.createServer({ ...options.api, distDir: options.distDir });
  return new Promise((resolve, reject) => {
    const http: ServerType = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
      resolve({
        port: info.port,
        url: `http://localhost:${info.port}`,
        close: () =>
          new Promise((done) => {
            http.close(() => done());
            // Browsers keep connections open; close them so a restart can happen at once.
            if ('closeAllConnections' in http) http.closeAllConnections();
          }),
      });
    });
    http.on('error', reject);
  });
}
