import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../publisher';
import { listPublishedAssets, findPublishedAsset } from '../../publisher/assets';
import { baseProject, writeProject } from './project-fixture';

describe('SitePublisher on a project folder', () => {
  const root = writeProject(baseProject);
  const site = loadSite({ root, now: 0 });
  const publish = (urlPath: string) => site.publish(site.routes.find((r) => r.path === urlPath)!);

  it('lists the pages Astro publishes, the not-found page apart', () => {
    expect(site.pageRoutes().map((r) => r.path)).toEqual(['/about', '/cart', '/shop', '/shop/p/tee']);
    expect(site.notFoundRoute().path).toBe('/404');
  });

  it('renders a product page in two steps and splits the document', () => {
    const page = publish('/shop/p/tee');
    expect(page.title).toBe('TEE — Fixture Shop');
    expect(page.lang).toBe('en-US');
    expect(page.htmlAttributes).toEqual({}); // lang is carried apart, so the layout prints it once
    expect(page.head).toBe('<title>TEE — Fixture Shop</title>');
    expect(page.bodyAttributes).toEqual({ class: 'page-50' });
    expect(page.body).toMatch(/^<header>Fixture Shop<\/header><main><h1>TEE<\/h1>\s*<div class="product-price"/);
    expect(page.warnings).toEqual([]);
  });

  it('server-renders the add-to-cart island with the product variants', () => {
    const page = publish('/shop/p/tee');
    expect(page.body).toContain('data-island="AddToCart"');
    expect(page.body).toContain('"sku":"tee-S"');
    expect(page.body).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
  });

  it("turns the page product's price into an island with every variant's price", () => {
    const page = publish('/shop/p/tee');
    expect(page.body).toMatch(/<div class="product-price" data-island="ProductPrice" data-props='\{"itemId":"id-tee"/);
    expect(page.body).toContain('"bySku":{"tee-S":');
    expect(page.body).toContain('"tee-M":');
  });

  it('adds the cart pill to every page, set to stay hidden on the cart page', () => {
    expect(publish('/about').body).toMatch(/<div data-island="CartPill" data-props='\{"cartUrl":"\/cart","onCartPage":false\}' data-island-cart>/);
    expect(publish('/cart').body).toContain('"onCartPage":true');
  });

  it('renders list pages with block partials and pages with their .page template', () => {
    expect(publish('/shop').body).toContain('<main><a class="card" href="/shop/p/tee">TEE</a></main>');
    expect(publish('/about').body).toContain('<main><article><p>We make things.</p></article></main>');
    expect(publish('/cart').body).toContain('<main></main>');
    expect(site.publish(site.notFoundRoute()).body).toContain('<h1>Page not found</h1>');
  });

  it('joins the stylesheets in template.conf order', () => {
    expect(site.stylesheet()).toBe('/* styles/base.css */\n@font-face { src: url(fonts/a.woff2); }\n/* styles/site.css */\nbody { color: black; }');
  });

  it('publishes images, template assets and the files beside the stylesheets', () => {
    const assets = listPublishedAssets(root).map((a) => [a.url, path.relative(root, a.file)]);
    expect(assets).toEqual([
      ['/images/tee.jpg', path.join('content', 'images', 'tee.jpg')],
      ['/assets/logo.svg', path.join('templates', 'assets', 'logo.svg')],
      ['/fonts/a.woff2', path.join('templates', 'styles', 'fonts', 'a.woff2')],
    ]);
    expect(findPublishedAsset(root, '/fonts/a.woff2?v=1')?.url).toBe('/fonts/a.woff2');
    expect(findPublishedAsset(root, '/site.css')).toBeUndefined();
  });
});

describe('SitePublisher errors', () => {
  it('stops on a template syntax error with file:line:column', () => {
    const root = writeProject({ ...baseProject, 'templates/collections/products.item': '<h1>\n{.section item}{title}' });
    const site = loadSite({ root });
    const route = site.routes.find((r) => r.path === '/shop/p/tee')!;
    expect(() => site.publish(route)).toThrow(/^templates\/collections\/products\.item:\d+:\d+: /);
  });

  it('names a bad content file and where', () => {
    const root = writeProject({ ...baseProject, 'content/pages/about.json': '{"collection": {"title": "About",}}' });
    expect(() => loadSite({ root })).toThrow(`${path.join(root, 'content/pages/about.json')}:1:34: invalid JSON: expected a property name in double quotes but found character "}"`);
  });

  it('names a stylesheet template.conf lists but styles/ lacks', () => {
    const root = writeProject({ ...baseProject, 'templates/template.conf': { stylesheets: ['missing.css'] } });
    expect(() => loadSite({ root })).toThrow('template.conf: stylesheet "missing.css" not found in styles/');
  });
});
