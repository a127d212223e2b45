// Search engines and feed readers: the head tags each page gets, the sitemap, robots.txt, the blog feed and a
// product's JSON-LD, on the test site and on the demo store's real products.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listRoutes, type Route } from '../../../publisher/routes';
import { renderFeed, siteFeeds } from '../../../publisher/seo/feeds';
import { productStructuredData } from '../../../publisher/seo/product-structured-data';
import { seoHead } from '../../../publisher/seo/seo-head';
import { renderRobots, renderSitemap } from '../../../publisher/seo/sitemap';
import { loadContent } from '../../../publisher/source/load-content';
import type { JsonObject } from '../../../publisher/source/read-json';
import { product, siteContent } from '../site-fixture';

const BASE = 'https://shop.example';
const content = siteContent({ site: { website: { title: 'Test Shop', baseUrl: `${BASE}/` }, websiteSettings: {} } });
const routes = listRoutes(content);
const at = (p: string) => routes.find((r) => r.path === p) as Route;
const demo = loadContent(path.resolve(__dirname, '../../../content'));
const demoItem = (slug: string) => demo.collections.flatMap((c) => c.items).find((i) => i.urlId === slug) as JsonObject;

function jsonLd(head: string): Record<string, any> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head);
  if (!match) throw new Error(`no JSON-LD in ${head}`);
  return JSON.parse(match[1]);
}

describe('head tags', () => {
  const feeds = siteFeeds(routes);

  it('gives an indexable page its canonical address and og:url', () => {
    const head = seoHead(content, at('/about'), feeds, '');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/about">');
    expect(head).toContain('<meta property="og:url" content="https://shop.example/about">');
    expect(head).not.toContain('noindex');
    expect(seoHead(content, at('/'), feeds, '')).toContain('href="https://shop.example/"');
  });

  it('keeps the search and not-found pages out of search results', () => {
    for (const p of ['/search', '/404']) {
      const head = seoHead(content, at(p), feeds, '');
      expect(head, p).toContain('<meta name="robots" content="noindex">');
      expect(head, p).not.toContain('canonical');
    }
  });

  it('lets crawlers index the cart page, which shows no visitor\'s cart when published', () => {
    const head = seoHead(content, at('/cart'), feeds, '');
    expect(head).not.toContain('noindex');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/cart">');
  });

  it('honours a page the owner hid from search engines', () => {
    const hidden = siteContent({
      site: content.site,
      pages: [{ urlId: 'thanks', data: { collection: { title: 'Thanks', urlId: 'thanks', seoData: { seoHidden: true } } } }],
    });
    const route = listRoutes(hidden).find((r) => r.path === '/thanks')!;
    expect(seoHead(hidden, route, [], '')).toContain('noindex');
  });

  it('does not repeat a tag the template printed', () => {
    const head = seoHead(content, at('/about'), feeds, '<link rel="canonical" href="/x"><meta property="og:url" content="/x">');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
  });

  it('links the blog and its posts to the blog feed', () => {
    for (const p of ['/journal', '/journal/first']) {
      expect(seoHead(content, at(p), feeds, ''), p).toContain('<link rel="alternate" type="application/rss+xml" title="Journal" href="/journal/rss.xml">');
    }
    expect(seoHead(content, at('/about'), feeds, '')).not.toContain('rss');
  });

  it('prints a product page\'s JSON-LD so no text in it can close the script', () => {
    const sneaky = siteContent({
      site: content.site,
      collections: [{ ...content.collections[0], items: [product('x', { title: 'Mug </script><script>alert(1)</script>' })] }],
    });
    const route = listRoutes(sneaky).find((r) => r.path === '/shop/p/x')!;
    const head = seoHead(sneaky, route, [], '');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(head).name).toBe('Mug </script><script>alert(1)</script>');
  });
});

