import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchResults } from '../../../islands/search/search-results';
import { searchAdopter } from '../../../islands/ssr/adopt/search';
import { renderIslands } from '../../../islands/ssr/render-islands';

describe('SearchResults', () => {
  it('renders an empty live region on the server: the query is only known in the browser', () => {
    expect(renderToStaticMarkup(<SearchResults indexUrl="/search-index.json" searchPath="/search" />)).toBe(
      '<p class="search-results__status" role="status"></p>',
    );
  });

  it("adopts the search page's #sqs-search-root, pointing at the static index", () => {
    const html = renderIslands('<main><div id="sqs-search-root" class="search-results"></div></main>', { findItem: () => undefined });
    expect(html).toBe(
      '<main><div id="sqs-search-root" class="search-results" data-island="SearchResults" data-props=\'{"indexUrl":"/search-index.json","searchPath":"/search"}\'>' +
        '<p class="search-results__status" role="status"></p></div></main>',
    );
    expect(searchAdopter.rootId).toBe('sqs-search-root');
  });
});
