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
// --expose-gc: each measurement starts from a collected heap, so neither engine pays for the other's garbage.
const run = spawnSync(process.execPath, ['--expose-gc', here('./out/run.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
