import { describe, expect, it } from 'vitest';
import type { ContentCollection } from '../../../publisher/source/load-content';
import { runQuery } from '../../../publisher/query/query-results';
import type { QuerySpec } from '../../../publisher/query/query-attributes';

const spec = (extra: Partial<QuerySpec> = {}): QuerySpec => ({ collection: 'c', limit: 100, skip: 0, featured: false, categories: [], tags: [], ...extra });

const journal: ContentCollection = {
  urlId: 'journal',
  collection: { typeName: 'blog' },
  items: [
    { id: 'a', publishOn: 1, displayIndex: 0, starred: true, categories: ['Studio'], tags: ['clay'] },
    { id: 'b', publishOn: 3, displayIndex: 1, starred: false, categories: ['Print'], tags: ['riso', 'ink'] },
    { id: 'c', publishOn: 2, displayIndex: 2, starred: true, categories: ['Studio', 'Print'] },
  ],
};
const shop: ContentCollection = {
  urlId: 'shop',
  collection: { typeName: 'products' },
  items: [
    { id: 'p1', publishOn: 5, displayIndex: 2 },
    { id: 'p2', publishOn: 9, displayIndex: 0 },
    { id: 'p3', publishOn: 1, displayIndex: 1 },
  ],
};
const ids = (items: { id?: unknown }[]) => items.map((i) => i.id);

describe('runQuery', () => {
  it('lists a blog newest first, whatever its manual order', () => {
    expect(ids(runQuery(journal, spec()))).toEqual(['b', 'c', 'a']);
  });

  it('lists products in the collection order', () => {
    expect(ids(runQuery(shop, spec()))).toEqual(['p2', 'p3', 'p1']);
  });

  it('applies limit and skip', () => {
    expect(ids(runQuery(journal, spec({ limit: 2 })))).toEqual(['b', 'c']);
    expect(ids(runQuery(journal, spec({ limit: 1, skip: 1 })))).toEqual(['c']);
  });

  it('keeps only featured (starred) items', () => {
    expect(ids(runQuery(journal, spec({ featured: true })))).toEqual(['c', 'a']);
  });

  it('filters by any of the categories and any of the tags', () => {
    expect(ids(runQuery(journal, spec({ categories: ['Studio'] })))).toEqual(['c', 'a']);
    expect(ids(runQuery(journal, spec({ tags: ['ink', 'clay'] })))).toEqual(['b', 'a']);
    expect(ids(runQuery(journal, spec({ categories: ['Print'], tags: ['riso'] })))).toEqual(['b']);
  });

  it('leaves out the item of the page being rendered before limiting', () => {
    expect(ids(runQuery(shop, spec({ limit: 2 }), 'p2'))).toEqual(['p3', 'p1']);
  });
});
