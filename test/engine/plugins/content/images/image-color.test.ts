import { describe, expect, it } from 'vitest';
import { render } from '../render';

const image = { colorData: { topLeftAverage: '111', centerAverage: 'abc' } };

describe('image-color', () => {
  it('lists every region, with "#" alone for the missing ones', () => {
    expect(render('{@|image-color}', image)).toBe(
      'data-color-topLeft="#111" data-color-topRight="#" data-color-bottomLeft="#" data-color-bottomRight="#" data-color-center="#abc" ',
    );
  });

  it('prints one region as a colour, or as a CSS declaration', () => {
    expect(render('{@|image-color center}', image)).toBe('#abc');
    expect(render('{@|image-color topLeft background-color}', image)).toBe('background-color: #111');
  });

  it('reports a missing region (spec §8)', () => {
    expect(render('{@|image-color bottomLeft}', image)).toBe('"bottomLeft" not found.');
  });

  it('prints nothing without colour data', () => {
    expect(render('{@|image-color}', { colorzzzz: {} })).toBe('');
    expect(render('{@|image-color center}', 'x')).toBe('');
  });
});
