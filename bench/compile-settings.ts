/**
 * Compile speed of the two engines over the conformance corpus in two process settings, each in a child
 * process of its own started with Node's default flags (as a test harness runs): a fresh process that
 * has done nothing else, and a long-lived one that has already compiled and executed every case and
 * both realistic pages with both engines several times, keeping all it made alive (as a server or a
 * harness holding its results does). The long-lived setting is where heap growth, caches and V8's
 * pretenuring of allocation sites would slow a compiler down.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceCase } from '../test/conformance/cases';
import { kiosk, type BenchEngine, type RenderInput } from './engines';
import { compareOps, geomean } from './timing';

export type CompileSetting = 'fresh' | 'long-lived';
export const COMPILE_SETTINGS: readonly CompileSetting[] = ['fresh', 'long-lived'];

/** Rounds of compiling and executing everything before the long-lived measurement. */
const HISTORY_ROUNDS = 3;
/** Milliseconds per case and engine pair; each case is timed in alternating rounds. */
const BUDGET_MS = 40;

export function caseInput(c: ConformanceCase, now: number): RenderInput {
  return {
    template: c.template,
    json: c.json,
    partials: c.partials,
    injects: c.injects,
    locale: c.locale ?? 'en',
    now: c.now ?? now,
  };
}

/** Compiles and executes every input with both engines, keeping what they made. */
function buildHistory(inputs: readonly RenderInput[], peer: BenchEngine): unknown[] {
  const kept: unknown[] = [];
  for (let round = 0; round < HISTORY_ROUNDS; round++) {
    for (const input of inputs) {
      for (const engine of [kiosk, peer]) {
        const code = engine.compile(input.template);
        kept.push(code, engine.render(code, input));
      }
    }
  }
  return kept;
}

/** In the child: the geomean of kiosk/peer compile rates over the cases, printed as one JSON line. */
export function runCompileChild(
  setting: CompileSetting,
  cases: readonly ConformanceCase[],
  pages: readonly RenderInput[],
  peer: BenchEngine,
  now: number,
): void {
  const history = setting === 'long-lived' ? buildHistory([...pages, ...cases.map((c) => caseInput(c, now))], peer) : [];
  const ratios = cases.map((c) => {
    const rates = compareOps(() => kiosk.compile(c.template), () => peer.compile(c.template), BUDGET_MS, 3);
    return rates.a / rates.b;
  });
  const heapMB = process.memoryUsage().heapUsed / 1e6;
  console.log(JSON.stringify({ setting, cases: cases.length, ratio: geomean(ratios), heapMB, kept: history.length }));
}

export interface CompileSettingResult {
  setting: CompileSetting;
  cases: number;
  ratio: number;
  heapMB: number;
}

/** In the parent: runs one setting in a child process of this script and reads its result. */
export function measureCompileSetting(setting: CompileSetting, script: string): CompileSettingResult | string {
  const child = spawnSync(process.execPath, [script, '--compile-child', setting], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as CompileSettingResult;
  } catch {
    return `the ${setting} child failed (exit ${child.status}): ${child.stderr.trim().split('\n').slice(-3).join(' | ')}`;
  }
}

/** The cases the baseline says pass: chosen without running them, so the fresh child has run nothing. */
export function baselinePassing(root: string): Set<string> {
  const path = join(root, 'test/conformance/baseline.json');
  return new Set((JSON.parse(readFileSync(path, 'utf8')) as { passing: string[] }).passing);
}
