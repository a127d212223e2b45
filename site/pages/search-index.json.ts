// dist/search-index.json: the static search index the search island reads (publisher/search-index.ts).
import { loadSite } from '../../publisher';

export function GET(): Response {
  const index = loadSite({ fresh: import.meta.env.DEV }).searchIndex();
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
