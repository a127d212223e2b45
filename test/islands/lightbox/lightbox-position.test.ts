import { describe, expect, it } from 'vitest';
import { LIGHTBOX_TOP_MARGIN_PX, lightboxTop } from '../../../islands/lightbox/lightbox-position';

describe('lightboxTop (spec §2, §9)', () => {
  it('is 50 px when the content is taller than the window', () => {
    expect(LIGHTBOX_TOP_MARGIN_PX).toBe(50);
    expect(lightboxTop(900, 500)).toBe(50);
    expect(lightboxTop(501, 500)).toBe(50);
  });

  it('centres content that fits', () => {
    expect(lightboxTop(300, 800)).toBe(250);
    expect(lightboxTop(500, 500)).toBe(0);
  });
});
