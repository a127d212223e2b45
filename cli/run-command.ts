/** Runs one kiosk sub-command: its help on --help/-h, and bad input as one clear line and exit 1 (cli/main.ts). */
import { SourceFileError } from '../publisher/source';
import { UsageError, type Command } from './command';

export async function runCommand(command: Command, args: string[]): Promise<number> {
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
