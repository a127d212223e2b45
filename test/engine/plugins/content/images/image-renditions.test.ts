import { describe, expect, it } from 'vitest';
import { render } from '../render';

/** An image record as the publisher leaves it once its renditions exist. */
const processed = {
  assetUrl: '/images/mug.jpg',
  originalSize: '1200x1600',
  systemDataVariants: '1200x1600,100w,300w,500w,750w,1000w,1200w',
  renditions: { base: '/images/mug.0123abcd', fallback: 'jpg' },
  mediaFocalPoint: { x: 0.3, y: 0.75 },
  colorData: { centerAverage: 'aabbcc', topLeftAverage: '112233' },
};

const widths = [100, 300, 500, 750, 1000, 1200];
const list = (format: string) => widths.map((w) => `/images/mug.0123abcd.${w}w.${format} ${w}w`).join(',');

describe('image-srcset over published renditions', () => {
  it('lists the real files with their true widths, in the fallback format by default', () => {
    expect(render('{@|image-srcset}', processed)).toBe(` srcset="${list('jpg')}"`);
  });

  it('lists another format the image was made in', () => {
    expect(render('{@|image-srcset avif}', processed)).toBe(` srcset="${list('avif')}"`);
    expect(render('{@|image-srcset webp}', processed)).toBe(` srcset="${list('webp')}"`);
  });

  it('prints nothing for a format that was not made', () => {
    expect(render('{@|image-srcset png}', processed)).toBe('');
  });

  it('ignores an argument that names no format, as the reference ignores all', () => {
    expect(render('{@|image-srcset 1}', processed)).toBe(` srcset="${list('jpg')}"`);
    expect(render('{@|image-srcset gif}', processed)).toBe(` srcset="${list('jpg')}"`);
    expect(render('{@|image-srcset 1}', { assetUrl: '/a.jpg', systemDataVariants: '2500w' })).toBe(
      ' srcset="/a.jpg?format=2500w 2500w"',
    );
  });

  it('sorts and de-duplicates the listed widths', () => {
    const shuffled = { ...processed, systemDataVariants: '300w,100w,300w' };
    expect(render('{@|image-srcset}', shuffled)).toBe(
      ' srcset="/images/mug.0123abcd.100w.jpg 100w,/images/mug.0123abcd.300w.jpg 300w"',
    );
  });

  it('falls back to the reference list when the renditions are unusable', () => {
    for (const renditions of [null, 'x', { base: '' , fallback: 'jpg' }, { base: '/b', fallback: 'gif' }]) {
      const image = { ...processed, renditions, systemDataVariants: '1000w' };
      expect(render('{@|image-srcset}', image)).toBe(
        ' srcset="/images/mug.jpg?format=1000w 1000w,/images/mug.jpg?format=original 1500w"',
      );
      // A format asked for explicitly exists only as a real file.
      expect(render('{@|image-srcset avif}', image)).toBe('');
    }
  });
});

describe('image-src', () => {
  it('picks the thumbnail bucket (spec §9), then the smallest rendition covering it', () => {
    expect(render('{@|image-src 90}', processed)).toBe('/images/mug.0123abcd.100w.jpg');
    expect(render('{@|image-src 300}', processed)).toBe('/images/mug.0123abcd.300w.jpg');
    expect(render('{@|image-src 301}', processed)).toBe('/images/mug.0123abcd.500w.jpg');
    expect(render('{@|image-src 760}', processed)).toBe('/images/mug.0123abcd.1000w.jpg');
  });

  it('never asks for more than the original: a 1500w bucket takes the largest rendition', () => {
    expect(render('{@|image-src 1100}', processed)).toBe('/images/mug.0123abcd.1200w.jpg');
  });

  it('reads a missing or bad width as the smallest bucket', () => {
    expect(render('{@|image-src}', processed)).toBe('/images/mug.0123abcd.100w.jpg');
    expect(render('{@|image-src wide}', processed)).toBe('/images/mug.0123abcd.100w.jpg');
  });

  it('is the original file when no renditions were made', () => {
    expect(render('{@|image-src 300}', { assetUrl: '/images/a.jpg' })).toBe('/images/a.jpg');
    expect(render('{nope|image-src 300}', {})).toBe('');
  });
});

describe('image-object-position', () => {
  it('writes the focal point as percentages', () => {
    expect(render('{@|image-object-position}', processed)).toBe('30% 75%');
    expect(render('{@|image-object-position}', { mediaFocalPoint: { x: '0.125', y: 1 } })).toBe('12.5% 100%');
  });

  it('centres a missing point or coordinate and clamps out-of-range ones', () => {
    expect(render('{@|image-object-position}', {})).toBe('50% 50%');
    expect(render('{@|image-object-position}', { mediaFocalPoint: { x: 'left', y: 2 } })).toBe('50% 100%');
    expect(render('{@|image-object-position}', { mediaFocalPoint: { x: -1 } })).toBe('0% 50%');
  });
});

describe('image and image-meta keep the component key (issue 12, class 6)', () => {
  const keyed = { id: 'i1', title: 'T', assetUrl: '/a.jpg', originalSize: '10x10', componentKey: 'k-1' };

  it('writes data-component-key before the source, as the reference does', () => {
    expect(render('{@|image-meta}', keyed)).toBe(
      'data-component-key="k-1" data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="10x10" ' +
        'data-image-focal-point="0.5,0.5" alt="T" ',
    );
    expect(render('{@|image}', keyed)).toContain('<img class="thumb-image" data-component-key="k-1" data-src="/a.jpg" ');
    expect(render('{@|cover-image-meta}', { coverImage: keyed })).toMatch(/^data-component-key="k-1" /);
  });

  it('writes it empty for a null or object key and leaves it out when absent', () => {
    expect(render('{@|image-meta}', { ...keyed, componentKey: null })).toMatch(/^data-component-key="" /);
    expect(render('{@|image-meta}', { ...keyed, componentKey: { a: 1 } })).toMatch(/^data-component-key="" /);
    expect(render('{@|image-meta}', { ...keyed, componentKey: 12 })).toMatch(/^data-component-key="12" /);
    expect(render('{@|image-meta}', { title: 'T' })).not.toContain('component-key');
  });

  it('puts it after the licensed-preview mark', () => {
    expect(render('{@|image-meta}', { ...keyed, licensedAssetPreview: {} })).toMatch(
      /^data-licensed-asset-preview="true" data-component-key="k-1" /,
    );
  });
});
