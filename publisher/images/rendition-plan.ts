/**
 * Which rendition files an image gets (spec §9 widths, never upscaled) and where they are published. Pure: the
 * processor makes these files, the catalog lists them, the engine names them with the same renditionUrl.
 */
import { FALLBACK_FORMATS, IMAGE_WIDTHS, MODERN_FORMATS, renditionUrl } from '../../engine';

export type RenditionFormat = (typeof MODERN_FORMATS)[number] | (typeof FALLBACK_FORMATS)[number];

export interface PlannedRendition {
  width: number;
  height: number;
  format: RenditionFormat;
}

/** The largest standard width: an original wider than this is still published as is at its own URL. */
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** An original's own width is added only when it is this much wider than the standard width below it. */
const OWN_WIDTH_STEP = 1.2;

/**
 * The widths an image of `originalWidth` pixels is rendered at: every standard width up to it, and its own width
 * (capped at the largest standard one) unless a standard width is nearly as wide. A 1200 px original gets 100…1000
 * and 1200, never an upscaled 1500; a 1600 px one gets 100…1500 (a 1600 file would be 7% wider, not sharper).
 */
export function renditionWidths(originalWidth: number): number[] {
  if (!Number.isInteger(originalWidth) || originalWidth < 1) return [];
  const top = Math.min(originalWidth, LARGEST_WIDTH);
  const standard = IMAGE_WIDTHS.filter((width) => width <= top);
  const largest = standard[standard.length - 1];
  return largest !== undefined && top < largest * OWN_WIDTH_STEP ? standard : [...standard, top];
}

/** JPEG unless the image has transparency, which JPEG would flatten. */
export function fallbackFormat(hasAlpha: boolean): (typeof FALLBACK_FORMATS)[number] {
  return hasAlpha ? 'png' : 'jpg';
}

/** Every file to make for an image: each width in AVIF, WebP and the fallback format, heights kept in proportion. */
export function planRenditions(width: number, height: number, hasAlpha: boolean): PlannedRendition[] {
  const formats: RenditionFormat[] = [...MODERN_FORMATS, fallbackFormat(hasAlpha)];
  return renditionWidths(width).flatMap((w) => {
    const h = Math.max(1, Math.round((height * w) / width));
    return formats.map((format) => ({ width: w, height: h, format }));
  });
}

/** The name of a rendition inside its cache folder. */
export function renditionFileName(rendition: Pick<PlannedRendition, 'width' | 'format'>): string {
  return `${rendition.width}w.${rendition.format}`;
}

/**
 * The URL prefix of an image's renditions: the original's URL without its extension, plus the first characters of
 * its content hash, so a replaced image gets new URLs and an unchanged one keeps them from build to build.
 * `/images/shop/mug.jpg` with hash `3f2a9c1b…` gives `/images/shop/mug.3f2a9c1b`.
 */
export function renditionBase(assetUrl: string, contentHash: string): string {
  const slash = assetUrl.lastIndexOf('/');
  const dot = assetUrl.lastIndexOf('.');
  const stem = dot > slash ? assetUrl.slice(0, dot) : assetUrl;
  return `${stem}.${contentHash.slice(0, 8)}`;
}

/** The published URL of one planned rendition. */
export function plannedUrl(base: string, rendition: Pick<PlannedRendition, 'width' | 'format'>): string {
  return renditionUrl(base, rendition.width, rendition.format);
}
