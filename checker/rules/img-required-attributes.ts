/** `img-required-attributes` (spec §5): an image needs its source, width and height. */
import { attribute } from '../markup/html-elements';
import { imagesOf } from '../markup/elements-of';
import { IMG_TAG_LENGTH } from '../markup/image-attributes';
import type { Rule } from '../rule';

export const imgRequiredAttributes: Rule = {
  id: 'img-required-attributes',
  severity: 'error',
  doc: 'Spec §5: an <img> needs src, width and height (the image loader\'s data-src and data-image-dimensions count). Without the size the page shifts as the image arrives. Images whose attributes a formatter prints ({@|image-meta}) are not checked.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const image of imagesOf(template)) {
        if (image.printsAttributes) continue;
        const has = (name: string) => attribute(image, name) !== undefined;
        const missing: string[] = [];
        if (!has('src') && !has('data-src') && !has('data-image')) missing.push('src');
        const sized = has('data-image-dimensions');
        if (!has('width') && !sized) missing.push('width');
        if (!has('height') && !sized) missing.push('height');
        if (missing.length === 0) continue;
        const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
        report.at(template.source, image.offset, IMG_TAG_LENGTH, `<img> needs ${list}.`);
      }
    }
  },
};
