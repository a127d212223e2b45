// Production entry: serves dist/ and /api on PORT (default 4321) with the SQLite file KIOSK_DB
// (default data/kiosk.db). Run with `npx tsx server/main.ts` (the kiosk CLI's `serve` does this).
import { serve } from '@hono/node-server';
import { createServer } from './site-server';

const port = Number(process.env.PORT ?? 4321);
const dbFile = process.env.KIOSK_DB ?? 'data/kiosk.db';
const app = createServer({
  distDir: process.env.KIOSK_DIST ?? 'dist',
  contentDir: process.env.KIOSK_CONTENT ?? 'content',
  dbFile,
});

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Kiosk is serving http://localhost:${info.port}/ (database ${dbFile})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
