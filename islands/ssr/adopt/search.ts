/** Adopts the search page's results root (`<div id="sqs-search-root">`, templates/pages/search.page) as SearchResults. */
import { SEARCH_INDEX_URL } from '../../../schemas/search';
import { defineAdopter } from '../adopter';

export const SEARCH_PATH = '/search';

export const searchAdopter = defineAdopter({
  island: 'SearchResults',
  rootId: 'sqs-search-root',
  adopt: () => ({ indexUrl: SEARCH_INDEX_URL, searchPath: SEARCH_PATH }),
});
