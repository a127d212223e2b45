/**
 * The build's own code (publish-site.ts and its page and link workers, with the engine, the islands and the publisher
 * they import, and the `kiosk build` command itself) as one esbuild bundle per version of Kiosk's code, kept in Kiosk's
 * cache: loading ~500 TypeScript modules one by one through tsx cost more than a one-product rebuild, in the
 * build's thread and again in every worker. The next `kiosk build` starts from the bundle (cli/kiosk.mjs).
 * Any failure to bundle falls back to the sources.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { BUILD_COMMAND_ENTRY, buildBundleDir, bundleCacheOf } from './code-key.mjs';
import type * as PublishSite from './publish-site';

type BuildCode = typeof PublishSite;

/** The entry points (relative to Kiosk's folder) and their names in the bundle's folder. */
const ENTRIES = [
  { in: 'publisher/build/publish-site.ts', out: 'publish-site' },
  { in: 'publisher/build/page-worker.ts', out: 'page-worker' },
  { in: 'publisher/build/link-worker.ts', out: 'link-worker' },
  { in: 'cli/build/kiosk-build.ts', out: BUILD_COMMAND_ENTRY.replace(/\.js$/, '') },
];
/** Older bundles kept beside the current one, and how long any is kept: another build's workers may still load one. */
const KEEP = 3;
const KEEP_MS = 60 * 60 * 1000;

function removeOldBundles(cacheDir: string, current: string): void {
  const others = readdirSync(cacheDir)
    .filter((name) => name !== current && !name.includes('.tmp-'))
    .map((name) => ({ name, at: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const before = Date.now() - KEEP_MS;
  for (const old of others.slice(KEEP)) if (old.at < before) rmSync(path.join(cacheDir, old.name), { recursive: true, force: true });
}

/**
 * The CLI's modules find Kiosk's folder from their own file (cli/project.ts PROJECT_ROOT): in the bundle they keep
 * their source file's URL. The publisher's modules keep the bundle's (the page worker is found beside it).
 */
function sourceUrlsOfCli(kioskRoot: string): Plugin {
  const cliDir = path.join(kioskRoot, 'cli') + path.sep;
  return {
    name: 'kiosk-cli-source-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(cliDir)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
      });
    },
  };
}

/**
 * npm packages bundled in rather than loaded from node_modules, each pure JavaScript with no file of its own to find
 * at run time: the engine's parser (chevrotain) with lodash-es, ~650 modules that Node resolved, read and linked one
 * by one (~0.5 s of every build's thread and worker), and zod's ~0.1 s. Every other package stays external (native
 * ones cannot be bundled, and React must stay the one copy that the packages loading it from node_modules share).
 */
const BUNDLED_PACKAGES = /^(?:chevrotain|@chevrotain\/[^/]+|lodash-es|zod)(?:\/|$)/;

/**
 * Modules the build's code imports but never uses in Node, loaded on their first use instead of with the bundle:
 * react-dom/client (~0.25 s to load) comes in with the islands' hydration code, which a build only server-renders.
 */
const LOADED_ON_USE: Record<string, readonly string[]> = { 'react-dom/client': ['createRoot', 'hydrateRoot'] };
const ON_USE_NAMESPACE = 'kiosk-loaded-on-use';

/** A module with `names`, each a function that loads `specifier` (from Kiosk's node_modules) when first called. */
function loadedOnUse(specifier: string, names: readonly string[]): string {
  const load = `(name) => (...args) => createRequire(import.meta.url)(${JSON.stringify(specifier)})[name](...args)`;
  return [
    "import { createRequire } from 'node:module';",
    `const onUse = ${load};`,
    ...names.map((name) => `export const ${name} = onUse(${JSON.stringify(name)});`),
  ].join('\n');
}

function externalPackages(): Plugin {
  return {
    name: 'kiosk-external-packages',
    setup(build) {
      // A bare import path (not ./, ../ or /): a package, or a Node built-in.
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (LOADED_ON_USE[args.path]) return { path: args.path, namespace: ON_USE_NAMESPACE };
        return BUNDLED_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: ON_USE_NAMESPACE }, (args) => ({ contents: loadedOnUse(args.path, LOADED_ON_USE[args.path]), loader: 'js' }));
    },
  };
}

/** Bundles the build's code of `kioskRoot` into `outDir` (exported for its test). */
export async function bundleBuildCode(kioskRoot: string, outDir: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: ENTRIES.map((entry) => ({ in: path.join(kioskRoot, entry.in), out: entry.out })),
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(kioskRoot, 'tsconfig.json'),
    logLevel: 'silent',
    plugins: [externalPackages(), sourceUrlsOfCli(kioskRoot)],
  });
}

/** The folder of the bundle for the current code, made when missing. */
async function bundleDir(kioskRoot: string): Promise<string> {
  const cacheDir = bundleCacheOf(kioskRoot);
  const ready = buildBundleDir(kioskRoot);
  const key = path.basename(ready);
  // The folder comes in whole (a rename); cli/kiosk.mjs looks for the command's entry in it.
  if (!existsSync(path.join(ready, BUILD_COMMAND_ENTRY))) {
    mkdirSync(cacheDir, { recursive: true });
    const temp = path.join(cacheDir, `${key}.tmp-${process.pid}`);
    rmSync(temp, { recursive: true, force: true });
    try {
      await bundleBuildCode(kioskRoot, temp);
      renameSync(temp, ready);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      // Another build of the same code finished the same bundle first.
      if (!existsSync(path.join(ready, BUILD_COMMAND_ENTRY))) throw error;
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
