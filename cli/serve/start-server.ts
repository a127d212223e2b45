/** Starts the production server (dist/ + /api, or /api alone) on a port; used by `kiosk serve`, `kiosk start` and the browser tests. */
import { serve, type ServerType } from '@hono/node-server';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY, type EnvApiOptions, type ServerModule } from '../../server/entry';

export interface StartOptions {
  /** Kiosk's folder, holding the server module */
  projectRoot: string;
  /** the site folder distDir belongs to, for the message when it is not built (default projectRoot: the demo) */
  siteRoot?: string;
  distDir: string;
  port: number;
  api: EnvApiOptions;
  /** Listen address; the default listens on every interface. */
  hostname?: string;
  /** serve only /api: the pages are published on a static host elsewhere (distDir is not read) */
  apiOnly?: boolean;
}

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

async function loadServerModule(projectRoot: string): Promise<ServerModule> {
  const entry = path.join(projectRoot, SERVER_ENTRY);
  if (!existsSync(entry)) throw new Error(`the API server module ${SERVER_ENTRY.slice(1)} is missing`);
  return (await import(pathToFileURL(entry).href)) as ServerModule;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  if (!options.apiOnly && !existsSync(path.join(options.distDir, 'index.html'))) {
    const siteRoot = options.siteRoot ?? options.projectRoot;
    const build = siteRoot === options.projectRoot ? 'kiosk build' : `kiosk build --site ${siteRoot}`;
    throw new Error(`${path.relative(siteRoot, options.distDir) || 'dist'}/ has no site: run \`${build}\` first`);
  }
  const server = await loadServerModule(options.projectRoot);
  const { app, api } = server.createServer({ ...options.api, distDir: options.distDir, apiOnly: options.apiOnly });
  // Listen only once the database is open and migrated: a wrong DATABASE_URL stops here with its reason.
  try {
    await api.ready;
  } catch (error) {
    await api.close();
    throw error;
  }
  return new Promise((resolve, reject) => {
    const http: ServerType = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
      resolve({
        port: info.port,
        url: `http://localhost:${info.port}`,
        close: async () => {
          await new Promise<void>((done) => {
            http.close(() => done());
            // Browsers keep connections open; close them so a restart can happen at once.
            if ('closeAllConnections' in http) http.closeAllConnections();
          });
          await api.close();
        },
      });
    });
    http.on('error', reject);
  });
}
