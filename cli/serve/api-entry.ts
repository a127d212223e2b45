/** Where the /api app comes from and how it is configured: shared by `kiosk serve` and the dev plugin. */
import path from 'node:path';

/** The server module (project-root relative, as Vite's ssrLoadModule wants it). */
export const SERVER_ENTRY = '/server/index.ts';

export interface ApiOptions {
  dbPath: string;
}

/** The part of a Hono app the launchers use. */
export interface ApiApp {
  fetch(request: Request, ...rest: unknown[]): Response | Promise<Response>;
}

export interface ServerModule {
  createApi(options: ApiOptions): ApiApp;
}

export const DEFAULT_DB = 'data/kiosk.db';

export function apiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiOptions {
  return { dbPath: path.resolve(env.KIOSK_DB || DEFAULT_DB) };
}
