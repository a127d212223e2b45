import { describe, expect, it } from 'vitest';
import { websiteColor } from '../../../../../engine/plugins/content/colors/website-color';

describe('websiteColor', () => {
  it('prints hsl() without alpha and hsla() with it', () => {
    expect(websiteColor({ hue: 200, saturation: 0.3, lightness: 0.5 })).toBe('hsl(200, 30%, 50%)');
    expect(websiteColor({ hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toBe('hsla(200, 30%, 50%, 0.9)');
  });

  it('rounds to two decimals, half up', () => {
    expect(websiteColor({ hue: 200.125, saturation: 0.123456, lightness: 0.305, alpha: 0.125 })).toBe(
      'hsla(200.13, 12.35%, 30.5%, 0.13)',
    );
  });

  it('accepts the bounds and reports every value beyond them (spec §5)', () => {
    expect(websiteColor({ hue: 360, saturation: 1, lightness: 0, alpha: 0 })).toBe('hsla(360, 100%, 0%, 0)');
    expect(websiteColor({ hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
    expect(websiteColor({ hue: -1, saturation: 0, lightness: 0 })).toBe('Hue out of bounds. ');
  });

  it('needs hue, saturation and lightness', () => {
    expect(websiteColor({ hue: 200, saturation: 0.3 })).toBe('Missing an H/S/L value.');
    expect(websiteColor('#fff')).toBe('Missing an H/S/L value.');
  });

  it('reads numeric strings and counts null as 0', () => {
    expect(websiteColor({ hue: '200', saturation: '0.3', lightness: null })).toBe('hsl(200, 30%, 0%)');
  });
});
