import { describe, expect, it } from 'vitest';
import { colorDataOf } from '../../../publisher/images/color-data';

/** A width×height RGB image whose pixel colour is `paint(x, y)`. */
function pixels(width: number, height: number, paint: (x: number, y: number) => [number, number, number], channels = 3) {
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      data.set(channels === 1 ? [r] : [r, g, b], (y * width + x) * channels);
    }
  }
  return { data, width, height, channels };
}

describe('colorDataOf', () => {
  it('averages each corner third and the centre third', () => {
    // Left half red, right half blue, a white square in the middle.
    const image = pixels(9, 9, (x, y) => (x >= 3 && x < 6 && y >= 3 && y < 6 ? [255, 255, 255] : x < 5 ? [255, 0, 0] : [0, 0, 255]));
    expect(colorDataOf(image)).toEqual({
      topLeftAverage: 'ff0000',
      topRightAverage: '0000ff',
      bottomLeftAverage: 'ff0000',
      bottomRightAverage: '0000ff',
      centerAverage: 'ffffff',
    });
  });

  it('rounds the mean of mixed pixels and writes two hex digits per channel', () => {
    const image = pixels(3, 3, (x) => (x === 0 ? [1, 10, 200] : [0, 0, 0]));
    // Each region is one pixel of a 3×3 image.
    expect(colorDataOf(image).topLeftAverage).toBe('010ac8');
    const striped = pixels(6, 6, (x) => (x % 2 === 0 ? [10, 0, 0] : [21, 0, 0]));
    expect(colorDataOf(striped).topLeftAverage).toBe('100000'); // (10 + 21) / 2 = 15.5 → 16
  });

  it('reads a grey image and a tiny one', () => {
    expect(colorDataOf(pixels(2, 2, () => [128, 0, 0], 1)).centerAverage).toBe('808080');
    expect(colorDataOf(pixels(1, 1, () => [0, 255, 0])).bottomRightAverage).toBe('00ff00');
  });
});
