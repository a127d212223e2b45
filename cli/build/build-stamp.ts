/**
 * Decides whether dist/ is stale: the build stamp's time against the newest file among the site's sources
 * (content/, templates/, engine/, islands/, site/, publisher/, schemas/, the Astro config and the lockfile).
 */
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_STAMP = '.kiosk-build-stamp';
export const BUILD_SOURCES = [
  'content',
  'templates',
  'engine',
  'islands',
  'site',
  'publisher',
  'schemas',
  'astro.config.mjs',
  'package-lock.json',
];

/** The newest modification time (ms) of a file or of any file below a folder; 0 when it does not exist. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

export function stampPath(distDir: string): string {
  return path.join(distDir, BUILD_STAMP);
}

/** Records a build that read the sources as they were at `startedAt` (so edits made during it count as newer). */
export function writeBuildStamp(distDir: string, startedAt: number): void {
  const file = stampPath(distDir);
  writeFileSync(file, `${new Date(startedAt).toISOString()}\n`);
  const seconds = startedAt / 1000;
  utimesSync(file, seconds, seconds);
}

export type BuildFreshness = { fresh: true } | { fresh: false; reason: string };

export function buildFreshness(projectRoot: string, distDir: string): BuildFreshness {
  const stamp = stampPath(distDir);
  if (!existsSync(stamp)) return { fresh: false, reason: existsSync(distDir) ? 'dist/ has no build stamp' : 'dist/ is missing' };
  const builtAt = statSync(stamp).mtimeMs;
  for (const source of BUILD_SOURCES) {
    if (newestMtime(path.join(projectRoot, source)) > builtAt) return { fresh: false, reason: `${source} changed since the last build` };
  }
  return { fresh: true };
}
