// Every file of a published folder, for the hosting step's page pass and compression (one walk serves both). Unlike
// the sources' walk (publisher/source/files-below.ts) it keeps dot files and order does not matter.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir` (paths absolute), dot files included. Walked folder by folder, synchronously: Node's
 * recursive `readdir` took 1.7 s over a 10,000-product store's 36,500 files, this walk 0.2 s. `known`: folders
 * (relative to `dir`, with `/`) whose files the caller knows, by name: listed as given, not read.
 */
export function publishedFiles(dir: string, known?: ReadonlyMap<string, readonly string[]>): string[] {
  const files: string[] = [];
  // Below the top, a path is its folder's (as join made it) and a name from readdir (no separator in it), put
  // together as text: path.join normalises the whole path each time.
  const walk = (folder: string, relative: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = relative === '' ? path.join(folder, entry.name) : `${folder}${path.sep}${entry.name}`;
      if (entry.isDirectory()) {
        const below = relative === '' ? entry.name : `${relative}/${entry.name}`;
        const names = known?.get(below);
        if (names) for (const name of names) files.push(`${full}${path.sep}${name}`);
        else walk(full, below);
      } else if (entry.isFile()) files.push(full);
    }
  };
  walk(dir, '');
  return files;
}
