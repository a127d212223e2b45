import { describe, expect, it } from 'vitest';
import { pageFolders } from '../../../publisher/build/page-folders';

describe('pageFolders', () => {
  it('knows the folders that hold a page and nothing else the build placed', () => {
    const folders = pageFolders(
      ['index.html', '404.html', 'about/index.html', 'shop/index.html', 'shop/p/tee/index.html', 'shop/p/mug/index.html', 'journal/index.html', 'journal/first/index.html'],
      ['_astro/hydrate.js', 'search-index.json', 'journal/rss.xml', 'shop/p/mug/guide.txt'],
    );
    // /shop holds other pages, /journal other pages and its feed, the mug's folder a file of its own.
    expect([...folders.keys()].sort()).toEqual(['about', 'journal/first', 'shop/p/tee']);
    expect(folders.get('about')).toEqual(['index.html']);
  });

  it('counts a file placed deep below a page folder', () => {
    expect([...pageFolders(['about/index.html'], ['about/press/kit.txt']).keys()]).toEqual([]);
  });
});
