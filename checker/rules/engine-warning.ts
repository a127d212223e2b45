/** `engine-warning`: the engine's compile warnings (it renders, but not as the author probably meant). */
import type { Rule } from '../rule';

export const engineWarning: Rule = {
  id: 'engine-warning',
  severity: 'warning',
  doc: 'A warning the engine gives when compiling the file: the template renders (as Squarespace renders it), but a tag is ignored or means something else than it seems.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const d of template.diagnostics) {
        if (d.severity === 'warning') report.atPosition(template.source, d.start ?? { line: 1, column: 1 }, d.end, d.message);
      }
    }
  },
};
