/**
 * One differential check: a case through both engines, compared and classified in the worker under the
 * time limit, as a report; and the regression files a minimised case is kept in.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DiffCase, Outcome } from './case';
import type { Verdict } from './classify';
import type { CaseRunner } from './worker-pool';

export type CaseReport =
  | { status: 'agree'; kiosk: Outcome; reference: Outcome }
  | { status: 'difference'; verdict: Verdict; kiosk: Outcome; reference: Outcome }
  | { status: 'throw'; engine: 'kiosk' | 'reference' | 'both'; kiosk: Outcome; reference: Outcome }
  | { status: 'hang'; engine: 'kiosk' | 'reference' };

export async function checkCase(runner: CaseRunner, c: DiffCase): Promise<CaseReport> {
  const run = await runner.run(c);
  if (run.hung) return { status: 'hang', engine: run.engine };
  const { kiosk, reference, comparison, verdict } = run;
  if (comparison.threw) return { status: 'throw', engine: comparison.threw, kiosk, reference };
  if (!comparison.kind || !verdict) return { status: 'agree', kiosk, reference };
  return { status: 'difference', verdict, kiosk, reference };
}

/** The class a report belongs to, for keeping a minimisation on the same failure. */
export function reportClass(r: CaseReport): string {
  if (r.status === 'difference') return `${r.verdict.list}:${r.verdict.list === 'undocumented' ? r.verdict.id.split(':')[0] : r.verdict.id}`;
  if (r.status === 'throw' || r.status === 'hang') return `${r.status}:${r.engine}`;
  return 'agree';
}

export interface Regression {
  class: string;
  case: DiffCase;
  kiosk: { output: string; compileErrors: string[]; threw?: string };
  reference: { output: string; compileErrors: string[]; threw?: string };
}

/** Writes a minimised case to `dir`, named after its class so a later run of the same class replaces it. */
export function writeRegression(dir: string, className: string, c: DiffCase, report: CaseReport): string {
  mkdirSync(dir, { recursive: true });
  const slug = className.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'case';
  const file = join(dir, `${slug}.json`);
  const pick = (o: Outcome | undefined) => ({ output: o?.output ?? '', compileErrors: o?.compileErrors ?? [], ...(o?.threw ? { threw: o.threw } : {}) });
  const regression: Regression = {
    class: className,
    case: c,
    kiosk: pick('kiosk' in report ? report.kiosk : undefined),
    reference: pick('reference' in report ? report.reference : undefined),
  };
  writeFileSync(file, `${JSON.stringify(regression, null, 2)}\n`);
  return file;
}
