/** `unknown-predicate`: a predicate the engine's registry does not have, with the nearest known name. */
import { didYouMean } from '../did-you-mean';
import type { Rule } from '../rule';
import { pluginCalls } from '../tree-walk';

export const unknownPredicate: Rule = {
  id: 'unknown-predicate',
  severity: 'error',
  doc: 'A predicate ({.name?}, {.or name?}, {.if name?}) that neither Kiosk\'s engine nor a registered plugin provides. It is always false, so its block never renders.',
  check({ templates, plugins }, report) {
    for (const template of templates) {
      for (const call of pluginCalls(template.tree)) {
        if (call.kind !== 'predicate' || plugins.predicates.has(call.name)) continue;
        const suggestion = didYouMean(call.name, plugins.predicates);
        const hint = suggestion ? ` Did you mean "${suggestion}?"?` : '';
        report.at(template.source, call.offset, call.name.length + 1, `Unknown predicate "${call.name}?".${hint}`, suggestion ? { suggestion: `${suggestion}?` } : {});
      }
    }
  },
};
