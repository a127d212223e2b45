// `npm run bench` entry: bundles bench/run.ts with esbuild and runs it. tsx is not used here on purpose: it
// compiles with keepNames, which wraps every closure the engine creates in a __name() call and slows it ~3x.
import { build } from 'esbuild';
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
process.argv.splice(2, 0); // arguments pass through to run.ts unchanged
await import(here('./out/run.mjs'));
