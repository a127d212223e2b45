/**
 * `npm run bench`: renders the realistic pages and every passing conformance
 * case with Kiosk and with Squarespace's engine in the same run, checks both
 * give the same output, and prints renders/s, compiles/s and Kiosk/peer ratios.
 *   tsx bench/run.ts [--seconds N] [--only pages|corpus]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusAvailable, loadTargetCases } from '../test/conformance/cases';
import { runCase } from '../test/conformance/run-case';
import { kiosk, loadPeer, type BenchEngine, type RenderInput } from './engines';
import { compareOps, geomean } from './timing';

// Bundled into bench/out/run.mjs by bench/index.mjs, so paths are taken from the project root.
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pagesDir = resolve(here, '../../shared/bench/pages');
const outDir = join(here, 'out');
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 3;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const NOW = Date.UTC(2024, 5, 1);

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

function pages(peer: BenchEngine): void {
  if (!existsSync(pagesDir)) {
    console.log(`[bench] ${pagesDir} not found: skipping the realistic pages.`);
    return;
  }
  mkdirSync(outDir, { recursive: true });
  if (!existsSync(join(outDir, 'product-list.json'))) execFileSync('node', [join(pagesDir, 'gen-data.mjs'), outDir]);
  console.log(`Realistic pages (locale en-US, ${seconds}s per measurement in alternating rounds, medians):`);
  for (const page of ['product-list', 'blog-list']) {
    const input: RenderInput = {
      template: readFileSync(join(pagesDir, `${page}.html`), 'utf8'),
      json: JSON.parse(readFileSync(join(outDir, `${page}.json`), 'utf8')),
      locale: 'en-US',
      now: NOW,
    };
    printRow(measure(page, input, peer, seconds * 1000));
  }
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
      const input: RenderInput = {
        template: c.template,
        json: c.json,
        partials: c.partials,
        injects: c.injects,
        locale: c.locale ?? 'en',
        now: c.now ?? NOW,
      };
      rows.push(measure(c.name, input, peer, 60, 3));
    }
  }
  const renderRatio = geomean(rows.map((r) => r.kioskRenders / r.peerRenders));
  const compileRatio = geomean(rows.map((r) => r.kioskCompiles / r.peerCompiles));
  const differing = rows.filter((r) => !r.same).map((r) => r.name);
  console.log(
    `Corpus: ${rows.length} passing cases | geomean renders kiosk/peer ${renderRatio.toFixed(2)}x | geomean compiles kiosk/peer ${compileRatio.toFixed(2)}x`,
  );
  if (differing.length) console.log(`  cases where the peer's output differs from Kiosk's (and the corpus): ${differing.join(', ')}`);
}

const peer = loadPeer();
if (only !== 'corpus') pages(peer);
if (only !== 'pages') corpus(peer);
