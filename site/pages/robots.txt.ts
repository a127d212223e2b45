// dist/robots.txt: crawler rules and where the sitemap is (publisher/seo/sitemap.ts).
import { loadSite } from '../../publisher';

export function GET(): Response {
  return new Response(loadSite({ fresh: import.meta.env.DEV }).robots(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
