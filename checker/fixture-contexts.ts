/** The JSON contexts `--fixtures <dir>` holds: every .json file below it (one page context each, `?format=json` style). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readJsonFile } from '../publisher/source';

function jsonFilesBelow(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...jsonFilesBelow(full));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

/** Throws SourceFileError (with file:line:column) for a file that is not JSON, and for a folder that does not exist. */
export function readFixtureContexts(dir: string): unknown[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`--fixtures: "${dir}" is not a folder`);
  return jsonFilesBelow(dir).map((file) => readJsonFile(file));
}
