/**
 * The page's query string, read after the island has mounted: the server-rendered markup knows no address, so the
 * first render (hydration) must not depend on it. Undefined until then.
 */
import { useEffect, useState } from 'react';

export function useSearch(): string | undefined {
  const [search, setSearch] = useState<string | undefined>();
  useEffect(() => setSearch(window.location.search), []);
  return search;
}

/** The `token` of an emailed link's address ('' when there is none). */
export function linkToken(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}
