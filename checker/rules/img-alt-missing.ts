/** `img-alt-missing` (spec §5): alt text must be given. */
import { attribute } from '../markup/html-elements';
import { imagesOf } from '../markup/elements-of';
import { IMG_TAG_LENGTH } from '../markup/image-attributes';
import type { Rule } from '../rule';

export const imgAltMissing: Rule = {
  id: 'img-alt-missing',
  severity: 'error',
  doc: 'Spec §5: every <img> has an alt attribute: the text a screen reader reads instead of the image, or alt="" for a decorative image. Images whose attributes a formatter prints ({@|image-meta}) get it from the formatter.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const image of imagesOf(template)) {
        if (image.printsAttributes || attribute(image, 'alt') !== undefined) continue;
        report.at(template.source, image.offset, IMG_TAG_LENGTH, '<img> needs alt text: alt="…" describing the image, or alt="" with role="presentation" when it is decorative.');
      }
    }
  },
};
