/**
 * Decides whether dist/ is stale: the build stamp's time against the newest file among the site's sources
 * (content/, templates/, kiosk.config.json) and Kiosk's own (engine/, islands/, site/, publisher/, schemas/, the
 * Astro config and the lockfile), which live apart when the site is a folder of its own.
 */
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_STAMP = '.kiosk-build-stamp';
/** Below the site folder. */
export const SITE_SOURCES = ['content', 'templates', 'kiosk.config.json'];
/** Below Kiosk's folder (the repository, or node_modules/kiosk in a site of its own). */
export const KIOSK_SOURCES = [
  'engine',
  'islands',
  'site',
  'publisher',
  'schemas',
  'astro.config.mjs',
  'package-lock.json',
];
export const BUILD_SOURCES = [...SITE_SOURCES, ...KIOSK_SOURCES];

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

/** `kioskRoot` defaults to the site folder: the demo site is the repository itself. */
export function buildFreshness(siteRoot: string, distDir: string, kioskRoot: string = siteRoot): BuildFreshness {
  const stamp = stampPath(distDir);
  if (!existsSync(stamp)) return { fresh: false, reason: existsSync(distDir) ? 'dist/ has no build stamp' : 'dist/ is missing' };
  const builtAt = statSync(stamp).mtimeMs;
  const sources = [...SITE_SOURCES.map((s) => [siteRoot, s] as const), ...KIOSK_SOURCES.map((s) => [kioskRoot, s] as const)];
  for (const [root, source] of sources) {
    if (newestMtime(path.join(root, source)) > builtAt) return { fresh: false, reason: `${source} changed since the last build` };
  }
  return { fresh: true };
}
