/** The shape of a kiosk sub-command and the argument parsing they share (errors say how to get help). */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface Command {
  name: string;
  /** Full help: usage line, description, options. */
  help: string;
  run(args: string[]): Promise<number>;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses options strictly; `--help`/`-h` is always accepted. */
export function parseCommandArgs<O extends Options>(args: string[], options: O, allowPositionals = false) {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A port number from text (PORT, --port), or a usage error naming where it came from. */
export function parsePort(text: string, source: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`${source} must be a port number (0-65535), got "${text}"`);
  return port;
}

/** An option's value from a fixed list (`fallback` when it was not given); anything else is a usage error. */
export function parseChoice<T extends string>(option: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${option} must be ${allowed.join(' or ')}, got "${value}"`);
  return value as T;
}
