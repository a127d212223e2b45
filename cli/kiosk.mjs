#!/usr/bin/env node
// The `kiosk` command: registers tsx so the TypeScript CLI (and the project modules it loads) run as they are.
// `kiosk build` runs from the bundle of the build's code instead when one was made for this version of Kiosk.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILD_COMMAND_ENTRY, buildBundleDir, rememberCodeKeys } from '../publisher/build/code-key.mjs';

const args = process.argv.slice(2);
const kioskRoot = fileURLToPath(new URL('..', import.meta.url));

/** The bundled `kiosk build` (cli/build/kiosk-build.ts) for the current code, when it has been made. */
function bundledBuild() {
  if (args[0] !== 'build' || process.env.KIOSK_BUILD_FROM_SOURCES === '1') return undefined;
  // One look at Kiosk's files for the whole build: this bundle's folder, and later the Astro shell's key.
  rememberCodeKeys(kioskRoot);
  const entry = path.join(buildBundleDir(kioskRoot), BUILD_COMMAND_ENTRY);
  return existsSync(entry) ? entry : undefined;
}

const bundled = bundledBuild();
if (bundled) {
  const { runBuildCommand } = await import(pathToFileURL(bundled).href);
  process.exitCode = await runBuildCommand(args.slice(1));
} else {
  const { register } = await import('tsx/esm/api');
  // Kiosk's own tsconfig (the JSX runtime of the islands), wherever the command runs: tsx would otherwise look for
  // one in the current folder, which in a site of its own has none, and compile JSX for a React global.
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  const { main } = await import('./main.ts');
  process.exitCode = await main(args);
}
