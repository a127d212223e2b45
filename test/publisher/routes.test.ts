import { describe, expect, it } from 'vitest';
import { PAGE_TYPE } from '../../publisher/page-types';
import { listRoutes, normalizePath, NOT_FOUND_PATH } from '../../publisher/routes';
import { siteContent } from './site-fixture';

describe('listRoutes', () => {
  it('lists pages, collections and items at their URLs with their page types', () => {
    const routes = listRoutes(siteContent());
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r.pageType]));
    expect(byPath).toEqual({
      '/about': PAGE_TYPE.page,
      '/cart': PAGE_TYPE.commerceCart,
      '/': PAGE_TYPE.page,
      '/search': PAGE_TYPE.search,
      '/shop': PAGE_TYPE.collection,
      // A store's sort pages (publisher/collection-views.ts); its products have no categories to filter by.
      '/shop/sort/newest': PAGE_TYPE.collection,
      '/shop/sort/price-low-high': PAGE_TYPE.collection,
      '/shop/sort/price-high-low': PAGE_TYPE.collection,
      '/shop/sort/name': PAGE_TYPE.collection,
      '/shop/p/tee': PAGE_TYPE.item,
      '/shop/p/mug': PAGE_TYPE.item,
      '/journal': PAGE_TYPE.collection,
      '/journal/first': PAGE_TYPE.item,
      '/journal/second': PAGE_TYPE.item,
      '/journal/third': PAGE_TYPE.item,
      [NOT_FOUND_PATH]: PAGE_TYPE.notFound,
    });
  });

  it('takes a page type a page file declares', () => {
    const content = siteContent();
    content.pages[0].data.pageType = 7;
    expect(listRoutes(content).find((r) => r.path === '/about')?.pageType).toBe(7);
  });

  it('refuses two sources claiming one URL', () => {
    const content = siteContent();
    content.pages.push({ urlId: 'shop', data: { collection: { fullUrl: '/shop/' } } });
    expect(() => listRoutes(content)).toThrow('two pages claim the URL /shop (pages/shop.json and collections/shop/collection.json)');
  });

  it('normalizes paths', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/shop/')).toBe('/shop');
    expect(normalizePath('about')).toBe('/about');
  });
});
