import { describe, expect, it } from 'vitest';
import { parseHexColor } from '../../../../../engine/plugins/content/colors/color-weight';
import { render } from '../render';

describe('parseHexColor', () => {
  it('reads 3 to 6 hex digits, doubling a 3-digit shorthand', () => {
    expect(parseHexColor('#abc')).toBe(0xaabbcc);
    expect(parseHexColor('fff')).toBe(0xffffff);
    expect(parseHexColor('#fffff')).toBe(0xfffff);
    expect(parseHexColor('#7F7F7F')).toBe(0x7f7f7f);
  });
  it('rejects anything else', () => {
    for (const value of ['#ab', '#1234567', '#zzz', '##fff', ' #fff', '#']) expect(parseHexColor(value)).toBeUndefined();
  });
});

describe('color-weight', () => {
  it('splits at half of 0xFFFFFF (spec §9)', () => {
    const colors = ['#fff', '#888', '#800000', '#7fffff', '#7f7f7f', '#000'];
    expect(colors.map((c) => render('{@|color-weight}', c))).toEqual(['light', 'light', 'light', 'dark', 'dark', 'dark']);
  });
  it('prints nothing for what is not a colour', () => {
    expect(render('{@|color-weight}', '#12')).toBe('');
    expect(render('{@|color-weight}', 5)).toBe('');
  });
});
