// Versions of Kiosk's own code, in plain JavaScript: `kiosk build` (cli/kiosk.mjs) finds the bundle of its code for
// this version before any TypeScript can load, and the publisher keys its caches (the Astro shell, the bundle) on it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Kiosk's own sources whose changes change what Astro builds (and what any page renders). */
export const KIOSK_CODE = ['engine', 'islands', 'site', 'publisher', 'schemas', 'astro.config.mjs', 'package-lock.json'];
/** The bundle of the build's code holds the `kiosk build` command too, and what it takes from server/ (serving rules). */
const BUILD_CODE = [...KIOSK_CODE, 'cli', 'server'];
/** The bundle's entry that runs `kiosk build` (cli/build/kiosk-build.ts). */
export const BUILD_COMMAND_ENTRY = 'kiosk-build.js';

function stamp(target, into) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (!stat.isDirectory()) {
    into.push(`${target}:${stat.size}:${stat.mtimeMs}`);
    return;
  }
  for (const name of readdirSync(target).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    stamp(path.join(target, name), into);
  }
}

function keyOf(kioskRoot, sources) {
  const files = [];
  for (const source of sources) stamp(path.join(kioskRoot, source), files);
  return createHash('sha1').update(files.join('\n')).digest('hex').slice(0, 16);
}

/** A version of Kiosk's code: every source file's path, size and modification time. */
export function kioskCodeKey(kioskRoot) {
  return keyOf(kioskRoot, KIOSK_CODE);
}

/** Where the bundles of the build's code live: inside Kiosk's folder, so their package imports resolve to its node_modules. */
export function bundleCacheOf(kioskRoot) {
  return path.join(kioskRoot, '.kiosk-cache', 'code');
}

/** The folder of the bundle for the current build code (the CLI's build command included); it may not exist yet. */
export function buildBundleDir(kioskRoot) {
  return path.join(bundleCacheOf(kioskRoot), keyOf(kioskRoot, BUILD_CODE));
}
