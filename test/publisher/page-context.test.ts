import { describe, expect, it } from 'vitest';
import { buildPageContext, orderedItems, pageTitle } from '../../publisher/page-context';
import { listRoutes, type Route } from '../../publisher/routes';
import { siteContent } from './site-fixture';

const content = siteContent();
const routes = listRoutes(content);
const route = (path: string) => routes.find((r) => r.path === path) as Route;

describe('buildPageContext', () => {
  it('gives an item page the site, navigation, collection, item, pagination and squarespace values', () => {
    const context = buildPageContext(content, route('/journal/second'));
    expect(context.website).toEqual(content.site.website);
    expect(context.navigation).toBe(content.navigation);
    expect((context.collection as { title: string }).title).toBe('Journal');
    expect((context.item as { id: string }).id).toBe('p2');
    expect(context.pageType).toBe(50);
    expect(context.pagination).toEqual({
      prevItem: { id: 'p3', title: 'Third', fullUrl: undefined, urlId: 'third' },
      nextItem: { id: 'p1', title: 'First', fullUrl: undefined, urlId: 'first' },
    });
    expect(context.squarespace).toEqual({ 'main-content': '', 'page-title': 'Second — Test Shop' });
  });

  it('gives a list page its items, newest first', () => {
    const context = buildPageContext(content, route('/shop'));
    expect((context.items as { urlId: string }[]).map((i) => i.urlId)).toEqual(['mug', 'tee']);
    expect(context.pageType).toBe(1);
  });

  it('spreads a page file into the context', () => {
    const context = buildPageContext(content, route('/about'));
    expect(context.mainContent).toBe('<p>About us</p>');
    expect((context.collection as { title: string }).title).toBe('About');
    expect(context.pageType).toBe(2);
  });

  it('gives every page the site forms keyed by id', () => {
    const contact = { id: 'contact', name: 'Contact', fields: [] };
    const newsletter = { id: 'newsletter', name: 'Newsletter', fields: [] };
    const withForms = siteContent({ forms: new Map([['contact', contact], ['newsletter', newsletter]]) });
    for (const r of listRoutes(withForms)) {
      expect(buildPageContext(withForms, r).forms).toEqual({ contact, newsletter });
    }
    expect(buildPageContext(content, route('/about')).forms).toEqual({});
  });

  it('titles the home page with the site title alone', () => {
    expect(pageTitle(content, route('/'))).toBe('Test Shop');
    expect(pageTitle(content, route('/about'))).toBe('About — Test Shop');
  });

  it('orders by displayIndex when every item has one', () => {
    const shop = content.collections[0];
    const indexed = { ...shop, items: shop.items.map((item, i) => ({ ...item, displayIndex: i })) };
    expect(orderedItems(indexed).map((i) => i.urlId)).toEqual(['tee', 'mug']);
  });
});
