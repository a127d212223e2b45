/**
 * Runs every target case of the conformance corpus and reports a pass count per
 * category. Cases listed in baseline.json as passing must keep passing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusAvailable, loadTargetCases } from './cases';
import { runCase } from './run-case';

const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as {
  passing: string[];
};
const mustPass = new Set(baseline.passing);

if (!corpusAvailable()) {
  console.warn(`[conformance] corpus not found at ${CORPUS_DIR}: skipping the conformance run.`);
}

describe.runIf(corpusAvailable())('JSON-T conformance corpus', () => {
  const byCategory = loadTargetCases();
  const summary: string[] = [];
  for (const [category, cases] of byCategory) {
    describe(category, () => {
      let passed = 0;
      for (const c of cases) {
        const required = mustPass.has(c.name);
        it(`${c.name}${required ? '' : ' (not yet required)'}`, () => {
          const r = runCase(c);
          if (r.pass) passed++;
          if (required) {
            expect(r.problems).toEqual([]);
            expect(r.output.trim()).toBe(r.expected.trim());
          }
        });
      }
      it('reports its pass count', () => {
        summary.push(`${category}: ${passed}/${cases.length}`);
        console.log(`[conformance] ${category}: ${passed}/${cases.length}`);
        expect(passed).toBeGreaterThanOrEqual(cases.filter((c) => mustPass.has(c.name)).length);
      });
    });
  }
});
