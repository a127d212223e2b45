/**
 * The build's own code (publish-site.ts and the page worker, with the engine, the islands and the publisher they
 * import) as one esbuild bundle per version of Kiosk's code, kept in Kiosk's cache: loading ~500 TypeScript modules
 * one by one through tsx cost more than a one-product rebuild, in the build's thread and again in every worker.
 * Any failure to bundle falls back to the sources.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { kioskCodeKey } from './astro-shell';
import type * as PublishSite from './publish-site';

type BuildCode = typeof PublishSite;

/** The entry points, as built into the bundle's folder (`publish-site.js`, `page-worker.js`). */
const ENTRIES = ['publish-site', 'page-worker'];
/** Older bundles kept beside the current one, and how long any is kept: another build's workers may still load one. */
const KEEP = 3;
const KEEP_MS = 60 * 60 * 1000;

/** Where the bundles live: inside Kiosk's folder, so the bundle's package imports resolve to Kiosk's node_modules. */
export function bundleCacheOf(kioskRoot: string): string {
  return path.join(kioskRoot, '.kiosk-cache', 'code');
}

function removeOldBundles(cacheDir: string, current: string): void {
  const others = readdirSync(cacheDir)
    .filter((name) => name !== current && !name.includes('.tmp-'))
    .map((name) => ({ name, at: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const before = Date.now() - KEEP_MS;
  for (const old of others.slice(KEEP)) if (old.at < before) rmSync(path.join(cacheDir, old.name), { recursive: true, force: true });
}

async function bundle(kioskRoot: string, outDir: string): Promise<void> {
  const { build } = await import('esbuild');
  const sourceDir = path.join(kioskRoot, 'publisher', 'build');
  await build({
    entryPoints: ENTRIES.map((name) => path.join(sourceDir, `${name}.ts`)),
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // npm packages load from node_modules as they are (native ones cannot be bundled).
    packages: 'external',
    tsconfig: path.join(kioskRoot, 'tsconfig.json'),
    logLevel: 'silent',
  });
}

/** The folder of the bundle for the current code, made when missing. */
async function bundleDir(kioskRoot: string): Promise<string> {
  const cacheDir = bundleCacheOf(kioskRoot);
  const key = kioskCodeKey(kioskRoot);
  const ready = path.join(cacheDir, key);
  if (!existsSync(path.join(ready, 'publish-site.js'))) {
    mkdirSync(cacheDir, { recursive: true });
    const temp = path.join(cacheDir, `${key}.tmp-${process.pid}`);
    rmSync(temp, { recursive: true, force: true });
    try {
      await bundle(kioskRoot, temp);
      renameSync(temp, ready);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      // Another build of the same code finished the same bundle first.
      if (!existsSync(path.join(ready, 'publish-site.js'))) throw error;
    }
  }
  removeOldBundles(cacheDir, key);
  return ready;
}

/** The build's code from the bundle, else (it could not be made or loaded) from the sources, saying why. */
export async function loadBuildCode(kioskRoot: string, log: (line: string) => void): Promise<BuildCode> {
  try {
    const dir = await bundleDir(kioskRoot);
    return (await import(pathToFileURL(path.join(dir, 'publish-site.js')).href)) as BuildCode;
  } catch (error) {
    log(`kiosk: building from the sources (the build's code could not be bundled: ${error instanceof Error ? error.message : String(error)})`);
    return import('./publish-site');
  }
}
