import { describe, expect, it } from 'vitest';
import { isScarcityShown } from '../../../islands/product-scarcity/product-scarcity';

describe('isScarcityShown', () => {
  it('always shows the notice of a product without options', () => {
    expect(isScarcityShown([], null, {})).toBe(true);
  });

  it('shows the product notice until a variant is chosen', () => {
    expect(isScarcityShown(['Size', 'Color'], null, {})).toBe(true);
    expect(isScarcityShown(['Size', 'Color'], null, { Size: 'S' })).toBe(true);
    expect(isScarcityShown(['Size', 'Color'], null, { Size: 'S', Color: 'Black' })).toBe(false);
  });

  it('shows a variant notice only for exactly that variant', () => {
    const blackS = { Size: 'S', Color: 'Black' };
    expect(isScarcityShown(['Size', 'Color'], blackS, {})).toBe(false);
    expect(isScarcityShown(['Size', 'Color'], blackS, { Color: 'Black' })).toBe(false);
    expect(isScarcityShown(['Size', 'Color'], blackS, { Size: 'S', Color: 'Black' })).toBe(true);
    expect(isScarcityShown(['Size', 'Color'], blackS, { Size: 'M', Color: 'Black' })).toBe(false);
  });
});
