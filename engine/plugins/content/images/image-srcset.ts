/**
 * `image-srcset`: a `srcset` attribute listing the renditions an image has. With the files Kiosk's publisher made
 * (`renditions`, see image-renditions.ts) it lists them, optionally in one format (`{@|image-srcset avif}`);
 * otherwise it prints the reference's `?format=<width>` list from `systemDataVariants` ("1500x983,100w,300w"),
 * plus the original file as the next standard width when the last listed rendition is not the largest.
 * `image-src`: the `src` for an image shown n pixels wide, chosen by the thumbnail buckets.
 */
import type { FormatterSpec } from '../../api';
import { isObject } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { field } from '../record-fields';
import {
  FALLBACK_FORMATS,
  hasFormat,
  MODERN_FORMATS,
  renditionCandidates,
  renditionsOf,
  thumbnailRendition,
} from './image-renditions';
import { IMAGE_WIDTHS } from './image-widths';

const WIDTH_NAMES: readonly string[] = IMAGE_WIDTHS.map((width) => `${width}w`);

/** The reference's list: query-string renditions of the image service. */
function serviceSrcset(image: Record<string, unknown>): string {
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

/** ` srcset="…"` for `image`, in `format` when given (only where files of that format exist). */
export function srcsetAttribute(image: Record<string, unknown>, format?: string): string {
  const renditions = renditionsOf(image);
  if (renditions === undefined) return format === undefined ? serviceSrcset(image) : '';
  const chosen = format ?? renditions.fallback;
  return hasFormat(renditions, chosen) ? ` srcset="${renditionCandidates(renditions, chosen)}"` : '';
}

/** Formats `image-srcset` takes as its argument; any other argument is ignored, as the reference ignores all. */
const FORMAT_ARGUMENTS: readonly string[] = [...MODERN_FORMATS, ...FALLBACK_FORMATS];

export const imageSrcsetFormatters: Record<string, FormatterSpec> = {
  // Anything but an image record passes through unchanged.
  'image-srcset': {
    apply(image, args) {
      if (!isObject(image)) return image;
      // As in the reference, an image with neither renditions nor width variants passes through unchanged.
      if (renditionsOf(image) === undefined && serviceSrcset(image) === '') return image;
      return srcsetAttribute(image, FORMAT_ARGUMENTS.includes(args[0]) ? args[0] : undefined);
    },
  },
  /** `{@|image-src 300}`: the rendition for 300 pixels by the thumbnail buckets, else the original file. */
  'image-src': {
    apply(image, args) {
      const renditions = renditionsOf(image);
      if (renditions === undefined) return toText(field(image, 'assetUrl'));
      return thumbnailRendition(renditions, parseInt(args[0] ?? '', 10));
    },
  },
};
