/**
 * Differential test of Kiosk's JSON-T engine against the reference (@squarespace/template-engine):
 * generated templates and mutated corpus cases must render the same in both, or differ only in a way
 * the deliberate list or the still-open list names. Throws and hangs (a case over 10 s) always fail.
 * Bounded to about a minute: each property stops after its time budget. KIOSK_DIFF_SEED picks the seed.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, type DiffCase } from './case';
import { generatedCase } from './case-arbitrary';
import { checkCase, type CaseReport, type Regression } from './check-case';
import { corpusCases, mutatedCorpusCase } from './corpus-arbitrary';
import { OPEN_DIFFERENCES } from './open-differences';
import { CaseRunner } from './worker-pool';

const SEED = Number(process.env.KIOSK_DIFF_SEED ?? 20261126);
const PROPERTY_BUDGET_MS = 20_000;
const REGRESSIONS = fileURLToPath(new URL('./regressions', import.meta.url));

const runner = new CaseRunner(10_000);
afterAll(() => runner.close());

/** A report the test accepts: agreement, or a difference on one of the two lists. */
function problem(report: CaseReport): string | undefined {
  if (report.status === 'agree') return undefined;
  if (report.status === 'hang') return `the ${report.engine} engine hung`;
  if (report.status === 'throw') return `the ${report.engine} engine threw: ${report.kiosk.threw ?? report.reference.threw}`;
  if (report.verdict.list !== 'undocumented') return undefined;
  return [
    `undocumented difference (${report.verdict.id})`,
    `kiosk:     ${JSON.stringify(report.kiosk.output)} ${report.kiosk.compileErrors.join('; ')}`,
    `reference: ${JSON.stringify(report.reference.output)} ${report.reference.compileErrors.join('; ')}`,
  ].join('\n');
}

async function expectAcceptable(c: DiffCase): Promise<void> {
  const report = await checkCase(runner, c);
  const message = problem(report);
  if (message) expect.fail(message);
}

const budget = { seed: SEED, numRuns: 5000, interruptAfterTimeLimit: PROPERTY_BUDGET_MS, markInterruptAsFailure: false };

describe('Kiosk against the reference engine', () => {
  it('agrees on templates generated from the grammar, but for listed differences', async () => {
    await runner.run({ template: '', json: {}, locale: 'en-US', now: FIXED_NOW }); // start the worker first
    await fc.assert(fc.asyncProperty(generatedCase, expectAcceptable), budget);
  }, 120_000);

  it.skipIf(corpusCases().length === 0)('agrees on mutated conformance cases, but for listed differences', async () => {
    await fc.assert(fc.asyncProperty(mutatedCorpusCase(), expectAcceptable), { ...budget, seed: SEED + 1 });
  }, 120_000);

  const files = readdirSync(REGRESSIONS).filter((f) => f.endsWith('.json'));
  it.each(files)('regression %s agrees or is listed', async (file) => {
    const regression = JSON.parse(readFileSync(join(REGRESSIONS, file), 'utf8')) as Regression;
    await expectAcceptable(regression.case);
  });

  it('claims each still-open sample with a listed class (an entry whose sample agrees may be deleted)', async () => {
    const fixed: string[] = [];
    for (const entry of OPEN_DIFFERENCES) {
      const report = await checkCase(runner, { ...entry.sample, locale: 'en-US', now: FIXED_NOW });
      if (report.status === 'agree') fixed.push(entry.id);
      else expect(problem(report), entry.id).toBeUndefined();
    }
    if (fixed.length) console.log(`open differences whose sample now agrees (delete them if the class is fixed): ${fixed.join(', ')}`);
  }, 60_000);
});
