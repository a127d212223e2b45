/**
 * `npm run fuzz:engine -- --seconds N --seed S [--out dir]`: the long differential run. Generates grammar
 * cases and corpus mutations (half each), runs both engines in a worker with a time limit, then
 * minimises one example of every class found and prints: variants run, agreement excluding the
 * deliberate list, throws, hangs, and the top difference classes with a minimal example each. Minimised
 * open, undocumented, throwing and hanging cases are written to the regression folder.
 * Exit code 1 when an undocumented difference, a throw or a hang was seen.
 */
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';
import type { DiffCase } from './case';
import { generatedCase } from './case-arbitrary';
import { checkCase, reportClass, writeRegression, type CaseReport } from './check-case';
import { corpusCases, mutatedCorpusCase } from './corpus-arbitrary';
import { minimise } from './minimise';
import { CaseRunner } from './worker-pool';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds') ?? 60);
const seed = Number(option('--seed') ?? Date.now() % 2 ** 31);
const outDir = option('--out') ?? fileURLToPath(new URL('./regressions', import.meta.url));
/** Undocumented failures minimised at most (each can take a few hundred runs). */
const MAX_UNDOCUMENTED_MINIMISED = 40;
const CASE_TIMEOUT_MS = 5000;
const BATCH = 100;

interface ClassTally {
  count: number;
  example: DiffCase;
  report: CaseReport;
}

const sources: [string, fc.Arbitrary<DiffCase>][] = [['grammar', generatedCase]];
if (corpusCases().length) sources.push(['corpus', mutatedCorpusCase()]);
else console.log('[fuzz] the conformance corpus is absent: grammar cases only.');

const runner = new CaseRunner(CASE_TIMEOUT_MS);
const byClass = new Map<string, ClassTally>();
const undocumentedExamples: { case: DiffCase; report: CaseReport }[] = [];
let total = 0;
let agreed = 0;
let deliberate = 0;
let open = 0;
let undocumented = 0;
let throws = 0;
let hangs = 0;

console.log(`[fuzz] seed ${seed}, ${seconds}s, regressions to ${outDir}`);
// Start the worker before the clock: loading both engines takes seconds.
await runner.run({ template: '', json: {}, locale: 'en-US', now: 0 });
const deadline = Date.now() + seconds * 1000;
for (let batch = 0; Date.now() < deadline; batch++) {
  const [, arbitrary] = sources[batch % sources.length];
  for (const c of fc.sample(arbitrary, { seed: seed + batch, numRuns: BATCH })) {
    if (Date.now() >= deadline) break;
    const report = await checkCase(runner, c);
    total++;
    if (report.status === 'agree') {
      agreed++;
      continue;
    }
    if (report.status === 'hang') hangs++;
    else if (report.status === 'throw') throws++;
    else if (report.verdict.list === 'deliberate') deliberate++;
    else if (report.verdict.list === 'open') open++;
    else {
      undocumented++;
      if (undocumentedExamples.length < MAX_UNDOCUMENTED_MINIMISED) undocumentedExamples.push({ case: c, report });
    }
    const key = report.status === 'difference' && report.verdict.list === 'undocumented' ? undefined : reportClass(report);
    if (!key) continue;
    const tally = byClass.get(key);
    if (tally) tally.count++;
    else byClass.set(key, { count: 1, example: c, report });
  }
}
const generationEnd = Date.now();

// The figures first: minimising can take a while on a busy machine.
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(3)}%` : 'n/a');
const considered = total - deliberate;
console.log(`\n[fuzz] variants run: ${total} in ${((generationEnd - (deadline - seconds * 1000)) / 1000).toFixed(0)}s`);
console.log(`[fuzz] agreement excluding the deliberate list: ${pct(agreed, considered)} (${agreed}/${considered})`);
console.log(`[fuzz] agreement excluding the deliberate and still-open lists: ${pct(agreed, considered - open)} (${agreed}/${considered - open})`);
console.log(`[fuzz] deliberate: ${deliberate}, still open: ${open}, undocumented: ${undocumented}, throws: ${throws}, hangs: ${hangs}`);
const sameClass = (key: string) => async (candidate: DiffCase) => reportClass(await checkCase(runner, candidate)) === key;

// Undocumented failures are grouped after minimising, by what their minimal templates use.
for (const { case: c, report } of undocumentedExamples) {
  const minimal = await minimise(c, sameClass(reportClass(report)));
  const minimalReport = await checkCase(runner, minimal);
  const key = minimalReport.status === 'difference' ? `undocumented:${minimalReport.verdict.id}` : reportClass(minimalReport);
  const tally = byClass.get(key);
  if (tally) tally.count++;
  else byClass.set(key, { count: 1, example: minimal, report: minimalReport });
}
for (const [key, tally] of byClass) {
  if (key.startsWith('undocumented:')) continue;
  // Each check of a hanging case waits out the time limit: few tries for those.
  tally.example = await minimise(tally.example, sameClass(key), key.startsWith('hang:') ? 20 : 250);
  tally.report = await checkCase(runner, tally.example);
}
await runner.close();

console.log(`[fuzz] minimising took ${((Date.now() - generationEnd) / 1000).toFixed(0)}s`);
console.log('[fuzz] difference classes (undocumented counts are among the minimised examples):');
const rows = [...byClass.entries()].sort((a, b) => b[1].count - a[1].count);
for (const [key, { count, example, report }] of rows) {
  const outcome = (o: { output: string; compileErrors: string[]; threw?: string } | undefined) =>
    o ? `${JSON.stringify(o.output.slice(0, 160))}${o.compileErrors.length ? ` [refused: ${o.compileErrors[0].slice(0, 100)}]` : ''}${o.threw ? ` [threw: ${o.threw.slice(0, 100)}]` : ''}` : '(hung)';
  console.log(`  ${String(count).padStart(6)}  ${key}`);
  console.log(`          template ${JSON.stringify(example.template)}  json ${JSON.stringify(example.json)?.slice(0, 200)}${example.partials ? `  partials ${JSON.stringify(example.partials).slice(0, 120)}` : ''}${example.locale !== 'en-US' ? `  locale ${example.locale}` : ''}`);
  console.log(`          kiosk     ${outcome('kiosk' in report ? report.kiosk : undefined)}`);
  console.log(`          reference ${outcome('reference' in report ? report.reference : undefined)}`);
  if (!key.startsWith('deliberate:')) writeRegression(outDir, key, example, report);
}
process.exitCode = undocumented + throws + hangs > 0 ? 1 : 0;
