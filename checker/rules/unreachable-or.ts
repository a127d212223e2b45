/**
 * `unreachable-or`: an `{.or}` branch that can never run: any branch after a plain `{.or}` (the first plain
 * one always wins), and a `{.or pred? args}` that repeats an earlier test of the same block word for word.
 */
import type { Rule } from '../rule';
import { allNodes, alternativesOf } from '../tree-walk';

function orLength(text: string, offset: number): number {
  const close = text.indexOf('}', offset);
  return close < 0 ? 1 : close + 1 - offset;
}

export const unreachableOr: Rule = {
  id: 'unreachable-or',
  severity: 'warning',
  doc: 'An {.or} branch that never renders: every branch after a plain {.or} (an error: the engine refuses it, as Squarespace does), and a branch whose predicate and arguments repeat an earlier test of the same block.',
  check({ templates }, report) {
    for (const template of templates) {
      const text = template.source.text;
      // The engine finds branches after a plain {.or} itself (and drops them); it refuses to compile them, so they are errors.
      for (const problem of template.unreachable) {
        const length = problem.end !== undefined ? problem.end - problem.offset : orLength(text, problem.offset);
        const said = template.diagnostics.find((d) => d.message === problem.message);
        report.at(template.source, problem.offset, length, problem.message, { severity: said?.severity ?? 'error' });
      }
      for (const node of allNodes(template.tree)) {
        const alternatives = alternativesOf(node);
        if (!alternatives || alternatives.length === 0) continue;
        const tests = new Set<string>();
        if ((node.type === 'predicate' || node.type === 'if') && node.predicate) tests.add(`${node.predicate.name} ${node.predicate.args.join(' ')}`);
        // The tree holds no branch after a plain {.or}: the engine dropped those and listed them in `unreachable`.
        for (const alternative of alternatives) {
          if (!alternative.predicate) continue;
          const length = orLength(text, alternative.offset);
          const test = `${alternative.predicate.name} ${alternative.predicate.args.join(' ')}`;
          if (tests.has(test)) report.at(template.source, alternative.offset, length, `This branch never renders: an earlier branch of this block already tests ${alternative.predicate.name}? ${alternative.predicate.args.join(' ')}`.trimEnd() + '.');
          tests.add(test);
        }
      }
    }
  },
};
