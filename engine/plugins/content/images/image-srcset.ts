/**
 * `image-srcset`: a `srcset` attribute listing the renditions an image has
 * (`systemDataVariants`, e.g. "1500x983,100w,300w"), plus the original file
 * as the next standard width when the largest listed rendition is not the last one.
 */
import type { FormatterSpec } from '../../api';
import { isObject } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { IMAGE_WIDTHS } from './image-widths';

const WIDTH_NAMES: readonly string[] = IMAGE_WIDTHS.map((width) => `${width}w`);

export function srcsetAttribute(image: Record<string, unknown>): string {
  const variants = image.systemDataVariants;
  if (typeof variants !== 'string') return '';
  const widths = variants.split(',').filter((variant) => variant.endsWith('w'));
  if (widths.length === 0) return '';
  const url = toText(image.assetUrl);
  const sources = widths.map((width) => `${url}?format=${width} ${width}`);
  const next = WIDTH_NAMES.indexOf(widths[widths.length - 1]) + 1;
  if (next > 0 && next < WIDTH_NAMES.length) sources.push(`${url}?format=original ${WIDTH_NAMES[next]}`);
  return ` srcset="${sources.join(',')}"`;
}

export const imageSrcsetFormatters: Record<string, FormatterSpec> = {
  // Anything but an image record passes through unchanged.
  'image-srcset': {
    apply: (image) => (isObject(image) ? srcsetAttribute(image) : image),
  },
};
