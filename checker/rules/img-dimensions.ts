/** `img-dimensions` (spec §5): width and height are positive whole numbers; an image size is written WxH. */
import { imagesOf } from '../markup/elements-of';
import type { Rule } from '../rule';

/** Spec §5: the message for an image size that is not "WxH" (also engine/plugins/content/images/image-size.ts). */
const INVALID_SIZE = "Invalid source parameter. Pass in 'originalSize'";

export const imgDimensions: Rule = {
  id: 'img-dimensions',
  severity: 'error',
  doc: 'Spec §5: an <img>\'s width and height must be positive whole numbers (pixels, no units or percentages), and data-image-dimensions a size written WxH. Values computed by the template are not checked.',
  check({ templates }, report) {
    for (const template of templates) {
      for (const image of imagesOf(template)) {
        for (const attribute of image.attributes) {
          if (attribute.value === null || attribute.dynamic) continue;
          const value = attribute.value.trim();
          if ((attribute.name === 'width' || attribute.name === 'height') && !/^[1-9]\d*$/.test(value)) {
            report.at(template.source, attribute.valueOffset, Math.max(1, attribute.value.length), `${attribute.name} must be a positive whole number of pixels, got "${attribute.value}".`);
          }
          if (attribute.name === 'data-image-dimensions' && !/^[1-9]\d*x[1-9]\d*$/.test(value)) {
            report.at(template.source, attribute.valueOffset, Math.max(1, attribute.value.length), `${INVALID_SIZE}: data-image-dimensions must be WxH (e.g. 1500x1000), got "${attribute.value}".`);
          }
        }
      }
    }
  },
};
