// sitemap.xml and robots.txt: every listed published page with its last change, and the crawler rules that keep
// the API and the store's per-visitor steps out of search results.
import type { Route } from '../routes';
import type { JsonObject } from '../source/read-json';
import { escapeXml } from './escape-xml';
import { isListed } from './indexing';
import { pageUrl } from './site-address';

function lastChange(route: Route): number | undefined {
  const record: JsonObject | undefined =
    route.kind === 'item' ? route.item : route.kind === 'collection' ? route.collection.collection : route.kind === 'page' ? (route.page.data.collection as JsonObject | undefined) : undefined;
  const updated = record?.updatedOn ?? record?.publishOn;
  return typeof updated === 'number' && updated > 0 ? updated : undefined;
}

/** The sitemap of `routes` (the published ones), on the site at `baseUrl`. */
export function renderSitemap(routes: readonly Route[], baseUrl: string): string {
  const urls = routes.filter(isListed).map((route) => {
    const changed = lastChange(route);
    return [
      '  <url>',
      `    <loc>${escapeXml(pageUrl(baseUrl, route.path))}</loc>`,
      changed ? `    <lastmod>${new Date(changed).toISOString().slice(0, 10)}</lastmod>` : '',
      '  </url>',
    ].filter(Boolean).join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * Paths crawlers are asked to leave alone: the API, and the store's steps that are per visitor. Not /cart: its
 * published page holds no visitor's cart (indexing.ts), and Squarespace leaves it open too.
 */
const DISALLOWED = ['/api/', '/checkout', '/commerce/', '/account', '/search'];

export function renderRobots(baseUrl: string | undefined): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...(baseUrl ? ['', `Sitemap: ${baseUrl}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
