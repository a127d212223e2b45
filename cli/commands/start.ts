/** `kiosk start`: builds the site when dist/ is missing or stale, then serves it (the quick start). */
import { parseCommandArgs, type Command } from '../command';
import { buildIfStale } from './build';
import { portFrom, serveOptionsHelp, serveSite } from './serve';

export const startCommand: Command = {
  name: 'start',
  help: `Usage: kiosk start [--port <n>]

Builds the site when dist/ is missing or older than content/, templates/, engine/, islands/, site/,
publisher/ or schemas/, then serves it with the API at http://localhost:4321.

${serveOptionsHelp}`,
  async run(args) {
    const { values } = parseCommandArgs(args, { port: { type: 'string' } });
    const port = portFrom(values.port);
    const built = await buildIfStale();
    if (built !== 0) return built;
    return serveSite(port);
  },
};
