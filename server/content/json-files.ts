// Reads the owner's JSON files under content/, failing with the file's path when one is broken.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export class ContentError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'ContentError';
  }
}

export function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(file, error instanceof Error ? error.message : String(error));
  }
}

/** Every `*.json` file directly inside `dir`, sorted by name; none when the folder does not exist. */
export function jsonFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** Subfolders of `dir`, sorted; none when it does not exist. */
export function foldersIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort();
}
