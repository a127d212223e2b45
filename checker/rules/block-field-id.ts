/** `block-field-id`: every `<squarespace:block-field>` needs an id, unique in its file, and columns of 1 to 12. */
import { attribute } from '../markup/html-elements';
import { squarespaceTagsOf } from '../markup/elements-of';
import type { Rule } from '../rule';

export const blockFieldId: Rule = {
  id: 'block-field-id',
  severity: 'error',
  doc: 'A <squarespace:block-field> is an editable area stored under its id: without one it cannot be saved, and two with the same id in one file show the same blocks. columns, when given, is a whole number from 1 to 12.',
  check({ templates }, report) {
    for (const template of templates) {
      const seen = new Map<string, number>();
      for (const element of squarespaceTagsOf(template)) {
        if (element.name !== 'squarespace:block-field') continue;
        const id = attribute(element, 'id');
        if (!id || id.value === null || id.value.trim() === '') {
          report.at(template.source, element.offset, element.end - element.offset, '<squarespace:block-field> needs an id.');
        } else if (!id.dynamic && !id.conditional) {
          const first = seen.get(id.value);
          if (first !== undefined) {
            const { line } = template.source.position(first);
            report.at(template.source, id.valueOffset, id.value.length, `Block field id "${id.value}" is already used on line ${line} of this file.`);
          } else {
            seen.set(id.value, id.valueOffset);
          }
        }
        const columns = attribute(element, 'columns');
        if (columns && columns.value !== null && !columns.dynamic && !/^(?:[1-9]|1[0-2])$/.test(columns.value.trim())) {
          report.at(template.source, columns.valueOffset, columns.value.length, `columns must be a whole number from 1 to 12, got "${columns.value}".`);
        }
      }
    }
  },
};
