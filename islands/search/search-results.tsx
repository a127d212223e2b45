/**
 * SearchResults island (/search, page type 102): reads `?q=` and lists the matching entries of the static
 * search index, with a live region announcing how many there are. It takes over the page's search form so a
 * new search updates the results in place (and the address, for back and forward); without JavaScript the
 * form still submits to /search?q=.
 */
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { SearchIndex, type SearchEntry } from '../../schemas/search';
import { useIslandRoot } from '../island-root/island-root';
import { resultsStatus, searchEntries } from './search-match';

export interface SearchResultsProps {
  indexUrl: string;
  /** the search page's own path (`/search`) */
  searchPath: string;
}

export const SEARCH_MESSAGES = {
  searching: 'Searching…',
  unavailable: 'Search is not available right now. Please try again later.',
} as const;

const TYPE_LABELS: Record<SearchEntry['type'], string> = { product: 'Product', post: 'Journal', page: 'Page' };

type Loaded = { entries: SearchEntry[] } | { failed: true };

function queryOfLocation(): string {
  return new URLSearchParams(location.search).get('q')?.trim() ?? '';
}

/** The page's search form (the one that submits to the search page), and its `q` input. */
function searchForm(root: HTMLElement, searchPath: string): { form: HTMLFormElement; input: HTMLInputElement } | undefined {
  const scope = root.closest('main') ?? document;
  for (const form of scope.querySelectorAll<HTMLFormElement>('form')) {
    const input = form.querySelector<HTMLInputElement>('input[name="q"]');
    if (input && new URL(form.action, location.href).pathname === searchPath) return { form, input };
  }
  return undefined;
}

function Result({ entry }: { entry: SearchEntry }) {
  return (
    <li className={`search-result search-result--${entry.type}`}>
      <a className="search-result__link" href={entry.url}>
        {entry.image ? (
          <img className="search-result__image" src={entry.image.url} alt="" width={entry.image.width} height={entry.image.height} loading="lazy" decoding="async" />
        ) : null}
        <span className="search-result__body">
          <span className="search-result__type">{TYPE_LABELS[entry.type]}</span>
          <span className="search-result__title">{entry.title}</span>
          {entry.excerpt ? <span className="search-result__excerpt">{entry.excerpt}</span> : null}
          {entry.price ? (
            <span className="search-result__price">
              {entry.price}
              {entry.soldOut ? <span className="search-result__sold-out"> · Sold out</span> : null}
            </span>
          ) : null}
        </span>
      </a>
    </li>
  );
}

export function SearchResults({ indexUrl, searchPath }: SearchResultsProps) {
  const root = useIslandRoot();
  // Unknown until the island runs in the browser: the server renders an empty live region.
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);

  useEffect(() => {
    if (!root) return;
    const q = queryOfLocation();
    setQuery(q);
    const page = searchForm(root, searchPath);
    if (page) {
      page.input.value = q;
      if (q === '') page.input.focus();
    }
    const onSubmit = (event: SubmitEvent) => {
      if (!page) return;
      event.preventDefault();
      const next = page.input.value.trim();
      history.pushState(null, '', next === '' ? searchPath : `${searchPath}?q=${encodeURIComponent(next)}`);
      setQuery(next);
    };
    const onPopState = () => {
      const q = queryOfLocation();
      if (page) page.input.value = q;
      setQuery(q);
    };
    page?.form.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', onPopState);
    return () => {
      page?.form.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
    };
  }, [root, searchPath]);

  useEffect(() => {
    if (!query || loaded) return;
    let current = true;
    fetch(indexUrl, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((json: unknown) => {
        const parsed = z.safeParse(SearchIndex, json);
        if (current) setLoaded(parsed.success ? { entries: parsed.data.entries } : { failed: true });
      })
      .catch(() => current && setLoaded({ failed: true }));
    return () => {
      current = false;
    };
  }, [query, loaded, indexUrl]);

  let status = '';
  let results: SearchEntry[] = [];
  if (query) {
    if (!loaded) status = SEARCH_MESSAGES.searching;
    else if ('failed' in loaded) status = SEARCH_MESSAGES.unavailable;
    else {
      results = searchEntries(loaded.entries, query);
      status = resultsStatus(results.length, query);
    }
  }
  return (
    <>
      <p className="search-results__status" role="status">{status}</p>
      {results.length > 0 ? (
        <ol className="search-results__list" aria-label={`Results for ${query}`}>
          {results.map((entry) => <Result key={entry.url} entry={entry} />)}
        </ol>
      ) : null}
    </>
  );
}
