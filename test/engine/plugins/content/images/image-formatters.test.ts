import { describe, expect, it } from 'vitest';
import { render } from '../render';

const image = {
  id: 'img1',
  title: 'A & B',
  originalSize: '1500x1000',
  assetUrl: '/a.jpg',
  mediaFocalPoint: { x: 0.3, y: 0.7 },
};

describe('image-meta', () => {
  it('lists source, dimensions, focal point and alt text', () => {
    expect(render('{@|image-meta}', image)).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="1500x1000" data-image-focal-point="0.3,0.7" alt="A &amp; B" ',
    );
  });

  it('centres a missing focal point and reads partial ones as numbers', () => {
    expect(render('{@|image-meta}', {})).toContain('data-image-focal-point="0.5,0.5"');
    expect(render('{@|image-meta}', { mediaFocalPoint: { x: '0.3' } })).toContain('data-image-focal-point="0.3,0"');
    expect(render('{@|image-meta}', { mediaFocalPoint: { x: 'abc', y: 1 } })).toContain('data-image-focal-point="NaN,1"');
  });

  it('marks licensed previews only when the preview is an object', () => {
    expect(render('{@|image-meta}', { licensedAssetPreview: {} })).toMatch(/^data-licensed-asset-preview="true" /);
    expect(render('{@|image-meta}', { licensedAssetPreview: [] })).not.toContain('licensed');
  });

  it('prints nothing for a missing image', () => {
    expect(render('{nope|image-meta}', {})).toBe('');
  });
});

describe('image', () => {
  it('writes a noscript fallback and the loader img with the default class', () => {
    const out = render('{@|image}', image);
    expect(out).toBe(
      '<noscript><img src="/a.jpg" alt="A &amp; B" /></noscript>' +
        '<img class="thumb-image" data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="1500x1000" ' +
        'data-image-focal-point="0.3,0.7" alt="A &amp;amp; B" data-load="false" data-image-id="img1" data-type="image" />',
    );
  });

  it('takes the class from a single argument only', () => {
    expect(render('{@|image hero}', image)).toContain('<img class="hero" ');
    expect(render('{@|image a b}', image)).toContain('<img class="thumb-image" ');
  });

  it('leaves out the attribute list when the image is missing', () => {
    expect(render('{nope|image}', {})).toBe(
      '<noscript><img src="" alt="" /></noscript><img class="thumb-image" data-load="false" data-image-id="" data-type="image" />',
    );
  });
});

describe('child-image-meta and cover-image-meta', () => {
  const gallery = { items: [{ title: 'first' }, { title: 'second' }], coverImage: { title: 'cover' } };

  it('describes the nth child, the first by default', () => {
    expect(render('{@|child-image-meta}', gallery)).toContain('alt="first"');
    expect(render('{@|child-image-meta 1}', gallery)).toContain('alt="second"');
  });

  it('prints nothing when there is no such child', () => {
    expect(render('{@|child-image-meta 2}', gallery)).toBe('');
    expect(render('{@|child-image-meta -1}', gallery)).toBe('');
    expect(render('{@|child-image-meta x}', gallery)).toBe('');
  });

  it('describes the cover image', () => {
    expect(render('{@|cover-image-meta}', gallery)).toContain('alt="cover"');
    expect(render('{@|cover-image-meta}', {})).toBe('');
  });
});
