// /api/health: answers 200 when the database responds.
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import type { Db } from '../db/database';

export function healthRoutes(db: Db, startedAt: number, now: () => number): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  const ping = db.prepare('SELECT 1 AS ok');
  app.get('/', (c) => {
    ping.get();
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', uptimeSeconds: Math.floor((now() - startedAt) / 1000) });
  });
  return app;
}
