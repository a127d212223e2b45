// `npm run bench` entry: bundles bench/run.ts with esbuild and runs it. tsx is not used here on purpose: it
// compiles with keepNames, which wraps every closure the engine creates in a __name() call and slows it ~3x.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
await build({
  entryPoints: [here('./run.ts')],
  outfile: here('./out/run.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
});
// --expose-gc: each comparison starts from a collected heap. --single-threaded-gc: parallel GC helper threads
// compete with the measured thread on a 2-core machine and made rates swing 2x from run to run.
const run = spawnSync(process.execPath, ['--expose-gc', '--single-threaded-gc', here('./out/run.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
