/** `unused-block`: a file in blocks/ that no template applies, includes or names as a tag's template. */
import { attribute } from '../markup/html-elements';
import { squarespaceTagsOf } from '../markup/elements-of';
import type { Rule } from '../rule';
import { allNodes, pluginCalls } from '../tree-walk';

export const unusedBlock: Rule = {
  id: 'unused-block',
  severity: 'info',
  doc: 'A block in blocks/ that nothing uses ({@|apply x.block}, {.include x.block}, <squarespace:navigation template="x">): dead code, or a use with a misspelt name.',
  check({ folder, templates }, report) {
    const used = new Set<string>();
    for (const template of templates) {
      for (const call of pluginCalls(template.tree)) if (call.kind === 'formatter' && call.name === 'apply' && call.args[0]) used.add(call.args[0]);
      for (const node of allNodes(template.tree)) if (node.type === 'include') used.add(node.name);
      for (const element of squarespaceTagsOf(template)) {
        const name = attribute(element, 'template')?.value;
        if (name) used.add(`${name}.block`);
      }
    }
    for (const template of templates) {
      const name = template.source.name.slice('blocks/'.length);
      if (template.source.kind !== 'block' || used.has(name)) continue;
      report.at(template.source, 0, 0, `No template uses ${name}.`);
    }
  },
};
