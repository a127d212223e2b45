import { describe, expect, it } from 'vitest';
import { renditionUrl } from '../../../engine/plugins/content/images/image-renditions';
import {
  fallbackFormat,
  planRenditions,
  plannedUrl,
  renditionBase,
  renditionFileName,
  renditionWidths,
} from '../../../publisher/images/rendition-plan';

describe('renditionWidths', () => {
  it('takes the spec widths up to the original, never beyond', () => {
    expect(renditionWidths(1500)).toEqual([100, 300, 500, 750, 1000, 1500]);
    expect(renditionWidths(750)).toEqual([100, 300, 500, 750]);
    expect(renditionWidths(2500)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });

  it("adds the original's own width when it is clearly wider than the last standard one", () => {
    expect(renditionWidths(1200)).toEqual([100, 300, 500, 750, 1000, 1200]);
    expect(renditionWidths(2000)).toEqual([100, 300, 500, 750, 1000, 1500, 2000]);
    // 1600 is only 7% wider than 1500: the 1500 file does.
    expect(renditionWidths(1600)).toEqual([100, 300, 500, 750, 1000, 1500]);
    expect(renditionWidths(1799)).toEqual([100, 300, 500, 750, 1000, 1500]);
    expect(renditionWidths(1800)).toEqual([100, 300, 500, 750, 1000, 1500, 1800]);
  });

  it('caps huge originals at 2500 and keeps tiny ones at their size', () => {
    expect(renditionWidths(6000)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(renditionWidths(80)).toEqual([80]);
    expect(renditionWidths(1)).toEqual([1]);
  });

  it('plans nothing for a size that is not a positive whole number', () => {
    expect(renditionWidths(0)).toEqual([]);
    expect(renditionWidths(-5)).toEqual([]);
    expect(renditionWidths(Number.NaN)).toEqual([]);
    expect(renditionWidths(10.5)).toEqual([]);
  });
});

describe('planRenditions', () => {
  it('makes every width in AVIF, WebP and JPEG, heights in proportion', () => {
    const plan = planRenditions(1200, 1600, false);
    expect(plan).toHaveLength(6 * 3);
    expect(plan.slice(0, 3)).toEqual([
      { width: 100, height: 133, format: 'avif' },
      { width: 100, height: 133, format: 'webp' },
      { width: 100, height: 133, format: 'jpg' },
    ]);
    expect(plan.at(-1)).toEqual({ width: 1200, height: 1600, format: 'jpg' });
  });

  it('falls back to PNG for an image with transparency', () => {
    expect(fallbackFormat(true)).toBe('png');
    expect(new Set(planRenditions(300, 10, true).map((r) => r.format))).toEqual(new Set(['avif', 'webp', 'png']));
  });

  it('never plans a zero-height file', () => {
    expect(planRenditions(2500, 1, false).every((r) => r.height === 1)).toBe(true);
  });
});

describe('rendition URLs', () => {
  it("put the content hash's first characters after the original's name", () => {
    expect(renditionBase('/images/mug.jpg', '3f2a9c1b77e0')).toBe('/images/mug.3f2a9c1b');
    expect(renditionBase('/images/shop/tee.black.png', 'abcdef0123')).toBe('/images/shop/tee.black.abcdef01');
    expect(renditionBase('/images/noext', 'abcdef0123')).toBe('/images/noext.abcdef01');
  });

  it('are named as the engine names them', () => {
    const rendition = { width: 500, format: 'avif' as const };
    expect(plannedUrl('/images/mug.3f2a9c1b', rendition)).toBe('/images/mug.3f2a9c1b.500w.avif');
    expect(plannedUrl('/images/mug.3f2a9c1b', rendition)).toBe(renditionUrl('/images/mug.3f2a9c1b', 500, 'avif'));
    expect(renditionFileName(rendition)).toBe('500w.avif');
  });
});
