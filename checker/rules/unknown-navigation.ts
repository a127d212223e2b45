/** `unknown-navigation`: `<squarespace:navigation navigationId="x">` must name a navigation template.conf declares. */
import { attribute } from '../markup/html-elements';
import { squarespaceTagsOf } from '../markup/elements-of';
import { didYouMean } from '../did-you-mean';
import type { Rule } from '../rule';
import { templateConfOf } from '../template-conf';

export const unknownNavigation: Rule = {
  id: 'unknown-navigation',
  severity: 'error',
  doc: '<squarespace:navigation navigationId="x"> shows the navigation template.conf declares as { "name": "x" } in "navigations"; any other id is always empty, and needs a navigationId at all.',
  check({ folder, templates }, report) {
    const conf = templateConfOf(folder);
    const declared = new Set<string>();
    for (const nav of Array.isArray(conf?.navigations) ? conf.navigations : []) {
      const name = (nav as { name?: unknown } | null)?.name;
      if (typeof name === 'string') declared.add(name);
    }
    for (const template of templates) {
      for (const element of squarespaceTagsOf(template)) {
        if (element.name !== 'squarespace:navigation') continue;
        const id = attribute(element, 'navigationid');
        if (!id || id.value === null || id.value === '') {
          report.at(template.source, element.offset, element.end - element.offset, '<squarespace:navigation> needs a navigationId naming one of template.conf\'s navigations.');
          continue;
        }
        if (id.dynamic || declared.has(id.value)) continue;
        const suggestion = didYouMean(id.value, declared);
        const list = declared.size > 0 ? `: it declares ${[...declared].map((n) => `"${n}"`).join(', ')}` : ': it declares none';
        report.at(template.source, id.valueOffset, id.value.length, `Navigation "${id.value}" is not in template.conf's navigations${list}.`, suggestion ? { suggestion } : {});
      }
    }
  },
};
