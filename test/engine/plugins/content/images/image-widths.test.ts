import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, thumbnailFormat } from '../../../../../engine/plugins/content/images/image-widths';

describe('thumbnailFormat', () => {
  it('picks the spec §9 bucket, bounds exclusive', () => {
    const widths = [50, 100, 101, 300, 301, 500, 501, 750, 751, 1000, 1001, 5000];
    expect(widths.map(thumbnailFormat)).toEqual([
      '100w', '100w', '300w', '300w', '500w', '500w', '750w', '750w', '1000w', '1000w', '1500w', '1500w',
    ]);
  });
  it('falls back to the smallest rendition for NaN', () => {
    expect(thumbnailFormat(NaN)).toBe('100w');
  });
  it('lists the rendition widths smallest first', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });
});
