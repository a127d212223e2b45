import { describe, expect, it } from 'vitest';
import { attachImageData } from '../../../publisher/images/attach-image-data';
import type { CatalogImage, ImageCatalog } from '../../../publisher/images/image-catalog';
import type { SiteContent } from '../../../publisher/source/load-content';

const colors = {
  topLeftAverage: '111111',
  topRightAverage: '222222',
  bottomLeftAverage: '333333',
  bottomRightAverage: '444444',
  centerAverage: '555555',
};

const mug: CatalogImage = {
  url: '/images/mug.jpg',
  width: 1200,
  height: 1600,
  colorData: colors,
  base: '/images/mug.0123abcd',
  fallback: 'jpg',
  widths: [100, 300, 500, 750, 1000, 1200],
  files: [],
};

function content(parts: Partial<SiteContent>): SiteContent {
  return { dir: '/x', site: {}, navigation: {}, collections: [], pages: [], forms: new Map(), imagesDir: '/x/images', ...parts };
}

describe('attachImageData', () => {
  it('describes every record showing a processed image: item, main image, gallery, page image, site logo', () => {
    const item = {
      id: 'i1',
      assetUrl: '/images/mug.jpg',
      mainImage: { assetUrl: '/images/mug.jpg', originalSize: '10x10' },
      items: [{ assetUrl: '/images/mug.jpg' }, { assetUrl: '/images/other.jpg', originalSize: '5x5' }],
    };
    const page = { collection: { mainImage: { assetUrl: '/images/mug.jpg' } } };
    const site = { website: { logoImage: { assetUrl: '/images/mug.jpg' } } };
    const catalog: ImageCatalog = new Map([[mug.url, mug]]);
    attachImageData(
      content({ site, pages: [{ urlId: 'about', data: page }], collections: [{ urlId: 'shop', collection: {}, items: [item] }] }),
      catalog,
    );
    const described = {
      originalSize: '1200x1600',
      systemDataVariants: '1200x1600,100w,300w,500w,750w,1000w,1200w',
      renditions: { base: '/images/mug.0123abcd', fallback: 'jpg' },
      colorData: colors,
    };
    for (const record of [item, item.mainImage, item.items[0], page.collection.mainImage, site.website.logoImage]) {
      expect(record).toMatchObject(described);
    }
    // An image the build has not processed keeps what the content says.
    expect(item.items[1]).toEqual({ assetUrl: '/images/other.jpg', originalSize: '5x5' });
  });

  it("keeps the content's own colours and focal point", () => {
    const own = { centerAverage: 'abcdef' };
    const image = { assetUrl: '/images/mug.jpg', colorData: own, mediaFocalPoint: { x: 0.2, y: 0.8 } };
    attachImageData(content({ pages: [{ urlId: 'p', data: { image } }] }), new Map([[mug.url, mug]]));
    expect(image.colorData).toBe(own);
    expect(image.mediaFocalPoint).toEqual({ x: 0.2, y: 0.8 });
    expect(image).toHaveProperty('renditions');
  });

  it('describes a shared record, ends on a cycle, and leaves everything alone when nothing is processed', () => {
    const shared = { assetUrl: '/images/mug.jpg' };
    const data = { a: shared, b: [shared, shared] };
    attachImageData(content({ pages: [{ urlId: 'p', data }] }), new Map([[mug.url, mug]]));
    expect(shared).toHaveProperty('systemDataVariants');
    const looped: Record<string, unknown> = { assetUrl: '/images/mug.jpg' };
    looped.self = looped;
    attachImageData(content({ pages: [{ urlId: 'p', data: { looped } }] }), new Map([[mug.url, mug]]));
    expect(looped).toHaveProperty('systemDataVariants');
    const untouched = { assetUrl: '/images/mug.jpg' };
    attachImageData(content({ pages: [{ urlId: 'p', data: { untouched } }] }), new Map());
    expect(untouched).toEqual({ assetUrl: '/images/mug.jpg' });
  });
});
