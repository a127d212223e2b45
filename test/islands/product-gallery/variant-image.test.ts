import { describe, expect, it } from 'vitest';
import { imageForSelection, slidesInOrder } from '../../../islands/product-gallery/variant-image';

const images = [
  { attributes: { Size: 'S', Color: 'Black' }, imageId: 'black' },
  { attributes: { Size: 'M', Color: 'Black' }, imageId: 'black' },
  { attributes: { Size: 'S', Color: 'White' }, imageId: 'white' },
  { attributes: { Size: 'M', Color: 'White' }, imageId: 'white' },
];

describe('imageForSelection', () => {
  it('has no opinion before any choice', () => {
    expect(imageForSelection(images, {})).toBeUndefined();
    expect(imageForSelection(images, { Size: '' })).toBeUndefined();
  });

  it('settles on the image every matching variant shares, even before the choice is complete', () => {
    expect(imageForSelection(images, { Color: 'White' })).toBe('white');
    expect(imageForSelection(images, { Size: 'M', Color: 'Black' })).toBe('black');
  });

  it('keeps the gallery as it is while the candidates show different images', () => {
    expect(imageForSelection(images, { Size: 'S' })).toBeUndefined();
    expect(imageForSelection(images, { Color: 'Red' })).toBeUndefined();
  });
});

describe('slidesInOrder', () => {
  const slides = [{ imageId: 'black' }, { imageId: null }, { imageId: 'white' }];

  it('moves the chosen image first and keeps the rest in order', () => {
    expect(slidesInOrder(slides, 'white')).toEqual([{ imageId: 'white' }, { imageId: 'black' }, { imageId: null }]);
  });

  it('leaves the order alone without a known lead image', () => {
    expect(slidesInOrder(slides, undefined)).toEqual(slides);
    expect(slidesInOrder(slides, 'black')).toEqual(slides);
    expect(slidesInOrder(slides, 'missing')).toEqual(slides);
  });
});
