/** A small site (content as loaded) for publisher tests: a store with two products, a blog, pages. */
import type { SiteContent } from '../../publisher/source/load-content';

export function product(slug: string, extra: Record<string, unknown> = {}) {
  return {
    id: `id-${slug}`,
    collectionId: 'shop-id',
    recordType: 11,
    title: slug.toUpperCase(),
    urlId: slug,
    fullUrl: `/shop/p/${slug}`,
    publishOn: 100,
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [
        { sku: `${slug}-S`, attributes: { Size: 'S' }, qtyInStock: 2, unlimited: false },
        { sku: `${slug}-M`, attributes: { Size: 'M' }, qtyInStock: 0, unlimited: false },
      ],
      useCustomAddButtonText: false,
    },
    ...extra,
  };
}

export function siteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  return {
    dir: '/site/content',
    site: { website: { title: 'Test Shop', language: 'en-US', timeZone: 'America/New_York' }, websiteSettings: {} },
    navigation: { mainNavigation: [{ title: 'Shop', url: '/shop' }] },
    collections: [
      {
        urlId: 'shop',
        collection: { id: 'shop-id', title: 'Shop', urlId: 'shop', fullUrl: '/shop', typeName: 'products', type: 13 },
        items: [product('tee', { publishOn: 100 }), product('mug', { publishOn: 300 })],
      },
      {
        urlId: 'journal',
        collection: { id: 'journal-id', title: 'Journal', urlId: 'journal', fullUrl: '/journal', typeName: 'blog', type: 1 },
        items: [
          { id: 'p1', title: 'First', urlId: 'first', publishOn: 1 },
          { id: 'p2', title: 'Second', urlId: 'second', publishOn: 2 },
          { id: 'p3', title: 'Third', urlId: 'third', publishOn: 3 },
        ],
      },
    ],
    pages: [
      { urlId: 'about', data: { collection: { title: 'About', urlId: 'about', fullUrl: '/about' }, mainContent: '<p>About us</p>' } },
      { urlId: 'cart', data: { collection: { title: 'Cart', urlId: 'cart' } } },
      { urlId: 'home', data: { collection: { title: 'Home', urlId: 'home', fullUrl: '/' }, mainContent: '<p>Welcome</p>' } },
      { urlId: 'not-found', data: { collection: { title: 'Not found', urlId: 'not-found' } } },
      { urlId: 'search', data: { collection: { title: 'Search', urlId: 'search' } } },
    ],
    forms: new Map(),
    imagesDir: '/site/content/images',
    ...overrides,
  };
}
