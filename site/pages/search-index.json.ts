// dist/search-index.json: the static search index the search island reads (publisher/search-index.ts).
import { loadSite, isShellBuild } from '../../publisher';

export function GET(): Response {
  // Under `kiosk build` the publisher writes it (publisher/build/).
  if (isShellBuild()) return new Response('');
  const index = loadSite({ fresh: import.meta.env.DEV }).searchIndex();
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
