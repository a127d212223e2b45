/**
 * The folder `astro build` runs in. Astro writes a build's server chunks to `<cwd>/.astro/` when the output folder is
 * outside the working folder, and removes that folder when done: two such builds from one working folder (two sites,
 * or two KIOSK_DIST_DIR copies) would delete or copy each other's chunks. Each output folder gets a working folder of
 * its own below Kiosk's folder, so the chunks still resolve Kiosk's node_modules.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Below the git-ignored cache folder of Kiosk's own folder. */
export const BUILD_WORKDIRS = path.join('.kiosk-cache', 'builds');

function isInside(target: string, folder: string): boolean {
  const relative = path.relative(folder, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export function buildWorkdir(distDir: string, kioskRoot: string): string {
  // Inside Kiosk's folder Astro keeps the chunks in the output folder itself: nothing is shared.
  if (isInside(path.resolve(distDir), kioskRoot)) return kioskRoot;
  const key = createHash('sha256').update(path.resolve(distDir)).digest('hex').slice(0, 16);
  const dir = path.join(kioskRoot, BUILD_WORKDIRS, key);
  mkdirSync(dir, { recursive: true });
  return dir;
}
