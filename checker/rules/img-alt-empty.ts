/** `img-alt-empty`: alt="" is allowed for decorative images only, so it must say it is one. */
import { attribute } from '../markup/html-elements';
import { imagesOf } from '../markup/elements-of';
import { isMarkedDecorative } from '../markup/image-attributes';
import type { Rule } from '../rule';

export const imgAltEmpty: Rule = {
  id: 'img-alt-empty',
  severity: 'warning',
  doc: 'An <img> with alt="" is skipped by screen readers: right for a decorative image, wrong for content. Mark decorative ones with role="presentation" (or role="none", aria-hidden="true", data-decorative) so the intent is clear.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const image of imagesOf(template)) {
        const alt = attribute(image, 'alt');
        if (!alt || alt.dynamic || (alt.value ?? '').trim() !== '' || isMarkedDecorative(image)) continue;
        report.at(template.source, alt.offset, alt.name.length, 'Empty alt text without a decorative marker: describe the image, or add role="presentation" if it is decorative.', {
          suggestion: 'role="presentation"',
        });
      }
    }
  },
};
