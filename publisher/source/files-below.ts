// Every file below a folder, sorted, dot files and folders left out: the published assets and the content images
// are both found this way.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name.startsWith('.')) return [];
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesBelow(full) : [full];
    });
}
