// dist/robots.txt: crawler rules and where the sitemap is (publisher/seo/sitemap.ts).
import { loadSite, isShellBuild } from '../../publisher';

export function GET(): Response {
  // Under `kiosk build` the publisher writes it (publisher/build/).
  if (isShellBuild()) return new Response('');
  return new Response(loadSite({ fresh: import.meta.env.DEV }).robots(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
