/**
 * bench:api's API child: the Kiosk /api from createApi (server/index.ts) on @hono/node-server.
 *   node --import tsx bench/api/api-server.ts '<ApiChildConfig JSON>'
 */
import { existsSync } from 'node:fs';
import { createApi } from '../../server/index';
import { send, serveUntilStopped } from './child';

export interface ApiChildConfig {
  dbFile?: string;
  databaseUrl?: string;
  contentDir: string;
  rateLimit: { limit: number; windowMs: number };
  /** the proxy whose X-Forwarded-For names each shopper (server/api.ts trustProxy) */
  trustProxy: string;
}

const config = JSON.parse(process.argv[2] ?? '{}') as ApiChildConfig;

try {
  const api = createApi({ ...config, log: (message, error) => console.error(`[bench api] ${message}`, error) });
  await api.ready;
  // An API that ignores databaseUrl falls back to SQLite at data/kiosk.db; the parent ran us in an empty folder
  // so that shows, instead of a SQLite run reported as PostgreSQL.
  if (config.databaseUrl && existsSync('data/kiosk.db')) {
    throw new Error('createApi ignored databaseUrl and opened data/kiosk.db (SQLite): this server has no PostgreSQL support');
  }
  serveUntilStopped((request) => api.fetch(request), () => api.close());
} catch (error) {
  send({ error: error instanceof Error ? error.stack ?? error.message : String(error) });
  process.exit(1);
}
