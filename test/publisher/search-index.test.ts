import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadSite } from '../../publisher';
import { buildSearchIndex, plainText, shorten } from '../../publisher/search-index';
import { listRoutes } from '../../publisher/routes';
import { SearchIndex } from '../../schemas/search';
import { product, siteContent } from './site-fixture';

describe('buildSearchIndex', () => {
  it("lists products with the price their page prints, then posts, then the pages the navigation links to", () => {
    const content = siteContent({
      site: { website: { title: 'Test Shop', language: 'en-US', useCLDRMoneyFormat: true }, websiteSettings: { storeSettings: { selectedCurrency: 'USD' } } },
      navigation: { mainNavigation: [{ title: 'Shop', url: '/shop/' }, { title: 'About', url: '/about' }, { title: 'Elsewhere', url: 'https://x.example' }] },
    });
    content.collections[0].items = [
      product('tee', {
        excerpt: '<p>Soft &amp; <em>organic</em>.</p>', tags: ['apparel'], categories: ['Tops'], mainImage: { assetUrl: '/images/tee.jpg', originalSize: '800x600' },
        structuredContent: { productType: 1, variants: [{ sku: 'T', qtyInStock: 3, priceMoney: { currency: 'USD', value: '12.00' } }] },
      }),
      product('gone', { structuredContent: { productType: 1, variants: [{ sku: 'G', qtyInStock: 0, priceMoney: { currency: 'USD', value: '5.00' } }] } }),
    ];
    const index = buildSearchIndex(content, listRoutes(content), { locale: 'en-US', now: 0 });
    expect(z.safeParse(SearchIndex, index).success).toBe(true);
    expect(index.entries.map((e) => [e.type, e.url])).toEqual([
      ['product', '/shop/p/tee'],
      ['product', '/shop/p/gone'],
      ['post', '/journal/first'],
      ['post', '/journal/second'],
      ['post', '/journal/third'],
      ['page', '/about'],
      ['page', '/shop'],
    ]);
    expect(index.entries[0]).toEqual({
      type: 'product', title: 'TEE', url: '/shop/p/tee', excerpt: 'Soft & organic.', keywords: ['apparel', 'Tops'],
      image: { url: '/images/tee.jpg', width: 800, height: 600 }, price: '$12.00',
    });
    expect(index.entries[1]).toMatchObject({ price: '$5.00', soldOut: true });
    expect(index.entries.find((e) => e.url === '/about')).toEqual({ type: 'page', title: 'About', url: '/about', excerpt: 'About us', keywords: [] });
  });

  it('is the demo store: eight products with their prices, three stories, four pages; no cart, search or 404', () => {
    const index = loadSite({ root: path.resolve(__dirname, '../..'), now: 0 }).searchIndex();
    const products = index.entries.filter((e) => e.type === 'product');
    expect(products).toHaveLength(8);
    expect(products.find((e) => e.url === '/shop/p/ceramic-mug')?.price).toBe('$18.00');
    expect(products.find((e) => e.url === '/shop/p/classic-tee')?.price).toBe('from $20.00');
    expect(products.find((e) => e.url === '/shop/p/limited-print')?.soldOut).toBe(true);
    expect(index.entries.filter((e) => e.type === 'post')).toHaveLength(3);
    expect(index.entries.filter((e) => e.type === 'page').map((e) => e.url).sort()).toEqual(['/about', '/contact', '/journal', '/shop']);
    expect(JSON.stringify(index).length).toBeLessThan(8 * 1024);
  });
});

describe('plainText and shorten', () => {
  it('turns HTML into one line of text', () => {
    expect(plainText('<p>Tea &amp; <b>cake</b></p><p>at&nbsp;four<br>o&#8217;clock</p>')).toBe('Tea & cake at four o’clock');
  });

  it('cuts at a word with an ellipsis', () => {
    expect(shorten('short', 10)).toBe('short');
    expect(shorten('one two three four five', 12)).toBe('one two…');
  });
});
