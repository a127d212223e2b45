/** `kiosk serve`: serves dist/ and /api from one Node process (PORT, KIOSK_DB). */
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

export async function serveSite(port: number): Promise<number> {
  const api = apiOptionsFromEnv(PROJECT_ROOT);
  const server = await startServer({ projectRoot: PROJECT_ROOT, distDir: DIST_DIR, port, api });
  console.log(`kiosk: serving dist/ and /api at ${server.url} (database ${api.databaseUrl ? 'PostgreSQL' : api.dbFile})`);
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
  PORT         port to listen on
  KIOSK_DB     SQLite database file (default data/kiosk.db)`;

export const serveCommand: Command = {
  name: 'serve',
  help: `Usage: kiosk serve [--port <n>]

Serves the built site from dist/ and the API under /api from one Node process.

${serveOptionsHelp}`,
  async run(args) {
    const { values } = parseCommandArgs(args, { port: { type: 'string' } });
    return serveSite(portFrom(values.port));
  },
};
