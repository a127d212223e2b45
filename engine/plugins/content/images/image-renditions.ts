/**
 * The rendition files Kiosk's publisher made for an image: the record's `renditions` ({ base, fallback }, put there
 * at build time) plus its `systemDataVariants` widths name real files `<base>.<width>w.<format>`.
 */
import { isObject } from '../../../runtime/values';
import { field } from '../record-fields';
import { thumbnailFormat, variantWidths } from './image-widths';

/** Formats every rendition is made in besides the fallback (what `<picture>` offers first). */
export const MODERN_FORMATS = ['avif', 'webp'] as const;

/** Formats a fallback rendition may have: JPEG, or PNG for images with transparency. */
export const FALLBACK_FORMATS = ['jpg', 'png'] as const;

export interface ImageRenditions {
  /** URL of the renditions without width and extension: `/images/classic-tee-black.3f2a9c1b`. */
  base: string;
  fallback: (typeof FALLBACK_FORMATS)[number];
  /** Widths that exist in every format, smallest first. */
  widths: number[];
}

/** The published URL of one rendition; the publisher names its files with the same function. */
export function renditionUrl(base: string, width: number, format: string): string {
  return `${base}.${width}w.${format}`;
}

/**
 * What each image record was found to carry, by record (null: none). A site's records are read, never changed, while
 * its pages render, and one image is read on many pages, several times on each (every format of its srcset).
 */
const renditionsByRecord = new WeakMap<object, Readonly<ImageRenditions> | null>();

/** The renditions an image record carries, or undefined when the publisher made none for it. */
export function renditionsOf(image: unknown): Readonly<ImageRenditions> | undefined {
  if (!isObject(image)) return undefined;
  let known = renditionsByRecord.get(image);
  if (known === undefined) {
    known = readRenditions(image) ?? null;
    renditionsByRecord.set(image, known);
  }
  return known ?? undefined;
}

function readRenditions(image: Record<string, unknown>): ImageRenditions | undefined {
  const renditions = field(image, 'renditions');
  if (!isObject(renditions)) return undefined;
  const base = renditions.base;
  const fallback = FALLBACK_FORMATS.find((format) => format === renditions.fallback);
  const widths = [...new Set(variantWidths(field(image, 'systemDataVariants')))].sort((a, b) => a - b);
  if (typeof base !== 'string' || base === '' || fallback === undefined || widths.length === 0) return undefined;
  return Object.freeze({ base, fallback, widths: Object.freeze(widths) as number[] });
}

/** Whether `format` names files this image has. */
export function hasFormat(renditions: ImageRenditions, format: string): boolean {
  return format === renditions.fallback || (MODERN_FORMATS as readonly string[]).includes(format);
}

/** Each renditions' candidates by format, made once: a product's images are listed on its page and every list. */
const candidatesByRenditions = new WeakMap<object, Map<string, string>>();

/** `srcset` candidates of one format: every width, each with its true width descriptor. */
export function renditionCandidates(renditions: Readonly<ImageRenditions>, format: string): string {
  let byFormat = candidatesByRenditions.get(renditions);
  if (!byFormat) {
    byFormat = new Map();
    candidatesByRenditions.set(renditions, byFormat);
  }
  let candidates = byFormat.get(format);
  if (candidates === undefined) {
    candidates = renditions.widths.map((width) => `${renditionUrl(renditions.base, width, format)} ${width}w`).join(',');
    byFormat.set(format, candidates);
  }
  return candidates;
}

/**
 * The fallback rendition to use as `src` for an image shown `displayWidth` pixels wide: the thumbnail bucket
 * (spec §9) names a width, and the smallest rendition at least that wide is taken (the largest when none is, as
 * the image is never upscaled).
 */
export function thumbnailRendition(renditions: ImageRenditions, displayWidth: number): string {
  const bucket = parseInt(thumbnailFormat(displayWidth), 10);
  const width = renditions.widths.find((w) => w >= bucket) ?? renditions.widths[renditions.widths.length - 1];
  return renditionUrl(renditions.base, width, renditions.fallback);
}
