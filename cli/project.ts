/** Where things are in a Kiosk project, and how to run the tools installed in it. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder: the one holding cli/. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');

const require = createRequire(import.meta.url);

/** The JS entry of an installed package's command (`astro` → node_modules/astro/astro.js). */
export function packageBin(pkg: string, bin = pkg): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [PROJECT_ROOT] });
  const declared = (require(manifest) as { bin?: string | Record<string, string> }).bin;
  const relative = typeof declared === 'string' ? declared : declared?.[bin];
  if (!relative) throw new Error(`${pkg} has no "${bin}" command`);
  return path.join(path.dirname(manifest), relative);
}

/** Runs a package's command with this Node, inheriting the terminal; resolves to its exit code. */
export function runBin(pkg: string, args: readonly string[], options: { bin?: string; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [packageBin(pkg, options.bin), ...args], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
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
