/** Writes a small Kiosk project (content/ and templates/) into a temporary folder for publisher tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { product } from './site-fixture';

export type ProjectFiles = Record<string, string | object>;

export function writeProject(files: ProjectFiles): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kiosk-project-'));
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  }
  return root;
}

export const baseProject: ProjectFiles = {
  'content/website.json': { website: { title: 'Fixture Shop', language: 'en-US' }, websiteSettings: {} },
  'content/navigation.json': { mainNavigation: [{ title: 'Shop', url: '/shop' }] },
  'content/collections/shop/collection.json': { id: 'shop-id', title: 'Shop', urlId: 'shop', fullUrl: '/shop', typeName: 'products' },
  'content/collections/shop/items/tee.json': product('tee'),
  'content/pages/about.json': { collection: { title: 'About', urlId: 'about', fullUrl: '/about' }, mainContent: '<p>We make things.</p>' },
  'content/pages/cart.json': { collection: { title: 'Cart', urlId: 'cart' } },
  'content/pages/not-found.json': { collection: { title: 'Not found', urlId: 'not-found' } },
  'content/images/tee.jpg': 'jpeg bytes',
  'templates/template.conf': { name: 'Fixture', stylesheets: ['base.css', 'site.css'] },
  'templates/site.region':
    '<!doctype html><html lang="{website.language}"><head><title>{squarespace.page-title}</title></head>' +
    '<body class="page-{pageType}"><header>{website.title}</header><main>{squarespace.main-content}</main></body></html>',
  'templates/collections/products.list': '{.repeated section items}{@|apply product-card.block}{.end}',
  'templates/collections/products.item': '<h1>{item.title}</h1>{item|product-price}{item|add-to-cart-btn}',
  'templates/blocks/product-card.block': '<a class="card" href="{fullUrl}">{title}</a>',
  'templates/pages/about.page': '<article>{mainContent}</article>',
  'templates/pages/not-found.page': '<h1>Page not found</h1>',
  'templates/styles/site.css': 'body { color: black; }',
  'templates/styles/base.css': '@font-face { src: url(fonts/a.woff2); }',
  'templates/styles/fonts/a.woff2': 'font bytes',
  'templates/assets/logo.svg': '<svg/>',
};
