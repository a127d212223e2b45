/** Where the /api app and the production server come from and how they are configured (kiosk serve, dev plugin). */
import path from 'node:path';

/** The server module (project-root relative, as Vite's ssrLoadModule wants it). */
export const SERVER_ENTRY = '/server/index.ts';

export interface ApiOptions {
  /** The SQLite file (KIOSK_DB, default data/kiosk.db). */
  dbPath: string;
  /** The site's content/ folder: the server seeds its catalog and forms from it. */
  contentDir: string;
}

/** The part of a Hono app the launchers use. */
export interface FetchApp {
  fetch(request: Request, ...rest: unknown[]): Response | Promise<Response>;
}

export interface ServerModule {
  /** The /api app (paths include /api). */
  createApi(options: ApiOptions): FetchApp;
  /** /api plus dist/ and its 404 page: the production app. */
  createServer(options: ApiOptions & { distDir: string }): FetchApp;
}

export const DEFAULT_DB = 'data/kiosk.db';

export function apiOptionsFromEnv(projectRoot: string, env: NodeJS.ProcessEnv = process.env): ApiOptions {
  return {
    dbPath: path.resolve(projectRoot, env.KIOSK_DB || DEFAULT_DB),
    contentDir: path.join(projectRoot, 'content'),
  };
}
