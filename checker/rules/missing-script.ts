/** `missing-script`: `<squarespace:script src="x.js">` names a file that is not in scripts/. */
import { attribute } from '../markup/html-elements';
import { squarespaceTagsOf } from '../markup/elements-of';
import { didYouMean } from '../did-you-mean';
import type { Rule } from '../rule';

export const missingScript: Rule = {
  id: 'missing-script',
  severity: 'error',
  doc: '<squarespace:script src="x.js"> loads scripts/x.js; a name with no file there gives every page a broken script.',
  check({ folder, templates }, report) {
    for (const template of templates) {
      for (const element of squarespaceTagsOf(template)) {
        if (element.name !== 'squarespace:script') continue;
        const src = attribute(element, 'src');
        if (!src || src.value === null || src.dynamic || src.value === '') {
          report.at(template.source, element.offset, element.end - element.offset, '<squarespace:script> needs a src naming a file in scripts/.');
          continue;
        }
        const name = src.value.replace(/^\/?scripts\//, '');
        if (/^[a-z]+:|^\/\//i.test(name) || folder.scripts.has(name)) continue;
        const suggestion = didYouMean(name, folder.scripts);
        report.at(template.source, src.valueOffset, src.value.length, `No script "${name}" in scripts/.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, suggestion ? { suggestion } : {});
      }
    }
  },
};
