/** The kiosk CLI: picks the sub-command, prints help, and turns bad input into one clear line and exit 1. */
import { SourceFileError } from '../publisher/source/read-json';
import { UsageError, type Command } from './command';
import { buildCommand } from './commands/build';
import { devCommand } from './commands/dev';
import { renderCommand } from './commands/render';
import { serveCommand } from './commands/serve';
import { startCommand } from './commands/start';
import { testCommand } from './commands/test';

export const COMMANDS: Command[] = [buildCommand, serveCommand, startCommand, devCommand, testCommand, renderCommand];

export function overviewHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `Usage: kiosk <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}

Run \`kiosk <command> --help\` for a command's options.`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? COMMANDS.find((c) => c.name === args[0]) : undefined;
    console.log(topic ? topic.help : overviewHelp());
    return name === undefined ? 1 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(`kiosk: unknown command "${name}"\n\n${overviewHelp()}`);
    return 1;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(command.help);
    return 0;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`kiosk ${command.name}: ${error.message}\nRun \`kiosk ${command.name} --help\` for usage.`);
      return 1;
    }
    if (error instanceof SourceFileError) {
      console.error(error.message);
      return 1;
    }
    console.error(`kiosk ${command.name}: ${(error as Error).message}`);
    return 1;
  }
}
