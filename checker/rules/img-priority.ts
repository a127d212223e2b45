/** `img-priority` (spec §5): an image's priority is high, low or empty. */
import { imagesOf } from '../markup/elements-of';
import type { Rule } from '../rule';

/** HTML's fetchpriority values; "auto" is what an empty or absent one means. */
const PRIORITIES = ['high', 'low', 'auto', ''];

export const imgPriority: Rule = {
  id: 'img-priority',
  severity: 'error',
  doc: 'Spec §5: an <img>\'s fetchpriority is high, low or empty (auto). Browsers ignore any other value.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const image of imagesOf(template)) {
        for (const attribute of image.attributes) {
          if (attribute.name !== 'fetchpriority' || attribute.value === null || attribute.dynamic) continue;
          if (PRIORITIES.includes(attribute.value.trim().toLowerCase())) continue;
          report.at(template.source, attribute.valueOffset, Math.max(1, attribute.value.length), `fetchpriority must be high, low or empty, got "${attribute.value}".`);
        }
      }
    }
  },
};
