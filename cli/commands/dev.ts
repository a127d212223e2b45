/** `kiosk dev`: Astro's dev server with the /api app running inside it (one process), on one site folder. */
import { parseCommandArgs, type Command } from '../command';
import { runBin } from '../project';
import { resolveSite, SITE_OPTION } from '../site/resolve-site';
import { portFrom, serveOptionsHelp } from './serve';

export const devCommand: Command = {
  name: 'dev',
  help: `Usage: kiosk dev [--site <dir>] [--port <n>]

Runs \`astro dev\`: pages are rendered on each request (edits to the site's content/ and templates/ reload
the browser, islands hot-reload) and /api is answered in the same process, on the site's database.

${serveOptionsHelp}`,
  async run(args) {
    const { values } = parseCommandArgs(args, { ...SITE_OPTION, port: { type: 'string' } });
    const site = resolveSite(values.site);
    // Astro runs from Kiosk's folder; KIOSK_ROOT points the publisher and the dev server at the site.
    return runBin('astro', ['dev', '--port', String(portFrom(values.port))], { env: { NODE_ENV: 'development', KIOSK_ROOT: site.root } });
  },
};
