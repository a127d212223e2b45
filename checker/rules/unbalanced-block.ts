/** `unbalanced-block`: a block opened and never closed, or `{.end}`, `{.or}`, `{.alternates with}` where no block takes it. */
import type { Rule } from '../rule';

/** The length of the tag at `offset` (to its `}`), so the whole tag is underlined. */
function tagLength(text: string, offset: number): number {
  const close = text.indexOf('}', offset);
  return close < 0 ? 1 : close + 1 - offset;
}

export const unbalancedBlock: Rule = {
  id: 'unbalanced-block',
  severity: 'error',
  doc: 'Every {.section}, {.repeated section}, {.if} and predicate block needs its {.end}; {.or} and {.alternates with} only belong inside a block that takes them. The engine drops or misreads the rest of the file otherwise.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const problem of template.structure) {
        const length = problem.end !== undefined ? problem.end - problem.offset : tagLength(template.source.text, problem.offset);
        report.at(template.source, problem.offset, length, problem.message);
      }
    }
  },
};
