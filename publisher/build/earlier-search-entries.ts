/**
 * The search entries a rebuild takes from the last build's `/search-index.json`: those of the items whose pages are
 * reused (their inputs unchanged, so their entries are too). An entry that cannot be read there is made again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_URL, SearchEntryType, type SearchEntry } from '../../schemas/search';

/**
 * The file is the last build's own, as the pages it links are: an entry gets the look that keeps a damaged one out,
 * not the whole schema (which cost ~60 ms over 10,000 entries). Kept as read: a parsed copy would order its keys as
 * the schema does, and the file is rewritten only when its bytes change.
 */
function looksLikeEntry(value: unknown): value is SearchEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    SearchEntryType.options.includes(entry.type as SearchEntry['type']) &&
    typeof entry.url === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.excerpt === 'string' &&
    Array.isArray(entry.keywords)
  );
}

export function earlierSearchEntries(distDir: string, reusedPaths: ReadonlySet<string>): (path: string) => SearchEntry | undefined {
  if (reusedPaths.size === 0) return () => undefined;
  let entries: unknown;
  try {
    entries = (JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_URL), 'utf8')) as { entries?: unknown } | null)?.entries;
  } catch {
    return () => undefined;
  }
  const byPath = new Map<string, SearchEntry>();
  if (Array.isArray(entries)) for (const entry of entries) if (looksLikeEntry(entry) && reusedPaths.has(entry.url)) byPath.set(entry.url, entry);
  return (routePath) => byPath.get(routePath);
}
