/**
 * `syntax-error` reports the engine's compile errors that no precise rule covers. Today's engine reports
 * nothing of that kind (its errors are unbalanced blocks and unknown names), so the rule is driven here with
 * the diagnostics an engine could give.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext, Offense } from '../../../checker';
import type { EngineDiagnostic } from '../../../checker/engine-diagnostics';
import type { ParsedTemplate } from '../../../checker/parsed-template';
import { syntaxError } from '../../../checker/rules/syntax-error';
import { SourceText } from '../../../checker/source-text';
import type { TemplateSource } from '../../../checker/template-folder';

function run(diagnostics: EngineDiagnostic[], structure: ParsedTemplate['structure'] = []): Offense[] {
  const source = Object.assign(new SourceText('site.region', '{.eval 1 +}\n{x|nope}'), { kind: 'region' as const }) as TemplateSource;
  const template: ParsedTemplate = { source, tree: [], structure, unreachable: [], diagnostics };
  const context = { templates: [template] } as unknown as CheckContext;
  const offenses: Offense[] = [];
  syntaxError.check(context, {
    at: () => {
      throw new Error('syntax-error reports at the engine positions');
    },
    atPosition: (file, start, end, message) => {
      offenses.push({ ruleId: syntaxError.id, severity: 'error', message, file: file.name, start, end: end ?? start });
    },
  });
  return offenses;
}

describe('syntax-error', () => {
  it('reports an engine error with its span', () => {
    const offenses = run([{ severity: 'error', type: 'expression', message: 'Unexpected end of expression.', start: { line: 1, column: 10 }, end: { line: 1, column: 11 } }]);
    expect(offenses).toEqual([
      { ruleId: 'syntax-error', severity: 'error', message: 'Unexpected end of expression.', file: 'site.region', start: { line: 1, column: 10 }, end: { line: 1, column: 11 } },
    ]);
  });

  it('leaves warnings, unknown names and structure problems to their own rules', () => {
    const offenses = run(
      [
        { severity: 'warning', type: 'formatter', message: 'Formatter "truncate": …', start: { line: 1, column: 1 } },
        { severity: 'error', type: 'formatter', message: 'Unknown formatter "nope".', start: { line: 2, column: 4 } },
        { severity: 'error', type: 'syntax', message: 'Unclosed SECTION block {.section a}: …', start: { line: 1, column: 1 } },
      ],
      [{ message: 'Unclosed SECTION block {.section a}: …', offset: 0 }],
    );
    expect(offenses).toEqual([]);
  });
});
