// A store's category and sort pages: their URLs, their products and order, the links each page marks current,
// and which of them search engines are told about.
import { describe, expect, it } from 'vitest';
import { categorySlug, collectionViews } from '../../publisher/collection-views';
import { buildPageContext } from '../../publisher/page-context';
import { listRoutes } from '../../publisher/routes';
import { isIndexable } from '../../publisher/seo/indexing';
import type { ContentCollection } from '../../publisher/source/load-content';
import type { JsonObject } from '../../publisher/source/read-json';
import { product, siteContent } from './site-fixture';

/** A product at one price (cents) in `categories`. */
function priced(slug: string, cents: number, categories: string[], publishOn: number): JsonObject {
  const money = { currency: 'USD', value: (cents / 100).toFixed(2) };
  const item = product(slug, { categories, publishOn }) as JsonObject;
  const content = item.structuredContent as JsonObject;
  content.variants = [{ sku: `${slug}-1`, attributes: {}, price: cents, priceMoney: money, onSale: false, qtyInStock: 5, unlimited: false }];
  content.variantOptionOrdering = [];
  return item;
}

function store(): ContentCollection {
  return {
    urlId: 'shop',
    collection: { id: 'shop-id', title: 'Shop', urlId: 'shop', fullUrl: '/shop', typeName: 'products', categories: ['Prints', 'Home & Garden'] },
    items: [
      priced('zebra-print', 4000, ['Prints'], 300),
      priced('apron', 2500, ['Home & Garden'], 100),
      priced('mug', 1800, ['Home & Garden', 'Gifts'], 200),
    ],
  };
}

const titles = (collection: ContentCollection) => collection.items.map((i) => i.title);
const viewAt = (path: string) => {
  const view = collectionViews(store(), '/shop', 'en-US').find((v) => v.path === path);
  if (!view) throw new Error(`no view at ${path}`);
  return view.collection;
};
const current = (links: unknown) => (links as { title: string; current: boolean }[]).filter((l) => l.current).map((l) => l.title);

