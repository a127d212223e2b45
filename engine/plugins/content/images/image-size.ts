/**
 * Formatters over an image size written "WxH" (an image's `originalSize`):
 * its width and height, a proportional resize, and the rendition to request.
 */
import type { FormatterSpec } from '../../api';
import { thumbnailFormat } from './image-widths';

/** Spec §5: the message for a size that is not "WxH". */
export const INVALID_SIZE = "Invalid source parameter. Pass in 'originalSize'";

/** [width, height] of a "WxH" string (each part read as an integer, possibly NaN), or undefined. */
export function parseSize(value: unknown): [width: number, height: number] | undefined {
  if (typeof value !== 'string') return undefined;
  const x = value.indexOf('x');
  if (x === -1 || value.indexOf('x', x + 1) !== -1) return undefined;
  return [parseInt(value.slice(0, x), 10), parseInt(value.slice(x + 1), 10)];
}

/** `target * numerator / denominator`, truncated; 0 when it is not a finite number. */
function scaled(target: number, numerator: number, denominator: number): number {
  const result = Math.trunc((target * numerator) / denominator);
  return Number.isFinite(result) ? result : 0;
}

function sizeFormatter(compute: (size: [number, number], target: number) => number | string): FormatterSpec {
  return {
    apply(value, args) {
      const size = parseSize(value);
      return size === undefined ? INVALID_SIZE : compute(size, parseInt(args[0], 10));
    },
  };
}

export const imageSizeFormatters: Record<string, FormatterSpec> = {
  width: { apply: (value) => parseSize(value)?.[0] },
  height: { apply: (value) => parseSize(value)?.[1] },
  /** `{size|resizedHeightForWidth 300}`: the height when scaled to 300 wide. */
  resizedHeightForWidth: sizeFormatter(([width, height], target) => scaled(target, height, width)),
  resizedWidthForHeight: sizeFormatter(([width, height], target) => scaled(target, width, height)),
  /** The rendition (e.g. "500w") to request for an image shown `n` pixels wide; ignores the size. */
  squarespaceThumbnailForWidth: { apply: (_value, args) => thumbnailFormat(parseInt(args[0], 10)) },
  squarespaceThumbnailForHeight: sizeFormatter(([width, height], target) =>
    thumbnailFormat(scaled(target, width, height)),
  ),
};
