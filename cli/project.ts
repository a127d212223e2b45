/** Where things are in a Kiosk project, and how to run the tools installed in it. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder: the one holding cli/. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Where the published site goes: dist/, or KIOSK_DIST_DIR (two working copies of one project, such as parallel
 * test runs, each build into their own folder instead of rebuilding one under the other's server).
 */
export const DIST_DIR = process.env.KIOSK_DIST_DIR ? path.resolve(process.env.KIOSK_DIST_DIR) : path.join(PROJECT_ROOT, 'dist');

const require = createRequire(import.meta.url);

/** The JS entry of an installed package's command (`astro` → node_modules/astro/astro.js). */
export function packageBin(pkg: string, bin = pkg): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [PROJECT_ROOT] });
  const declared = (require(manifest) as { bin?: string | Record<string, string> }).bin;
  const relative = typeof declared === 'string' ? declared : declared?.[bin];
  if (!relative) throw new Error(`${pkg} has no "${bin}" command`);
  return path.join(path.dirname(manifest), relative);
}

/**
 * Variables a test runner leaves in the environment (vitest mirrors import.meta.env into process.env).
 * Astro reads process.env into import.meta.env, so an inherited DEV=1 would make a build a dev build.
 */
const TEST_RUNNER_VARIABLES = ['DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL', 'TEST', 'NODE_ENV'];

function toolEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (TEST_RUNNER_VARIABLES.includes(name) || name.startsWith('VITEST')) delete env[name];
  }
  // Astro's telemetry notice and upload are noise in builds and CI.
  return { ASTRO_TELEMETRY_DISABLED: '1', ...env, ...extra };
}

interface RunOptions {
  /** Added to the environment (a variable set to undefined is left out). */
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/**
 * Runs a script with this Node, inheriting the terminal and the environment less the test runner's variables;
 * resolves to its exit code. It runs in the project folder unless `cwd` names another.
 */
export function runNodeScript(script: string, args: readonly string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: options.cwd ?? PROJECT_ROOT,
      stdio: 'inherit',
      env: toolEnvironment(options.env),
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a package's command (runNodeScript). */
export function runBin(pkg: string, args: readonly string[], options: RunOptions & { bin?: string } = {}): Promise<number> {
  return runNodeScript(packageBin(pkg, options.bin), args, options);
}
