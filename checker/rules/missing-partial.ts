/**
 * `missing-partial`: `{@|apply name}`, `{.include name}` and the `template` of `<squarespace:navigation>` /
 * `<squarespace:category>` must name a block in blocks/, a macro, or a system partial template.conf declares.
 */
import { attribute } from '../markup/html-elements';
import { squarespaceTagsOf } from '../markup/elements-of';
import { didYouMean } from '../did-you-mean';
import type { Rule } from '../rule';
import { stringsOf, templateConfOf } from '../template-conf';
import { allNodes, macroNames, pluginCalls } from '../tree-walk';

/**
 * Squarespace's tags render a block named by `template` (`<squarespace:navigation template="navigation">` means
 * blocks/navigation.block; also folder-navigation, category, …); these take no such attribute.
 */
const TAGS_WITHOUT_TEMPLATE = new Set(['squarespace:script', 'squarespace:block-field', 'squarespace:query']);

export const missingPartial: Rule = {
  id: 'missing-partial',
  severity: 'error',
  doc: 'A partial that does not exist (a warning for Squarespace\'s own sqs-* blocks, which only Squarespace serves): {@|apply x.block} and {.include x} need blocks/x.block (or a {.macro x}), <squarespace:navigation template="x"> (and folder-navigation, category) needs blocks/x.block. The engine renders nothing there and reports it on every page.',
  check({ folder, templates }, report) {
    const known = new Set<string>([...folder.blocks, ...stringsOf(templateConfOf(folder)?.systemPartials)]);
    for (const template of templates) for (const name of macroNames(template.tree)) known.add(name);
    const missing = (name: string) => !known.has(name);
    const message = (name: string): { text: string; suggestion?: string; severity?: 'warning' } => {
      const file = `blocks/${name.endsWith('.block') ? name : `${name}.block`}`;
      // Squarespace serves its own sqs-* blocks to every template; offline they exist only if the template has them.
      if (name.startsWith('sqs-')) {
        return { text: `"${name}" is one of Squarespace's own blocks: Squarespace provides it, Kiosk does not. Add ${file} to render it with Kiosk.`, severity: 'warning' };
      }
      const suggestion = didYouMean(name, known);
      return { text: `No partial "${name}": add ${file}${suggestion ? ` (or did you mean "${suggestion}"?)` : ''}.`, suggestion };
    };
    for (const template of templates) {
      const text = template.source.text;
      for (const call of pluginCalls(template.tree)) {
        if (call.kind !== 'formatter' || call.name !== 'apply' || !call.args[0] || !missing(call.args[0])) continue;
        const name = call.args[0];
        const at = text.indexOf(name, call.offset);
        const { text: says, suggestion, severity } = message(name);
        report.at(template.source, at < 0 ? call.offset : at, name.length, says, { ...(suggestion ? { suggestion } : {}), ...(severity ? { severity } : {}) });
      }
      for (const node of allNodes(template.tree)) {
        if (node.type !== 'include' || !missing(node.name)) continue;
        const at = text.indexOf(node.name, node.offset);
        const { text: says, suggestion, severity } = message(node.name);
        report.at(template.source, at < 0 ? node.offset : at, node.name.length, says, { ...(suggestion ? { suggestion } : {}), ...(severity ? { severity } : {}) });
      }
      for (const element of squarespaceTagsOf(template)) {
        if (TAGS_WITHOUT_TEMPLATE.has(element.name)) continue;
        const value = attribute(element, 'template');
        if (!value || value.value === null || value.dynamic || value.value === '') continue;
        const name = `${value.value}.block`;
        if (!missing(name)) continue;
        const { text: says, suggestion, severity } = message(name);
        report.at(template.source, value.valueOffset, value.value.length, says, {
          ...(suggestion ? { suggestion: suggestion.replace(/\.block$/, '') } : {}),
          ...(severity ? { severity } : {}),
        });
      }
    }
  },
};
