/**
 * `npm run bench:build -- --products N`: generates a store of N products (bench/build/generate-store.ts) in a
 * temporary site folder, builds it with `kiosk build --site`, and prints pages, seconds, pages/s and the build's
 * peak memory (resident memory of the build's whole process tree, and of the build process alone). With --rebuild-one it then changes one
 * product's title and builds again, the incremental case: once with `kiosk build`, once in `kiosk build --watch` (from
 * the edit to the end of the build it starts; the watch's quiet time included). With --runs N the full build runs N
 * times (the published folders removed between runs) and the least, median and most seconds are printed: on a shared
 * machine one run's time swings by a third. The folder is removed unless --keep.
 *   tsx bench/build/run.ts --products 1000 [--runs N] [--rebuild-one] [--keep]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { childrenCpuSeconds } from './child-cpu';
import { generateStore } from './generate-store';
import { watchPeakRss, type PeakRss } from './process-memory';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '1' },
    'rebuild-one': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const products = Number(flags.products);
if (!Number.isInteger(products) || products < 1) throw new Error(`--products must be a positive integer, not ${flags.products}`);
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${flags.runs}`);

interface BuildRun {
  code: number;
  seconds: number;
  /** CPU seconds of the build (all its threads), when the system says */
  cpuSeconds: number | undefined;
  peak: PeakRss;
  output: string;
}

/** `kiosk build --site root`, its output kept (the last lines say what was rewritten) and echoed. */
function build(root: string): Promise<BuildRun> {
  const env = { ...process.env };
  // The site's own dist/, not a test run's folder.
  delete env.KIOSK_DIST_DIR;
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'cli', 'kiosk.mjs'), 'build', '--site', root], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchPeakRss(child.pid as number);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const cpuAfter = childrenCpuSeconds();
      const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000, cpuSeconds, peak: memory.stop(), output });
    });
  });
}

/** `build`, which must succeed: a failed build's output is printed and the bench stops. */
async function buildOrFail(root: string): Promise<BuildRun> {
  const run = await build(root);
  if (run.code !== 0) {
    console.log(run.output);
    throw new Error(`kiosk build exited with ${run.code}`);
  }
  return run;
}

/** Changes one product's title: its page, its collection's list and whatever else shows it must be rewritten. */
function changeOneProduct(root: string, mark: string): void {
  const file = path.join(root, 'content', 'collections', 'shop', 'items', 'classic-tee.json');
  const item = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  item.title = `${String(item.title)} (${mark})`;
  writeFileSync(file, `${JSON.stringify(item, null, 2)}\n`);
}

/**
 * `kiosk build --watch`: waits for its first build and two seconds more, changes one product, and times the build
 * that follows (the seconds from the edit to its "built in" line). The process is ended with SIGINT, as Ctrl+C would.
 */
async function watchRebuild(root: string): Promise<{ seconds: number; output: string }> {
  const env = { ...process.env };
  delete env.KIOSK_DIST_DIR;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'cli', 'kiosk.mjs'), 'build', '--watch', '--site', root], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters: { pattern: RegExp; from: number; resolve: () => void }[] = [];
  const look = () => {
    for (const waiter of [...waiters]) {
      if (!waiter.pattern.test(output.slice(waiter.from))) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', (chunk: Buffer) => ((output += chunk.toString()), look()));
  child.stderr.on('data', (chunk: Buffer) => ((output += chunk.toString()), look()));
  const ended = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const seen = (pattern: RegExp, from = 0) =>
    Promise.race([
      new Promise<void>((resolve) => { waiters.push({ pattern, from, resolve }); look(); }),
      ended.then(() => { throw new Error(`kiosk build --watch ended before ${pattern}:\n${output}`); }),
    ]);
  try {
    await seen(/kiosk: watching /);
    // A person's edit comes some time after the build: the watch uses that time (it collects the build's garbage).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const from = output.length;
    const started = performance.now();
    changeOneProduct(root, 'changed while watching');
    await seen(/kiosk: built in /, from);
    return { seconds: (performance.now() - started) / 1000, output: output.slice(from) };
  } finally {
    child.kill('SIGINT');
    await ended;
  }
}

function countPages(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** `, 12.3 s CPU` (the build's threads together) when known, and the machine's load: wall times stretch with it. */
function cpuText(run: BuildRun): string {
  const cpu = run.cpuSeconds === undefined ? '' : `, ${run.cpuSeconds.toFixed(1)} s CPU`;
  return `${cpu} (load ${loadavg()[0].toFixed(1)})`;
}

/** `peak memory 700 MB (build process 650 MB)`: the tree counts Astro's build too when the shell is made. */
function memoryText(run: BuildRun): string {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return `peak memory ${mb(run.peak.tree)} MB (build process ${mb(run.peak.own)} MB)`;
}

function report(label: string, run: BuildRun, pages: number): void {
  console.log(`${label}: ${pages} pages in ${run.seconds.toFixed(1)} s${cpuText(run)}, ${Math.round(pages / run.seconds)} pages/s, ${memoryText(run)}`);
}

const root = mkdtempSync(path.join(tmpdir(), 'kiosk-bench-build-'));
try {
  const store = generateStore(REPO_ROOT, root, products);
  console.log(`bench:build: ${store.products} products in ${store.collections} collection(s) at ${root}`);
  const first = await buildOrFail(root);
  const pages = countPages(path.join(root, 'dist')) + countPages(path.join(root, 'dist-private'));
  console.log(first.output.trim().split('\n').filter((line) => /kiosk|pages/i.test(line)).slice(-6).join('\n'));
  report('full build', first, pages);
  if (runs > 1) {
    // A first build that made the Astro shell (new Kiosk code) did more than render: it is left out of the figures.
    const madeShell = first.output.includes('built the Astro shell');
    if (madeShell) console.log('(the first build also made the Astro shell for this version of Kiosk: left out of the least/median/most)');
    const seconds = madeShell ? [] : [first.seconds];
    for (let run = 2; run <= runs; run++) {
      // What the last build published goes, so this one renders every page again.
      for (const folder of ['dist', 'dist-private', 'dist-hosting']) rmSync(path.join(root, folder), { recursive: true, force: true });
      const again = await buildOrFail(root);
      report(`full build ${run}/${runs}`, again, pages);
      seconds.push(again.seconds);
    }
    seconds.sort((a, b) => a - b);
    const n = seconds.length;
    const median = n % 2 === 1 ? seconds[(n - 1) / 2] : (seconds[n / 2 - 1] + seconds[n / 2]) / 2;
    console.log(`full build over ${n} runs: least ${seconds[0].toFixed(1)} s, median ${median.toFixed(1)} s, most ${seconds[n - 1].toFixed(1)} s`);
  }

  if (flags['rebuild-one']) {
    changeOneProduct(root, 'changed');
    const again = await buildOrFail(root);
    console.log(again.output.trim().split('\n').filter((line) => /kiosk|pages/i.test(line)).slice(-6).join('\n'));
    console.log(`rebuild after one product changed: ${again.seconds.toFixed(2)} s${cpuText(again)}, ${memoryText(again)}`);
    const watched = await watchRebuild(root);
    console.log(watched.output.trim().split('\n').filter((line) => /pages|timing/.test(line)).join('\n'));
    console.log(`rebuild after one product changed, kiosk build --watch: ${watched.seconds.toFixed(2)} s (load ${loadavg()[0].toFixed(1)})`);
  }
} finally {
  if (flags.keep) console.log(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
