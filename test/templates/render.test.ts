// The demo store renders through the publisher with the default template: every route without a template
// error, and each page with the parts the site contract and the storefront need.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../publisher';
import { buildPageContext } from '../../publisher/page-context';
import { renderPage } from '../../publisher/render-page';
import { TemplateCompiler } from '../../publisher/template-compiler';

const ROOT = path.resolve(__dirname, '../..');
const NOW = Date.UTC(2026, 10, 22);
const site = loadSite({ root: ROOT, now: NOW });
const publish = (urlPath: string) => {
  const route = site.routes.find((r) => r.path === urlPath);
  if (!route) throw new Error(`no route ${urlPath}`);
  return site.publish(route);
};
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('every page of the demo store', () => {
  for (const route of site.routes) {
    it(`renders ${route.path} without template errors`, () => {
      const page = site.publish(route);
      expect(page.warnings).toEqual([]);
      expect(page.body).toContain('<main id="main" class="site-main"');
      expect(page.body).toContain('<span class="site-brand__name">Kiosk Supply Co.</span>');
      expect(page.head).toContain('<link rel="stylesheet" href="/site.css">');
    });
  }
});

describe('shop', () => {
  it('lists the eight products with their marks', () => {
    const body = publish('/shop').body;
    expect(count(body, '<article class="product-card')).toBe(8);
    expect(body).toMatch(/<article class="product-card is-sold-out" id="product-2ad90845e2bdb051ccf14357"/);
    expect(body).toMatch(/<article class="product-card is-on-sale" id="product-3ef290f429125ebe0da95424"/);
    expect(body).toContain('<div class="product-mark sold-out">sold out</div>');
    expect(body).toContain('<div class="product-mark sale">sale</div>');
    expect(body).toContain('<a class="nav-list__link" href="/shop" aria-current="page">Shop</a>');
  });

  it('lays out a product page with gallery, price, options, quantity and button', () => {
    const page = publish('/shop/p/classic-tee');
    expect(page.head).toContain('<meta property="og:type" content="product">');
    expect(count(page.body, 'class="product-gallery__image"')).toBe(2);
    for (const part of ['class="product-price"', 'class="product-variants"', 'class="product-quantity-input"', 'class="sqs-add-to-cart-button ']) {
      expect(page.body).toContain(part);
    }
    expect(page.body).toContain('<li><span aria-current="page">Classic Organic Tee</span></li>');
  });

  it('offers the restock sign-up and prints the button hidden, for a restock to show, when a product is sold out', () => {
    const body = publish('/shop/p/limited-print').body;
    expect(body).toContain('Sold out for now. Choose an option to hear when it is back.');
    const hidden = body.slice(body.indexOf('<div class="product-form__purchase" hidden data-awaiting-stock>'), body.indexOf('class="product-restock"'));
    expect(hidden).toContain('data-island="AddToCart"');
    expect(body).toContain('class="product-variants"');
    // In stock: the purchase controls are shown as printed.
    expect(publish('/shop/p/classic-tee').body).toContain('<div class="product-form__purchase">');
  });

  it('shows no quantity for a subscription and labels its button Subscribe', () => {
    const body = publish('/shop/p/coffee-subscription').body;
    expect(body).not.toContain('class="product-quantity-input"');
    expect(body).toContain('<div class="sqs-add-to-cart-button-inner">Subscribe</div>');
  });
});

describe('journal', () => {
  it('lists the three stories, newest first, the first as the lead', () => {
    const body = publish('/journal').body;
    expect(count(body, '<article class="post-card')).toBe(3);
    const titles = [...body.matchAll(/<h3 class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(titles).toEqual(['/journal/autumn-brew-notes', '/journal/two-colour-riso', '/journal/speckled-glaze']);
    expect(body).toContain('post-list__entry post-list__entry--lead');
  });

  it('renders a story with its date, author, image and neighbours', () => {
    const page = publish('/journal/two-colour-riso');
    expect(page.body).toContain('<time datetime="2026-10-14T08:00:00-04:00">October 14, 2026</time>');
    expect(page.body).toContain('<span class="post-byline__author">By Theo Okafor</span>');
    expect(page.body).toMatch(/src="\/images\/journal-two-colour-riso\.(?:[0-9a-f]{8}\.\d+w\.)?jpg"/);
    expect(page.body).toContain('<span class="post-pagination__label">Newer story</span>Brewing notes for the autumn roast');
    expect(page.body).toContain('<span class="post-pagination__label">Older story</span>Where the speckles come from');
  });
});

describe('pages', () => {
  it('gives the cart page the cart root the cart island fills, hydrated only for a visitor who holds a cart', () => {
    const page = publish('/cart');
    expect(page.pageType).toBe(205);
    expect(page.body).toMatch(/<div id="sqs-cart-root" data-island="CartPage" data-props='[^']*' data-island-cart="held"><div class="kiosk-cart"/);
    // The empty state a visitor without a cart reads, printed beside the loading line.
    expect(page.body).toContain('<p class="kiosk-cart__none-title">Your cart is empty.</p>');
  });

  it('gives the gift-card page its purchase island (loading until the card is read), and says it needs JavaScript', () => {
    const page = publish('/commerce/gift-card');
    expect(page.pageType).toBe(2);
    const island = /<div class="kiosk-gift-card-purchase"[^>]* data-island="GiftCardPurchase" data-props='([^']*)'>(.*?)<\/div>/.exec(page.body);
    expect(JSON.parse((island?.[1] ?? '{}').replaceAll('&quot;', '"'))).toEqual({
      locale: 'en-US', loadingText: 'Loading your gift card…', cartUrl: '/cart', shopUrl: '/shop',
    });
    expect(island?.[2]).toBe('<p class="gift-card-purchase__status">Loading your gift card…</p>');
    expect(page.body).toContain('<noscript><p class="empty-state">Buying a gift card needs JavaScript.');
  });

  it('gives the not-found page a way back', () => {
    const body = site.publish(site.notFoundRoute()).body;
    expect(body).toContain('<h1 class="page-header__title">Page not found</h1>');
    expect(body).toContain('action="/search"');
  });
});

describe('with the form definitions in the page context (site contract: forms/)', () => {
  const compiler = new TemplateCompiler();
  const render = (urlPath: string) => {
    const route = site.routes.find((r) => r.path === urlPath)!;
    const context = { ...buildPageContext(site.content, route), forms: Object.fromEntries(site.content.forms) };
    return renderPage(site.templates, compiler, route, context, NOW);
  };

  it('renders the contact form from content/forms/contact.json', () => {
    const { html, warnings } = render('/contact');
    expect(warnings).toEqual([]);
    expect(html).toContain('<form class="site-form" action="#" data-form-id="contact"');
    expect(count(html, 'class="form-item ')).toBe(4);
    expect(html).toContain('maxlength="1000"');
    expect(html).toContain('<p class="form-item__counter" aria-live="polite">0 / 1000</p>');
    expect(html).toContain('<option value="Wholesale">Wholesale</option>');
  });

  it('puts the newsletter form in the footer of every page', () => {
    for (const urlPath of ['/', '/shop/p/ceramic-mug', '/journal']) {
      const { html } = render(urlPath);
      expect(html).toMatch(/<footer class="site-footer">[\s\S]*<form class="newsletter-form" action="#" data-form-id="newsletter"/);
    }
  });
});
