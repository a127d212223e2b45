/** `kiosk serve`: serves dist/ and /api from one Node process (PORT, KIOSK_DB); `--api-only` serves /api alone. */
import { parseCommandArgs, parsePort, type Command } from '../command';
import { DIST_DIR, PROJECT_ROOT } from '../project';
import { apiOptionsFromEnv } from '../../server/entry';
import { startServer } from '../serve/start-server';

export const DEFAULT_PORT = 4321;

export function portFrom(option: string | undefined): number {
  if (option !== undefined) return parsePort(option, '--port');
  if (process.env.PORT) return parsePort(process.env.PORT, 'PORT');
  return DEFAULT_PORT;
}

export async function serveSite(port: number, apiOnly = false): Promise<number> {
  const api = apiOptionsFromEnv(PROJECT_ROOT);
  const server = await startServer({ projectRoot: PROJECT_ROOT, distDir: DIST_DIR, port, api, apiOnly });
  const what = apiOnly ? `/api alone (for pages from ${api.siteOrigins ?? 'this origin only: set KIOSK_SITE_ORIGINS'})` : 'dist/ and /api';
  console.log(`kiosk: serving ${what} at ${server.url} (database ${api.databaseUrl ? 'PostgreSQL' : api.dbFile})`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      console.log('kiosk: stopping');
      void server.close().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

export const serveOptionsHelp = `Options:
  --port <n>   port to listen on (default: PORT, else ${DEFAULT_PORT})
  -h, --help   show this help

Environment:
  PORT                 port to listen on
  KIOSK_DB             SQLite database file (default data/kiosk.db)
  KIOSK_SITE_ORIGINS   origins of pages published elsewhere that may call /api with cookies (CORS), comma-separated
  KIOSK_COOKIE_DOMAIN  Domain of the API's cookies when the pages are on a sibling host (shop.example)`;

export const serveCommand: Command = {
  name: 'serve',
  help: `Usage: kiosk serve [--port <n>] [--api-only]

Serves the built site from dist/ (brotli or gzip when the browser takes it, with ETags and security headers) and
the API under /api from one Node process. With --api-only it serves /api alone, for a site whose pages are
published on a static host (see the README, "Publishing to static hosting").

${serveOptionsHelp.replace('  -h, --help', '  --api-only   serve only /api (dist/ is not needed)\n  -h, --help')}`,
  async run(args) {
    const { values } = parseCommandArgs(args, { port: { type: 'string' }, 'api-only': { type: 'boolean' } });
    return serveSite(portFrom(values.port), values['api-only'] === true);
  },
};
