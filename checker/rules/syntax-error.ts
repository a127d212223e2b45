/** `syntax-error`: what the engine itself refuses when compiling a file, except what a more precise rule reports. */
import type { EngineDiagnostic } from '../engine-diagnostics';
import type { Rule } from '../rule';

/** Reported by unknown-formatter / unknown-predicate (with a suggestion) and unbalanced-block (with a span). */
function coveredElsewhere(d: EngineDiagnostic, structureMessages: Set<string>): boolean {
  if ((d.type === 'formatter' || d.type === 'predicate') && d.message.startsWith('Unknown ')) return true;
  return structureMessages.has(d.message);
}

export const syntaxError: Rule = {
  id: 'syntax-error',
  severity: 'error',
  doc: 'A problem the engine reports when compiling the file (a bad expression, a formatter or predicate given unusable arguments). The page would render with that tag printed as written, or not at all.',
  check({ templates }, report) {
    for (const template of templates) {
      const structure = new Set([...template.structure, ...template.unreachable].map((p) => p.message));
      for (const d of template.diagnostics) {
        if (d.severity !== 'error' || coveredElsewhere(d, structure)) continue;
        report.atPosition(template.source, d.start ?? { line: 1, column: 1 }, d.end, d.message);
      }
    }
  },
};
