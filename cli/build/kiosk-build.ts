/**
 * `kiosk build` as an entry of the bundle of the build's code (publisher/build/code-bundle.ts): cli/kiosk.mjs runs it
 * straight from the bundle when there is one for this version of Kiosk, without tsx (loading the CLI and its
 * modules through tsx's loader cost about a second of every build, a one-product rebuild's largest part).
 */
import { buildCommand } from '../commands/build';
import { runCommand } from '../run-command';

export function runBuildCommand(args: string[]): Promise<number> {
  return runCommand(buildCommand, args);
}
