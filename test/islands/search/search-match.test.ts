import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../../schemas/search';
import { normalize, resultsStatus, searchEntries } from '../../../islands/search/search-match';

const entry = (title: string, over: Partial<SearchEntry> = {}): SearchEntry => ({ type: 'product', title, url: `/${title}`, excerpt: '', keywords: [], ...over });

const entries = [
  entry('The Printing Field Guide', { keywords: ['ebook'] }),
  entry('Speckled Ceramic Mug', { excerpt: 'Hand-thrown stoneware, 12 oz.', price: '$18.00', keywords: ['kitchen'] }),
  entry('Coastline Print', { keywords: ['art'] }),
  entry('Where the speckles come from', { type: 'post', excerpt: 'Every one of our mugs leaves the kiln speckled.', keywords: ['ceramics'] }),
  entry('Café notes', { type: 'post', keywords: ['coffee'] }),
];
const titles = (query: string) => searchEntries(entries, query).map((e) => e.title);

describe('searchEntries', () => {
  it('ranks whole title words, then words the title starts, then keywords, then excerpts and prices', () => {
    expect(titles('print')).toEqual(['Coastline Print', 'The Printing Field Guide']);
    expect(titles('mug')).toEqual(['Speckled Ceramic Mug', 'Where the speckles come from']);
    expect(titles('ceramic')).toEqual(['Speckled Ceramic Mug', 'Where the speckles come from']);
    expect(titles('$18')).toEqual(['Speckled Ceramic Mug']);
  });

  it('needs every word to match somewhere, ignoring case and accents', () => {
    expect(titles('SPECKLED mug')).toEqual(['Speckled Ceramic Mug', 'Where the speckles come from']);
    expect(titles('speckled ebook')).toEqual([]);
    expect(titles('cafe')).toEqual(['Café notes']);
    expect(normalize('Crème BRÛLÉE')).toBe('creme brulee');
  });

  it('finds nothing for an empty query', () => {
    expect(titles('   ')).toEqual([]);
  });
});

describe('resultsStatus', () => {
  it('says how many results there are for the query', () => {
    expect(resultsStatus(1, 'mug')).toBe('1 result for “mug”');
    expect(resultsStatus(3, ' mug ')).toBe('3 results for “mug”');
    expect(resultsStatus(0, 'zebra')).toBe('No results for “zebra”. Try another word, or browse the shop.');
  });
});