describe('collectionViews', () => {
  it('publishes a page per category and per sort, and per category and sort, beside the store', () => {
    const paths = collectionViews(store(), '/shop', 'en-US').map((v) => v.path);
    expect(paths.slice(0, 5)).toEqual(['/shop', '/shop/sort/newest', '/shop/sort/price-low-high', '/shop/sort/price-high-low', '/shop/sort/name']);
    // The collection's own categories in its order, then one only an item names.
    expect(paths.filter((p) => !p.includes('/sort/'))).toEqual(['/shop', '/shop/category/prints', '/shop/category/home-garden', '/shop/category/gifts']);
    expect(paths).toContain('/shop/category/home-garden/sort/price-low-high');
    expect(paths).toHaveLength(4 * 5);
  });

  it("sorts by name as the page's language does (numbers by value, case and accents alike), equals in the store's order", () => {
    const names = ['Print No. 10', 'print no. 2', 'Älpha', 'Print No. 1', 'alpha', 'Beta', 'ALPHA'];
    const shop: ContentCollection = {
      ...store(),
      items: names.map((title, i) => ({ ...priced(`p-${i}`, i % 2 === 0 ? 1000 : 2000, [], 100), title })),
    };
    const views = collectionViews(shop, '/shop', 'en-US');
    const sorted = (path: string) => views.find((v) => v.path === path)!.collection.items.map((i) => i.title);
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    // Array sort is stable: what the collator finds equal keeps the store's order.
    expect(sorted('/shop/sort/name')).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    expect(sorted('/shop/sort/name')).toEqual(['Älpha', 'alpha', 'ALPHA', 'Beta', 'Print No. 1', 'print no. 2', 'Print No. 10']);
    // Equal prices go by name.
    expect(sorted('/shop/sort/price-low-high')).toEqual(['Älpha', 'alpha', 'ALPHA', 'Print No. 10', 'Beta', 'Print No. 1', 'print no. 2']);
  });

  it('lists a category’s products and sorts by price, name and date', () => {
    expect(titles(viewAt('/shop/category/home-garden'))).toEqual(['APRON', 'MUG']);
    expect(viewAt('/shop/category/home-garden').collection).toMatchObject({ title: 'Home & Garden', itemCount: 2, fullUrl: '/shop' });
    expect(titles(viewAt('/shop/sort/price-low-high'))).toEqual(['MUG', 'APRON', 'ZEBRA-PRINT']);
    expect(titles(viewAt('/shop/sort/price-high-low'))).toEqual(['ZEBRA-PRINT', 'APRON', 'MUG']);
    expect(titles(viewAt('/shop/sort/name'))).toEqual(['APRON', 'MUG', 'ZEBRA-PRINT']);
    expect(titles(viewAt('/shop/sort/newest'))).toEqual(['ZEBRA-PRINT', 'MUG', 'APRON']);
    expect(titles(viewAt('/shop/category/home-garden/sort/price-high-low'))).toEqual(['APRON', 'MUG']);
  });

  it('marks the current category and sort, and keeps the other choice in every link', () => {
    const browse = viewAt('/shop/category/prints/sort/name').collection.browse as JsonObject;
    expect(current(browse.categories)).toEqual(['Prints']);
    expect(current(browse.sorts)).toEqual(['Name, A–Z']);
    expect((browse.categories as { url: string }[]).map((l) => l.url)).toEqual([
      '/shop/sort/name', '/shop/category/prints/sort/name', '/shop/category/home-garden/sort/name', '/shop/category/gifts/sort/name',
    ]);
    expect((browse.sorts as { url: string }[])[0].url).toBe('/shop/category/prints');
    expect(current((viewAt('/shop').collection.browse as JsonObject).sorts)).toEqual(['Featured']);
  });

  it('orders the page context as the view lists it', () => {
    const content = siteContent({ collections: [store()] });
    const route = listRoutes(content).find((r) => r.path === '/shop/sort/price-low-high')!;
    expect((buildPageContext(content, route).items as JsonObject[]).map((i) => i.title)).toEqual(['MUG', 'APRON', 'ZEBRA-PRINT']);
  });

  it("keeps a sorted view's order over the items' own manual order, and lists the same records, not copies", () => {
    const manual = store();
    manual.items.forEach((item, index) => (item.displayIndex = index));
    const content = siteContent({ collections: [manual] });
    const route = listRoutes(content).find((r) => r.path === '/shop/sort/name')!;
    const items = buildPageContext(content, route).items as JsonObject[];
    expect(items.map((i) => i.title)).toEqual(['APRON', 'MUG', 'ZEBRA-PRINT']);
    expect(items[0]).toBe(manual.items[1]);
    // The store's own page still follows the manual order.
    const own = listRoutes(content).find((r) => r.path === '/shop')!;
    expect((buildPageContext(content, own).items as JsonObject[]).map((i) => i.title)).toEqual(['ZEBRA-PRINT', 'APRON', 'MUG']);
  });

  it('lets search engines index the category pages only, not the sorted copies', () => {
    const routes = listRoutes(siteContent({ collections: [store()] }));
    const indexed = routes.filter((r) => r.kind === 'collection' && isIndexable(r)).map((r) => r.path);
    expect(indexed).toEqual(['/shop', '/shop/category/prints', '/shop/category/home-garden', '/shop/category/gifts']);
  });

  it('leaves a blog, and a store with one product, as they are', () => {
    const blog = siteContent().collections[1];
    expect(collectionViews(blog, '/journal', 'en-US')).toEqual([{ path: '/journal', collection: blog }]);
    const single = { ...store(), items: store().items.slice(0, 1) };
    expect(collectionViews(single, '/shop', 'en-US')).toHaveLength(1);
  });

  it('slugs category names for URLs', () => {
    expect(categorySlug('Home & Garden')).toBe('home-garden');
    expect(categorySlug('Café Crème')).toBe('cafe-creme');
    expect(categorySlug('★')).toBe('category');
  });
});
