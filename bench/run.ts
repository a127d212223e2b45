/**
 * `npm run bench`: renders the realistic pages and every passing conformance
 * case with Kiosk and with Squarespace's engine in the same run, checks both
 * give the same output, and prints renders/s, compiles/s and Kiosk/peer ratios;
 * then compile speed over the corpus in a fresh and in a long-lived process
 * (compile-settings.ts), and a summary of issue 12's speed targets.
 *   npm run bench -- [--seconds N] [--only pages|corpus|compile] [--clock wall|thread]
 * `--clock thread` times the pages and the corpus by this thread's CPU time rather than elapsed time
 * (timing.ts): the figures to compare on a machine other work is loading.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusAvailable, loadTargetCases } from '../test/conformance/cases';
import { runCase } from '../test/conformance/run-case';
import {
  baselinePassing,
  caseInput,
  COMPILE_SETTINGS,
  measureCompileSetting,
  runCompileChild,
  type CompileSetting,
  type CompileSettingResult,
} from './compile-settings';
import { kiosk, loadPeer, type BenchEngine, type RenderInput } from './engines';
import { compareOps, geomean, useClock } from './timing';

// Bundled into bench/out/run.mjs by bench/index.mjs, so paths are taken from the project root.
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pagesDir = resolve(here, '../../shared/bench/pages');
const outDir = join(here, 'out');
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 3;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const NOW = Date.UTC(2024, 5, 1);
const clock = useClock(args.includes('--clock') && args[args.indexOf('--clock') + 1] === 'thread' ? 'thread' : 'wall');
const compileChild = args.includes('--compile-child') ? (args[args.indexOf('--compile-child') + 1] as CompileSetting) : undefined;
/** Ratios the summary checks against issue 12's targets. */
const summary: { label: string; ratio: number; target: number }[] = [];

interface Row {
  name: string;
  kioskRenders: number;
  peerRenders: number;
  kioskCompiles: number;
  peerCompiles: number;
  same: boolean;
}

function measure(name: string, input: RenderInput, peer: BenchEngine, budgetMs: number, rounds?: number): Row {
  const kCode = kiosk.compile(input.template);
  const pCode = peer.compile(input.template);
  const same = kiosk.render(kCode, input).trim() === peer.render(pCode, input).trim();
  const compiles = compareOps(
    () => kiosk.compile(input.template),
    () => peer.compile(input.template),
    budgetMs,
    rounds,
  );
  const renders = compareOps(
    () => kiosk.render(kCode, input),
    () => peer.render(pCode, input),
    budgetMs * 2,
    rounds,
  );
  return {
    name,
    same,
    kioskCompiles: compiles.a,
    peerCompiles: compiles.b,
    kioskRenders: renders.a,
    peerRenders: renders.b,
  };
}

function fmt(n: number): string {
  return n >= 100 ? n.toFixed(0) : n.toFixed(1);
}

function printRow(r: Row): void {
  console.log(
    `${r.name.padEnd(16)} renders/s kiosk ${fmt(r.kioskRenders).padStart(8)}  peer ${fmt(r.peerRenders).padStart(8)}  ratio ${(r.kioskRenders / r.peerRenders).toFixed(2)}x` +
      ` | compiles/s kiosk ${fmt(r.kioskCompiles).padStart(8)}  peer ${fmt(r.peerCompiles).padStart(8)}  ratio ${(r.kioskCompiles / r.peerCompiles).toFixed(2)}x` +
      ` | same output: ${r.same ? 'yes' : 'NO'}`,
  );
}

const PAGES = ['product-list', 'blog-list'];

function pageInputs(): RenderInput[] {
  if (!existsSync(pagesDir)) return [];
  mkdirSync(outDir, { recursive: true });
  if (!existsSync(join(outDir, 'product-list.json'))) execFileSync('node', [join(pagesDir, 'gen-data.mjs'), outDir]);
  return PAGES.map((page) => ({
    template: readFileSync(join(pagesDir, `${page}.html`), 'utf8'),
    json: JSON.parse(readFileSync(join(outDir, `${page}.json`), 'utf8')),
    locale: 'en-US',
    now: NOW,
  }));
}

