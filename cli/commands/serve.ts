/** `kiosk serve`: serves a site's dist/ and /api from one Node process (PORT, KIOSK_DB); `--api-only` serves /api alone. */
import { parseCommandArgs, parsePort, type Command } from '../command';
import { PROJECT_ROOT } from '../project';
import { apiOptionsFromEnv } from '../../server/entry';
import { startServer } from '../serve/start-server';
import { resolveSite, siteHelp, SITE_OPTION, type SiteFolder } from '../site/resolve-site';

export const DEFAULT_PORT = 4321;

export function portFrom(option: string | undefined): number {
  if (option !== undefined) return parsePort(option, '--port');
  if (process.env.PORT) return parsePort(process.env.PORT, 'PORT');
  return DEFAULT_PORT;
}

export async function serveSite(port: number, apiOnly = false, site: SiteFolder = resolveSite(undefined)): Promise<number> {
  // The site's database, content and emails; Kiosk's own server module.
  const api = apiOptionsFromEnv(site.root);
  const server = await startServer({ projectRoot: PROJECT_ROOT, siteRoot: site.root, distDir: site.distDir, port, api, apiOnly });
  const dist = site.isDemo ? 'dist/' : site.distDir;
  const what = apiOnly ? `/api alone (for pages from ${api.siteOrigins ?? 'this origin only: set KIOSK_SITE_ORIGINS'})` : `${dist} and /api`;
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
${siteHelp()}
  --port <n>    port to listen on (default: PORT, else ${DEFAULT_PORT})
  -h, --help    show this help

Environment:
  PORT                 port to listen on
  KIOSK_DB             SQLite database file, relative to the site folder (default data/kiosk.db)
  KIOSK_SITE_ORIGINS   origins of pages published elsewhere that may call /api with cookies (CORS), comma-separated
  KIOSK_COOKIE_DOMAIN  Domain of the API's cookies when the pages are on a sibling host (shop.example)`;

export const serveCommand: Command = {
  name: 'serve',
  help: `Usage: kiosk serve [--site <dir>] [--port <n>] [--api-only]

Serves the built site from dist/ (brotli or gzip when the browser takes it, with ETags and security headers) and
the API under /api from one Node process. With --api-only it serves /api alone, for a site whose pages are
published on a static host (see the README, "Publishing to static hosting").

${serveOptionsHelp.replace('  -h, --help', '  --api-only    serve only /api (dist/ is not needed)\n  -h, --help')}`,
  async run(args) {
    const { values } = parseCommandArgs(args, { ...SITE_OPTION, port: { type: 'string' }, 'api-only': { type: 'boolean' } });
    return serveSite(portFrom(values.port), values['api-only'] === true, resolveSite(values.site));
  },
};
