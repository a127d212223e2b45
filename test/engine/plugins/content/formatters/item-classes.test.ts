import { describe, expect, it } from 'vitest';
import { classSlug, itemClasses } from '../../../../../engine/plugins/content/formatters/item-classes';
import { render } from '../render';

describe('classSlug', () => {
  it('keeps lower-case ASCII letters, digits and hyphens, and turns whitespace runs into one hyphen', () => {
    expect(classSlug('c & d')).toBe('c-d');
    expect(classSlug('Ünï Çödé  x')).toBe('n-d-x');
    expect(classSlug('--A__b!!c--')).toBe('--abc--');
    expect(classSlug('a\tb\u00a0c')).toBe('a-b-c');
  });
});

describe('itemClasses', () => {
  it('lists promotion, categories, tags, author, post type and featured in order', () => {
    expect(
      itemClasses({
        recordTypeLabel: 'text',
        categories: ['A B', 'c&d'],
        tags: ['Tag One'],
        author: { displayName: 'John Doe' },
        starred: true,
        promotedBlockType: 'video',
      }),
    ).toBe('hentry promoted promoted-block-video category-a-b category-cd tag-tag-one author-john-doe post-type-text featured');
  });

  it('numbers the items of a repeated section', () => {
    expect(itemClasses({ starred: true }, 2)).toBe('hentry post-type- article-index-2 featured');
    expect(render('{.repeated section items}{@|item-classes}|{.end}', { items: [{}, { recordTypeLabel: 'a' }] })).toBe(
      'hentry post-type- article-index-1|hentry post-type-a article-index-2|',
    );
  });

  it('always has hentry and a post type, even for no item', () => {
    expect(itemClasses(undefined)).toBe('hentry post-type-');
    expect(itemClasses({ categories: 'abc', author: { displayName: '' } })).toBe('hentry post-type-');
  });

  it('adds product status for store items only', () => {
    const product = { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] };
    expect(itemClasses({ recordType: 11, recordTypeLabel: 'store-item', structuredContent: product })).toBe(
      'hentry post-type-store-item on-sale sold-out',
    );
    expect(itemClasses({ recordType: 1, structuredContent: product })).toBe('hentry post-type-');
  });
});