function pages(peer: BenchEngine): void {
  const inputs = pageInputs();
  if (inputs.length === 0) {
    console.log(`[bench] ${pagesDir} not found: skipping the realistic pages.`);
    return;
  }
  console.log(
    `Realistic pages (locale en-US, ${seconds}s per measurement in alternating rounds, medians${clock === 'thread' ? ', rates by this thread’s CPU time' : ''}):`,
  );
  inputs.forEach((input, i) => {
    const row = measure(PAGES[i], input, peer, seconds * 1000);
    printRow(row);
    if (PAGES[i] === 'product-list') summary.push({ label: 'execute product-list', ratio: row.kioskRenders / row.peerRenders, target: 3 });
  });
}

function corpus(peer: BenchEngine): void {
  if (!corpusAvailable()) {
    console.log('[bench] conformance corpus not found: skipping the corpus run.');
    return;
  }
  const rows: Row[] = [];
  for (const cases of loadTargetCases().values()) {
    for (const c of cases) {
      if (!runCase(c).pass) continue;
      rows.push(measure(c.name, caseInput(c, NOW), peer, 60, 3));
    }
  }
  const renderRatio = geomean(rows.map((r) => r.kioskRenders / r.peerRenders));
  const compileRatio = geomean(rows.map((r) => r.kioskCompiles / r.peerCompiles));
  const differing = rows.filter((r) => !r.same).map((r) => r.name);
  console.log(
    `Corpus: ${rows.length} passing cases | geomean renders kiosk/peer ${renderRatio.toFixed(2)}x | geomean compiles kiosk/peer ${compileRatio.toFixed(2)}x${clock === 'thread' ? ' (by thread CPU time)' : ''}`,
  );
  if (differing.length) console.log(`  cases where the peer's output differs from Kiosk's (and the corpus): ${differing.join(', ')}`);
}

/**
 * Compile speed in a fresh and in a long-lived process, each a child of this script with Node's
 * default flags (no forced collections, parallel GC), as a test harness runs.
 */
function compileSettings(): void {
  if (!corpusAvailable()) return;
  console.log('Compile speed over the corpus by process setting (geomean of kiosk/peer compile rates, each case timed in alternating rounds):');
  const script = fileURLToPath(import.meta.url);
  for (const setting of COMPILE_SETTINGS) {
    const result: CompileSettingResult | string = measureCompileSetting(setting, script);
    if (typeof result === 'string') {
      console.log(`  ${setting}: ${result}`);
      continue;
    }
    const what =
      setting === 'fresh'
        ? 'a process that has done nothing else'
        : 'after compiling and executing every case and both pages with both engines 3 times, all kept alive';
    console.log(`  ${setting.padEnd(10)} ${result.ratio.toFixed(2)}x  (${result.cases} cases; ${what}; heap ${result.heapMB.toFixed(0)} MB)`);
    summary.push({ label: `compile, ${setting} process`, ratio: result.ratio, target: 1 });
  }
}

function printSummary(): void {
  if (summary.length === 0) return;
  console.log('Speed targets (issue 12), kiosk/peer measured in this run:');
  for (const s of summary) {
    console.log(`  ${s.label.padEnd(28)} ${s.ratio.toFixed(2)}x  target >= ${s.target}x  ${s.ratio >= s.target ? 'met' : 'NOT MET'}`);
  }
}

const peer = loadPeer();
if (compileChild) {
  const passing = baselinePassing(resolve(here, '..'));
  const cases = [...loadTargetCases().values()].flat().filter((c) => passing.has(c.name));
  runCompileChild(compileChild, cases, pageInputs(), peer, NOW);
} else {
  if (only === undefined || only === 'pages') pages(peer);
  if (only === undefined || only === 'corpus') corpus(peer);
  if (only === undefined || only === 'compile') compileSettings();
  printSummary();
}
