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

function hashOf(stamps) {
  return createHash('sha1').update(stamps.join('\n')).digest('hex').slice(0, 16);
}

function keyOf(kioskRoot, sources) {
  const files = [];
  for (const source of sources) stamp(path.join(kioskRoot, source), files);
  return hashOf(files);
}

/** Where a process keeps the keys it took once (a global: cli/kiosk.mjs and the bundle each load their own copy of this module). */
const REMEMBERED = Symbol.for('kiosk.codeKeys');

/** The keys remembered for `kioskRoot`, if any. */
function remembered(kioskRoot) {
  const keys = globalThis[REMEMBERED];
  return keys && keys.root === path.resolve(kioskRoot) ? keys : undefined;
}

/**
 * Takes both keys now, in one look at the files, and makes them this process's answer for `kioskRoot` from here on:
 * for a one-shot `kiosk build` (cli/kiosk.mjs), which otherwise looked at every source file three times, finding its
 * bundle, loading it and keying the shell. A long-lived process does not call it, and sees its code change.
 */
export function rememberCodeKeys(kioskRoot) {
  const stamps = BUILD_CODE.map((source) => {
    const files = [];
    stamp(path.join(kioskRoot, source), files);
    return files;
  });
  // The shell's sources are BUILD_CODE's first ones: the same stamps in the same order as keyOf(KIOSK_CODE).
  const shell = hashOf(stamps.slice(0, KIOSK_CODE.length).flat());
  globalThis[REMEMBERED] = { root: path.resolve(kioskRoot), shell, build: hashOf(stamps.flat()) };
}

/** A version of Kiosk's code: every source file's path, size and modification time. */
export function kioskCodeKey(kioskRoot) {
  return remembered(kioskRoot)?.shell ?? keyOf(kioskRoot, KIOSK_CODE);
}

/** Where the bundles of the build's code live: inside Kiosk's folder, so their package imports resolve to its node_modules. */
export function bundleCacheOf(kioskRoot) {
  return path.join(kioskRoot, '.kiosk-cache', 'code');
}

/** The folder of the bundle for the current build code (the CLI's build command included); it may not exist yet. */
export function buildBundleDir(kioskRoot) {
  return path.join(bundleCacheOf(kioskRoot), remembered(kioskRoot)?.build ?? keyOf(kioskRoot, BUILD_CODE));
}
