/** `kiosk start`: builds the site when dist/ is missing or stale, then serves it (the quick start). */
import { parseCommandArgs, type Command } from '../command';
import { resolveSite, SITE_OPTION } from '../site/resolve-site';
import { buildIfStale } from './build';
import { portFrom, serveOptionsHelp, serveSite } from './serve';

export const startCommand: Command = {
  name: 'start',
  help: `Usage: kiosk start [--site <dir>] [--port <n>]

Builds the site when its dist/ is missing or older than its content/, templates/ or kiosk.config.json, or
than Kiosk's engine/, islands/, site/, publisher/ or schemas/, then serves it with the API at
http://localhost:4321.

${serveOptionsHelp}`,
  async run(args) {
    const { values } = parseCommandArgs(args, { ...SITE_OPTION, port: { type: 'string' } });
    const port = portFrom(values.port);
    const site = resolveSite(values.site);
    const built = await buildIfStale(site);
    if (built !== 0) return built;
    return serveSite(port, false, site);
  },
};
