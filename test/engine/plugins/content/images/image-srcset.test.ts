import { describe, expect, it } from 'vitest';
import { render } from '../render';

const srcset = (systemDataVariants: unknown, assetUrl: unknown = '/a.jpg') =>
  render('{@|image-srcset}', { assetUrl, systemDataVariants });

describe('image-srcset', () => {
  it('lists the width renditions and adds the original as the next standard width', () => {
    expect(srcset('1500x983,100w,300w')).toBe(
      ' srcset="/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=original 500w"',
    );
    expect(srcset('1000w')).toBe(' srcset="/a.jpg?format=1000w 1000w,/a.jpg?format=original 1500w"');
  });

  it('adds no original after 2500w or after a non-standard width', () => {
    expect(srcset('100w,2500w')).toBe(' srcset="/a.jpg?format=100w 100w,/a.jpg?format=2500w 2500w"');
    expect(srcset('150w,350w')).toBe(' srcset="/a.jpg?format=150w 150w,/a.jpg?format=350w 350w"');
  });

  it('decides by the last listed width, not the largest', () => {
    expect(srcset('100w,2500w,300w')).toContain('/a.jpg?format=original 500w"');
  });

  it('prints nothing without width renditions', () => {
    expect(srcset('')).toBe('');
    expect(srcset('1500x983')).toBe('');
    expect(srcset(['100w'])).toBe('');
  });

  it('passes anything but an image record through', () => {
    expect(render('{@|image-srcset}', 'x')).toBe('x');
    expect(render('{nope|image-srcset}', {})).toBe('');
  });
});
