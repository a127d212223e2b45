/** Runs one conformance case through Kiosk's engine, as the corpus README's "How a case runs" says. */
import { compile, execute } from '../../engine';
import type { ConformanceCase } from './cases';

export interface CaseResult {
  pass: boolean;
  output: string;
  expected: string;
  problems: string[];
}

export function runCase(c: ConformanceCase): CaseResult {
  const problems: string[] = [];
  const compiled = compile(c.template);
  for (const e of compiled.errors) problems.push(`template ${e.line ?? '?'}:${e.column ?? '?'} ${e.type}: ${e.message}`);
  for (const [name, source] of Object.entries(c.partials ?? {})) {
    for (const e of compile(source).errors) problems.push(`partial ${name} ${e.line ?? '?'}:${e.column ?? '?'}: ${e.message}`);
  }
  const result = execute(compiled.code, {
    json: c.json,
    partials: c.partials,
    injects: c.injects,
    locale: c.locale ?? 'en',
    now: c.now,
    enableExpr: true,
    enableInclude: true,
  });
  const pass = problems.length === 0 && result.output.trim() === c.output.trim();
  return { pass, output: result.output, expected: c.output, problems };
}
