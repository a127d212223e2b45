// The demo template as a shopper meets it: sale prices with the regular price struck through, product pages that
// show only what applies to the product type, the header's cart count, and the shop's category filter and sort.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../publisher';

const ROOT = path.resolve(__dirname, '../..');
const site = loadSite({ root: ROOT, now: Date.UTC(2026, 10, 22) });
const publish = (urlPath: string) => {
  const route = site.routes.find((r) => r.path === urlPath);
  if (!route) throw new Error(`no route ${urlPath}`);
  return site.publish(route);
};
const count = (html: string, needle: string) => html.split(needle).length - 1;
const REGULAR_TEE = '<span class="price-regular"><span class="visually-hidden">Original Price:</span><s>$25.00</s></span>';
/** The product cards' titles in page order. */
const cardTitles = (html: string) => [...html.matchAll(/<h3 class="product-card__title">([^<]*)<\/h3>/g)].map((m) => m[1]);

describe('a product on sale', () => {
  it('shows the regular price struck through beside its "from" sale price, in the list and on its page', () => {
    const shop = publish('/shop').body;
    const card = shop.slice(shop.indexOf('id="product-3ef290f429125ebe0da95424"'));
    expect(card.slice(0, card.indexOf('</article>'))).toContain(REGULAR_TEE);
    expect(count(shop, 'class="price-regular"')).toBe(1);
    const page = publish('/shop/p/classic-tee').body;
    expect(page).toMatch(/<div class="price-line">\s*<div class="product-price"[^>]*>\s*from \$20\.00\s*<\/div>\s*<span class="price-regular">/);
    expect(page).toContain('<div class="product-mark sale"');
  });

  it('prints no struck price for a product that is not on sale', () => {
    expect(publish('/shop/p/ceramic-mug').body).not.toContain('price-regular');
  });
});

describe('product pages by type', () => {
  it('shows reviews and shipping for a physical product', () => {
    const body = publish('/shop/p/classic-tee').body;
    expect(body).toContain('class="product-tabs"');
    // The tabs' behaviour is plain DOM on this markup (islands/enhancer-loaders.ts): no props repeat it.
    expect(body).toMatch(/<div class="product-tabs"[^>]* data-island="ProductTabs">/);
    expect(body).toContain('<summary>Shipping</summary>');
    expect(body).toContain('<summary>Returns</summary>');
  });

  it('shows neither a reviews tab, shipping nor returns for a digital product or a service, but what can be undone', () => {
    for (const [slug, undo] of [['field-guide-ebook', 'Refunds'], ['design-consultation', 'Cancellations']]) {
      const body = publish(`/shop/p/${slug}`).body;
      expect(body).not.toContain('class="product-tabs"');
      expect(body).not.toContain('<summary>Shipping</summary>');
      expect(body).not.toContain('<summary>Returns</summary>');
      expect(body).toContain(`<summary>${undo}</summary>`);
      expect(body).toContain('<div class="product-description prose">');
    }
  });

  it('makes a gallery of several images a named region the keyboard reaches', () => {
    expect(publish('/shop/p/classic-tee').body).toContain('<div class="product-gallery has-multiple" role="region" aria-label="Classic Organic Tee: images" tabindex="0"');
    expect(publish('/shop/p/ceramic-mug').body).toMatch(/<div class="product-gallery">/);
  });
});

describe('the header cart', () => {
  it('is a cart indicator with the count the cart store fills in, hidden at 0', () => {
    const body = publish('/about').body;
    expect(body).toContain('<span class="header-cart kiosk-cart-indicator cart-quantity-zero">');
    expect(body).toContain('<a class="header-cart__link" href="/cart">');
    expect(body).toContain('<span class="header-cart__count sqs-cart-quantity" aria-hidden="true">0</span>');
    // Not a .sqs-custom-cart: the floating pill stays.
    expect(body).not.toContain('sqs-custom-cart');
  });
});

describe('the shop’s category filter and sort', () => {
  it('links every category and sort from the shop, the current ones marked', () => {
    const body = publish('/shop').body;
    expect(body).toContain('<nav class="collection-browse" aria-label="Filter and sort">');
    expect(body).toContain('<a class="collection-browse__link" href="/shop" aria-current="page">All</a>');
    expect(body).toContain('<a class="collection-browse__link" href="/shop/category/apparel">Apparel</a>');
    expect(body).toContain('<a class="collection-browse__link" href="/shop/sort/price-low-high">Price, low to high</a>');
    // All and Featured, besides the navigations' links to the shop.
    expect(count(body, 'class="collection-browse__link" href="/shop" aria-current="page"')).toBe(2);
  });

  it('publishes a category page with its products, titled by the category', () => {
    const page = publish('/shop/category/gifts');
    expect(cardTitles(page.body)).toEqual(['Engraved Name Necklace', 'Gift Card']);
    expect(page.body).toContain('<h1 class="collection-header__title">Gifts</h1>');
    expect(page.body).toContain('<a class="collection-browse__link" href="/shop/category/gifts" aria-current="page">Gifts</a>');
    expect(page.head).not.toContain('noindex');
  });

  it('sorts by price and keeps a sorted page out of search results', () => {
    const page = publish('/shop/sort/price-low-high');
    const titles = cardTitles(page.body);
    expect(titles[0]).toBe('The Small-Batch Printing Field Guide (eBook)');
    expect(titles.at(-1)).toBe('One-Hour Design Consultation');
    expect(page.head).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<a class="collection-browse__link" href="/shop/category/gifts/sort/price-low-high">Gifts</a>');
  });
});
