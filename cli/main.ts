/** The kiosk CLI: picks the sub-command, prints help, and turns bad input into one clear line and exit 1. */
import type { Command } from './command';
import { runCommand } from './run-command';

interface CommandEntry {
  name: string;
  summary: string;
  /** Loaded on use, so `kiosk --help` (and each command) loads only what it needs. */
  load(): Promise<Command>;
}

export const COMMANDS: CommandEntry[] = [
  { name: 'init', summary: 'create a new site folder: a template, starter content, package.json', load: async () => (await import('./commands/init')).initCommand },
  { name: 'build', summary: "publish a site's content/ and templates/ into its dist/", load: async () => (await import('./commands/build')).buildCommand },
  { name: 'serve', summary: 'serve dist/ and the /api server (production)', load: async () => (await import('./commands/serve')).serveCommand },
  { name: 'start', summary: 'build if needed, then serve (quick start)', load: async () => (await import('./commands/start')).startCommand },
  { name: 'dev', summary: 'run the dev server (live reload, /api in the same process)', load: async () => (await import('./commands/dev')).devCommand },
  { name: 'test', summary: 'type-check, run the unit and browser tests', load: async () => (await import('./commands/test')).testCommand },
  { name: 'render', summary: 'render one template file against a JSON file', load: async () => (await import('./commands/render')).renderCommand },
  { name: 'preview', summary: 'serve any template folder offline, with live reload and an error overlay', load: async () => (await import('./commands/preview')).previewCommand },
  { name: 'check', summary: 'check a template folder: rule ids, severities, text or JSON (CI exit codes)', load: async () => (await import('./commands/check')).checkCommand },
  { name: 'fixtures', summary: "write every page's JSON context as fixtures; --edge-cases renders and reports edge cases", load: async () => (await import('./commands/fixtures')).fixturesCommand },
  { name: 'keys', summary: 'create, list and revoke owner API keys', load: async () => (await import('./commands/keys')).keysCommand },
  { name: 'subscriptions', summary: 'bill due subscriptions (run from cron), list and cancel them', load: async () => (await import('./commands/subscriptions')).subscriptionsCommand },
  { name: 'orders', summary: 'list, show, fulfil, refund and cancel orders', load: async () => (await import('./commands/orders')).ordersCommand },
  { name: 'stock', summary: "set and list variants' live stock", load: async () => (await import('./commands/stock')).stockCommand },
  { name: 'accounts', summary: 'list the visitor accounts', load: async () => (await import('./commands/accounts')).accountsCommand },
  { name: 'forms', summary: "list and export site forms' submissions; failed webhooks", load: async () => (await import('./commands/forms')).formsCommand },
  { name: 'newsletter', summary: "list and export the newsletter's addresses with their consent record", load: async () => (await import('./commands/newsletter')).newsletterCommand },
  { name: 'page-password', summary: 'hash a locked page\'s password for content', load: async () => (await import('./commands/page-password')).pagePasswordCommand },
  { name: 'openapi', summary: 'write the /api contract as an OpenAPI 3.1 document', load: async () => (await import('./commands/openapi')).openapiCommand },
];

export function overviewHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `Usage: kiosk <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

A site is a folder with content/ and templates/ (\`kiosk init <dir>\` makes one). Commands work on the site
named by --site <dir>, else the current folder when it is one, else the bundled demo store.

Run \`kiosk <command> --help\` for a command's options.`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? COMMANDS.find((c) => c.name === args[0]) : undefined;
    console.log(topic ? (await topic.load()).help : overviewHelp());
    return name === undefined ? 1 : 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    console.error(`kiosk: unknown command "${name}"\n\n${overviewHelp()}`);
    return 1;
  }
  return runCommand(await entry.load(), args);
}
