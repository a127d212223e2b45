/** `unknown-formatter`: a formatter the engine's registry does not have, with the nearest known name. */
import { didYouMean } from '../did-you-mean';
import type { Rule } from '../rule';
import { pluginCalls } from '../tree-walk';

export const unknownFormatter: Rule = {
  id: 'unknown-formatter',
  severity: 'error',
  doc: 'A formatter ({x|name}) that neither Kiosk\'s engine nor a registered plugin provides. The tag is printed as written instead of its value.',
  check({ templates, plugins }, report) {
    for (const template of templates) {
      for (const call of pluginCalls(template.tree)) {
        if (call.kind !== 'formatter' || plugins.formatters.has(call.name)) continue;
        const suggestion = didYouMean(call.name, plugins.formatters);
        const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
        report.at(template.source, call.offset, call.name.length, `Unknown formatter "${call.name}".${hint}`, suggestion ? { suggestion } : {});
      }
    }
  },
};
