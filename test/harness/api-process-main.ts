// The child of api-process.ts: the /api app over KIOSK_DB (or DATABASE_URL) and the demo content, on a free
// port; prints "listening on <port>". Payments use the test provider; nothing runs in the background, so what
// a test finds after a kill is what requests committed.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApi } from '../../server/api';

const api = createApi({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dbFile: process.env.KIOSK_DB,
  contentDir: fileURLToPath(new URL('../../content', import.meta.url)),
  trustProxy: '127.0.0.1',
  rateLimit: { limit: 100_000, windowMs: 1_000 },
  log: (message, error) => console.error(message, error),
});
await api.ready;
serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening on ${info.port}`));
