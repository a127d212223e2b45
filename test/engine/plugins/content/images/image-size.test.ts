import { describe, expect, it } from 'vitest';
import { INVALID_SIZE, parseSize } from '../../../../../engine/plugins/content/images/image-size';
import { render } from '../render';

describe('parseSize', () => {
  it('reads "WxH" as integers', () => {
    expect(parseSize('800x400')).toEqual([800, 400]);
    expect(parseSize(' 80 x 40.7 ')).toEqual([80, 40]);
    expect(parseSize('axb')).toEqual([NaN, NaN]);
  });
  it('rejects anything that is not two parts', () => {
    expect(parseSize('800')).toBeUndefined();
    expect(parseSize('1x2x3')).toBeUndefined();
    expect(parseSize('800X400')).toBeUndefined();
    expect(parseSize(800)).toBeUndefined();
  });
});

describe('size formatters', () => {
  it('print width and height', () => {
    expect(render('{@|width}x{@|height}', '800x400')).toBe('800x400');
    expect(render('{@|width}', '800')).toBe('');
  });

  it('resize proportionally, truncating', () => {
    const sizes = ['250x175', '400x100', '800x400'];
    expect(sizes.map((s) => render('{@|resizedHeightForWidth 50}', s))).toEqual(['35', '12', '25']);
    expect(sizes.map((s) => render('{@|resizedWidthForHeight 50}', s))).toEqual(['71', '200', '100']);
    expect(render('{@|resizedHeightForWidth 50}', '-3x1')).toBe('-16');
    expect(render('{@|resizedHeightForWidth 50}', '0x0')).toBe('0');
  });

  it('report a size that is not "WxH" (spec §5)', () => {
    expect(render('{@|resizedHeightForWidth 50}', '800')).toBe(INVALID_SIZE);
    expect(render('{@|squarespaceThumbnailForHeight 50}', 5)).toBe(INVALID_SIZE);
  });

  it('pick the rendition for a displayed width or height', () => {
    expect(render('{@|squarespaceThumbnailForWidth 301}', 'ignored')).toBe('500w');
    expect(render('{@|squarespaceThumbnailForHeight 50}', '400x100')).toBe('300w');
    expect(render('{@|squarespaceThumbnailForHeight 50}', '800x400')).toBe('100w');
  });
});
