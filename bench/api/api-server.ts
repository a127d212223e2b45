/**
 * bench:api's API child: the Kiosk /api from createApi (server/index.ts) on @hono/node-server.
 *   node --import tsx bench/api/api-server.ts '<ApiChildConfig JSON>'
 */
import { existsSync } from 'node:fs';
import * as server from '../../server/index';
import { send, serveUntilStopped, type FetchHandler } from './child';

export interface ApiChildConfig {
  dbFile?: string;
  databaseUrl?: string;
  contentDir: string;
  rateLimit: { limit: number; windowMs: number };
  /** the proxy whose X-Forwarded-For names each shopper (server/api.ts trustProxy) */
  trustProxy: string;
}

// createApi's options and result are being reshaped (issue 9): type only what the benchmark relies on, so this
// compiles against the old app (a Hono app) and the new handle (fetch + ready + close).
interface LooseApi {
  fetch: FetchHandler;
  ready?: Promise<unknown>;
  close?: () => Promise<void>;
}
type LooseCreateApi = (options: ApiChildConfig & { log?: (message: string, error: unknown) => void }) => LooseApi;

const config = JSON.parse(process.argv[2] ?? '{}') as ApiChildConfig;
const createApi = server.createApi as unknown as LooseCreateApi;

try {
  const api = createApi({ ...config, log: (message, error) => console.error(`[bench api] ${message}`, error) });
  await api.ready;
  // An API that ignores databaseUrl falls back to SQLite at data/kiosk.db; the parent ran us in an empty folder
  // so that shows, instead of a SQLite run reported as PostgreSQL.
  if (config.databaseUrl && existsSync('data/kiosk.db')) {
    throw new Error('createApi ignored databaseUrl and opened data/kiosk.db (SQLite): this server has no PostgreSQL support');
  }
  serveUntilStopped(api.fetch, async () => api.close?.());
} catch (error) {
  send({ error: error instanceof Error ? error.stack ?? error.message : String(error) });
  process.exit(1);
}
