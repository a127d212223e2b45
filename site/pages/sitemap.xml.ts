// dist/sitemap.xml: the indexable public pages (publisher/seo/sitemap.ts); empty when website.baseUrl is unset.
import { loadSite, isShellBuild } from '../../publisher';

export function GET(): Response {
  // Under `kiosk build` the publisher writes it (publisher/build/).
  if (isShellBuild()) return new Response('');
  const sitemap = loadSite({ fresh: import.meta.env.DEV }).sitemap() ?? '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';
  return new Response(sitemap, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
