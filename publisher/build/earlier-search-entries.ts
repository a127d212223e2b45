/**
 * The search entries a rebuild takes from the last build's `/search-index.json`: those of the items whose pages are
 * reused (their inputs unchanged, so their entries are too). Anything unreadable there means none: they are made again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_URL, SearchIndex, type SearchEntry } from '../../schemas/search';

export function earlierSearchEntries(distDir: string, reusedPaths: ReadonlySet<string>): (path: string) => SearchEntry | undefined {
  if (reusedPaths.size === 0) return () => undefined;
  let index: SearchIndex;
  try {
    const read: unknown = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_URL), 'utf8'));
    // Checked, but kept as read: the parsed copy has its keys in the schema's order, and the file is rewritten only
    // when its bytes change.
    if (!SearchIndex.safeParse(read).success) return () => undefined;
    index = read as SearchIndex;
  } catch {
    return () => undefined;
  }
  const byPath = new Map<string, SearchEntry>();
  for (const entry of index.entries) if (reusedPaths.has(entry.url)) byPath.set(entry.url, entry);
  return (routePath) => byPath.get(routePath);
}