describe('product JSON-LD (demo store)', () => {
  it('offers each variant of the tee at its sale price with its stock', () => {
    const data = productStructuredData(demoItem('classic-tee'), `${BASE}/shop/p/classic-tee`, BASE);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Classic Organic Tee', url: `${BASE}/shop/p/classic-tee` });
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: '20.00' });
    const offers = (data.offers as { offers: Array<{ sku: string; price: string; availability: string }> }).offers;
    expect(offers.find((o) => o.sku === 'SQ-TEE-BLK-S')).toMatchObject({ price: '20.00', availability: 'https://schema.org/InStock' });
    expect((data.image as string[])[0]).toMatch(/^https:\/\/shop\.example\/images\//);
  });

  it('says a sold-out product is out of stock, and a digital product is always in stock', () => {
    const print = productStructuredData(demoItem('limited-print'), `${BASE}/shop/p/limited-print`, BASE);
    const printOffers = 'offers' in (print.offers as object) ? (print.offers as { offers: Array<{ availability: string }> }).offers : [print.offers as { availability: string }];
    expect(printOffers.every((o) => o.availability === 'https://schema.org/OutOfStock')).toBe(true);
    const ebook = productStructuredData(demoItem('field-guide-ebook'), `${BASE}/shop/p/field-guide-ebook`, BASE);
    expect(ebook.offers).toMatchObject({ '@type': 'Offer', availability: 'https://schema.org/InStock', priceCurrency: 'USD' });
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the indexable pages with their last change, not the utility pages', () => {
    const xml = renderSitemap(routes, BASE);
    for (const p of ['/', '/about', '/shop', '/shop/p/tee', '/journal', '/journal/first']) expect(xml, p).toContain(`<loc>${BASE}${p === '/' ? '/' : p}</loc>`);
    for (const p of ['/cart', '/search', '/404']) expect(xml, p).not.toContain(`<loc>${BASE}${p}</loc>`);
    expect(xml).toContain('<lastmod>1970-01-01</lastmod>');
  });

  it('leaves out the demo store\'s account pages and protected pages', () => {
    const xml = renderSitemap(listRoutes(demo), BASE);
    expect(xml).toContain(`<loc>${BASE}/shop/p/classic-tee</loc>`);
    expect(xml).not.toContain('/account');
    expect(xml).not.toContain('/newsletter/confirm');
  });

  it('keeps crawlers off the API and the store\'s private steps, and names the sitemap', () => {
    const robots = renderRobots(BASE);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Disallow: /search');
    // The cart's page is open to crawlers (only kept out of the sitemap).
    expect(robots).not.toMatch(/^Disallow: \/cart/m);
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(renderRobots(undefined)).not.toContain('Sitemap');
  });
});

describe('blog feed', () => {
  it('lists published posts newest first, with absolute links', () => {
    const [feed] = siteFeeds(routes);
    expect(feed.path).toBe('/journal/rss.xml');
    const xml = renderFeed(content, feed, 2);
    const titles = [...xml.matchAll(/<item>\s*<title>(.*?)<\/title>/g)].map((m) => m[1]);
    // The third post is published at 3, after the build's clock (2).
    expect(titles).toEqual(['Second', 'First']);
    expect(xml).toContain(`<link>${BASE}/journal/second</link>`);
    expect(xml).toContain(`<atom:link href="${BASE}/journal/rss.xml" rel="self" type="application/rss+xml"/>`);
  });

  it('escapes what would break the XML', () => {
    const odd = siteContent({
      site: content.site,
      collections: [{ ...content.collections[1], items: [{ id: 'q', title: 'Fish & <Chips>', urlId: 'q', publishOn: 1, excerpt: '<p>a & b</p>' }] }],
    });
    const xml = renderFeed(odd, siteFeeds(listRoutes(odd))[0], 10);
    expect(xml).toContain('<title>Fish &amp; &lt;Chips&gt;</title>');
    expect(xml).toContain('<description>&lt;p&gt;a &amp; b&lt;/p&gt;</description>');
  });
});
