/** Image rendition widths (spec §9): the renditions a stored image has, and the thumbnail bucket for a width. */

/** Widths the image service renders, smallest first; each is requested as `?format=<width>w`. */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/** The smallest rendition that covers `width` pixels, capped at 1500w (NaN gives 100w). */
export function thumbnailFormat(width: number): string {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  if (width > 100) return '300w';
  return '100w';
}

/** The widths an image has renditions at, from its `systemDataVariants` ("1500x983,100w,300w"), in listed order. */
export function variantWidths(variants: unknown): number[] {
  if (typeof variants !== 'string') return [];
  return variants
    .split(',')
    .filter((variant) => variant.endsWith('w'))
    .map((variant) => parseInt(variant, 10))
    .filter((width) => Number.isInteger(width) && width > 0);
}
