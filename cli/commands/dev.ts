/** `kiosk dev`: Astro's dev server with the /api app running inside it (one process). */
import { parseCommandArgs, type Command } from '../command';
import { runBin } from '../project';
import { portFrom, serveOptionsHelp } from './serve';

export const devCommand: Command = {
  name: 'dev',
  help: `Usage: kiosk dev [--port <n>]

Runs \`astro dev\`: pages are rendered on each request (edits to content/ and templates/ reload the
browser, islands hot-reload) and /api is answered in the same process.

${serveOptionsHelp}`,
  async run(args) {
    const { values } = parseCommandArgs(args, { port: { type: 'string' } });
    return runBin('astro', ['dev', '--port', String(portFrom(values.port))], { env: { NODE_ENV: 'development' } });
  },
};
